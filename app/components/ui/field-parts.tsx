import type { ReactNode } from 'react';
import { validationMessage } from '../../../domain/validation-messages.ts';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * The pieces every form control shares: a label with a required mark, help text, an error message,
 * and the ids that tie them to the control through `aria-describedby`.
 */
export function fieldPartIds(id: string) {
  return { help: `${id}-help`, error: `${id}-error` };
}

/** Space-separated ids of the parts that are present, or undefined when none are. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * The star sits outside the label and is hidden from assistive technology (the control says
 * `aria-required` instead), so the label's text, and the control's name, is exactly the label.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 font-semibold text-red-700">
      *
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="font-semibold text-navy-900">
        {children}
      </label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

export function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/**
 * A field's message, in the page's language: a schema's (or the server's) English message is shown
 * in French on a French page (docs/i18n.md).
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { language } = useI18n();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex gap-1.5 text-sm font-semibold text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" />
      </svg>
      <span>{validationMessage(message, language)}</span>
    </p>
  );
}

/** 44 px tall controls (WCAG 2.5.5 target size); the red border is backed by text, never colour alone. */
export function controlClassName(invalid: boolean): string {
  return [
    'mt-1 block min-h-11 w-full rounded-md border-2 bg-white px-3 py-2 text-base text-navy-900',
    'focus:border-navy-900 focus:ring-2 focus:ring-navy-900 focus:outline-none',
    invalid ? 'border-red-700' : 'border-slate-500',
  ].join(' ');
}

/** What a control needs to be tied to its label, help and error. */
export interface ControlAccessibilityProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

/**
 * Label, help, control and error in the one order every field uses; the control itself (input,
 * select, textarea) is drawn by `children` with the accessibility props it is given.
 */
export function FieldFrame({
  id,
  label,
  help,
  error,
  required,
  className,
  children,
}: FieldFrameProps & { children: (control: ControlAccessibilityProps) => ReactNode }) {
  const ids = fieldPartIds(id);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {help ? <FieldHelp id={ids.help}>{help}</FieldHelp> : null}
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(help ? ids.help : undefined, error ? ids.error : undefined),
        className: controlClassName(Boolean(error)),
      })}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
