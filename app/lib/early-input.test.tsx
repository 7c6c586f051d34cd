import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import RequestPage from '../routes/booking/request.tsx';
import { completeDraftValues, storeDraft } from '../routes/booking/testing/booking-fixtures.tsx';
import ContactPage from '../routes/site/contact.tsx';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_RECORDER, stopRecordingEarlyInput } from './early-input.ts';

/**
 * Hydration over prerendered HTML into which a person typed first (ADR 019): the recorder from
 * <head> notes the typing, react-hook-form registers the fields (writing their defaults into the
 * DOM), and the forms put the typing back.
 */

let root: Root | undefined;
let container: HTMLElement | undefined;
const listeners: Array<[string, EventListener]> = [];

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  for (const [type, listener] of listeners.splice(0)) removeEventListener(type, listener, true);
  stopRecordingEarlyInput();
  localStorage.clear();
});

/** Runs the <head> script as the browser would, keeping its listeners so the test can remove them. */
function installRecorder() {
  const add = window.addEventListener;
  window.addEventListener = ((type: string, listener: EventListener, options?: boolean) => {
    listeners.push([type, listener]);
    add.call(window, type, listener, options);
  }) as typeof window.addEventListener;
  try {
    // The recorder is plain text in the page; run it in this window as the browser does.
    window.eval(EARLY_INPUT_RECORDER);
  } finally {
    window.addEventListener = add;
  }
}

function prerender(path: string, Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component }]);
  container = document.createElement('div');
  container.innerHTML = renderToString(<Stub initialEntries={[path]} />);
  document.body.append(container);
  return Stub;
}

function typeInto(selector: string, value: string) {
  const field = container?.querySelector<HTMLInputElement>(selector);
  if (!field) throw new Error(`no ${selector}`);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return field;
}

async function hydrate(Stub: ReturnType<typeof createRoutesStub>, path: string) {
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <Stub initialEntries={[path]} />);
  });
}

test('what is typed into the contact forms before hydration is still there after it, numbers included', async () => {
  installRecorder();
  const Stub = prerender('/contact', ContactPage);
  typeInto('#enquiry-full-name', 'Dana Whitfield');
  typeInto('#enquiry-message', 'Typed before the scripts came.');
  typeInto('#job-years', '4');

  await hydrate(Stub, '/contact');

  expect(container?.querySelector<HTMLInputElement>('#enquiry-full-name')?.value).toBe('Dana Whitfield');
  expect(container?.querySelector<HTMLTextAreaElement>('#enquiry-message')?.value).toBe(
    'Typed before the scripts came.',
  );
  expect(container?.querySelector<HTMLInputElement>('#job-years')?.value).toBe('4');
  expect(container?.querySelector<HTMLInputElement>('#enquiry-phone-number')?.value).toBe('');
  // Each noted value was used once and taken out of the record.
  expect((window as unknown as Record<string, Map<Element, unknown>>)[EARLY_INPUT_GLOBAL]?.size).toBe(0);
});

test('without a recorder (no early typing) hydration leaves the forms as they were', async () => {
  const Stub = prerender('/contact', ContactPage);
  await hydrate(Stub, '/contact');
  expect(container?.querySelector<HTMLInputElement>('#enquiry-full-name')?.value).toBe('');
});

test('a booking draft restored from the device fills the rest but never overwrites what was typed since the page opened', async () => {
  storeDraft({ step: 0 });
  installRecorder();
  const Stub = prerender('/request', RequestPage);
  const firstName = container?.querySelector<HTMLInputElement>('input[name="personalInfo.firstName"]');
  const lastName = container?.querySelector<HTMLInputElement>('input[name="personalInfo.lastName"]');
  if (!firstName || !lastName) throw new Error('no name fields in the prerendered wizard');
  typeInto('input[name="personalInfo.firstName"]', 'Dana');

  await hydrate(Stub, '/request');

  expect(firstName.value).toBe('Dana');
  // The draft's other answers are back.
  expect(lastName.value).toBe(completeDraftValues().personalInfo.lastName);
});
