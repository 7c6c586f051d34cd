import { format } from 'node:util';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A unit test fails on a console.error it did not expect: React reports act() warnings, bad props,
 * key clashes and hydration mismatches there, and a passing test must not hide them. A test that
 * expects one says so with `expectConsoleError(/what it says/)`.
 */
const expectedErrors: RegExp[] = [];
let unexpectedErrors: string[] = [];

export function expectConsoleError(pattern: RegExp): void {
  expectedErrors.push(pattern);
}

/**
 * Each test starts in a fresh browser's state: the unit project runs its files in one module
 * registry per worker (isolate: false, ADR 050), so what one file leaves in storage or cookies would
 * otherwise reach the next.
 */
function forgetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/*
 * Every file's waits alike: a screen renders after its loaders, a draft restored from storage or a
 * lazy part, which on a busy 2-core CI machine can take longer than Testing Library's 1 s default.
 * Set here, not in one fixture: files share their worker's modules, so a fixture's setting reached
 * only the files that happened to run after it. A failing wait still fails, only later.
 */
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out and has no scrollIntoView, which the wizard calls when it moves focus to
// its summary of problems (use-step-focus.ts); where it scrolls is checked in Chromium (e2e).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

beforeEach(() => {
  forgetBrowserState();
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    if (expectedErrors.some((pattern) => pattern.test(message))) return;
    unexpectedErrors.push(message);
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  const found = unexpectedErrors;
  unexpectedErrors = [];
  expectedErrors.length = 0;
  // A test may have restored every mock already (vi.restoreAllMocks in its own afterEach).
  if (vi.isMockFunction(console.error)) vi.mocked(console.error).mockRestore();
  if (found.length > 0) {
    throw new Error(`Unexpected console.error (call expectConsoleError if the test expects it):\n${found.join('\n')}`);
  }
});
