import { useEffect, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What a visitor types, picks or ticks before React owns a prerendered form (ADR 019). The fields
 * are in the HTML and enabled from the first paint, but react-hook-form writes each field's default
 * value into the DOM when it registers it on hydration, which would wipe what was typed. A tiny
 * inline script in <head> (EARLY_INPUT_RECORDER, app/root.tsx) notes each field's latest value from
 * the first keystroke; once the form is registered, useKeepEarlyInput puts those values back through
 * the field's own change handler, so number parsing and validation modes apply as to any typing.
 */

/** The global the recorder fills: element → its latest value (text) or checkedness (box, radio). */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

type EarlyInputMap = Map<Element, string | boolean>;

/**
 * Classic inline script, run before the body is parsed. Delete-then-set keeps the map in the order
 * of the last change, so three taps on radios A, B, A end on A. File inputs cannot be set back, so
 * they are not noted. Stays ES5-simple: it runs on every page, before anything else.
 */
export const EARLY_INPUT_RECORDER =
  `window.${EARLY_INPUT_GLOBAL}=new Map();` +
  `function r(e){var m=window.${EARLY_INPUT_GLOBAL},t=e.target;` +
  `if(!m||!t||!t.form||!t.name||t.type==="file")return;` +
  `m.delete(t);m.set(t,t.type==="checkbox"||t.type==="radio"?t.checked:t.value)}` +
  `addEventListener("input",r,true);addEventListener("change",r,true);`;

function earlyInputMap(): EarlyInputMap | undefined {
  if (typeof window === 'undefined') return undefined;
  const map = (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  return map instanceof Map ? (map as EarlyInputMap) : undefined;
}

export interface EarlyValue {
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string | boolean;
}

/** The values noted in `form`'s fields, oldest first, taken out of the record (each is used once). */
export function takeEarlyInput(form: HTMLFormElement | null): EarlyValue[] {
  const map = earlyInputMap();
  if (!map || !form) return [];
  const taken: EarlyValue[] = [];
  for (const [element, value] of map) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.form === form &&
      element.isConnected
    ) {
      taken.push({ element, value });
      map.delete(element);
    }
  }
  return taken;
}

/** Once every form had its turn (app/root.tsx, after the first render's effects): stop noting. */
export function stopRecordingEarlyInput() {
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
}

/**
 * Writes the noted values back into the DOM and hands each field to react-hook-form's own change
 * handler, which reads the DOM as it does for any keystroke (setValueAs, valueAsNumber, radios).
 */
export function applyEarlyInput<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  values: readonly EarlyValue[],
) {
  for (const { element, value } of values) {
    if (typeof value === 'boolean') (element as HTMLInputElement).checked = value;
    else element.value = value;
    void form.register(element.name as Path<Values>).onChange({ target: element, type: 'change' });
  }
}

/**
 * Keeps what was typed into `formRef`'s form before hydration. A form that resets itself on mount
 * (a restored draft) must apply the early input first and reset with `keepDirtyValues`: a reset
 * drops react-hook-form's field registrations, so input applied after it would not stick.
 */
export function useKeepEarlyInput<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    applyEarlyInput(form, takeEarlyInput(formRef.current));
  }, [form, formRef]);
}
