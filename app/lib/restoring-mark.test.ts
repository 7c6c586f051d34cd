import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BOOKING_DRAFT_KEY } from './booking-draft.ts';
import { RESTORING_ATTRIBUTE, RESTORING_GIVE_UP_MS, restoringMark } from './restoring-mark.ts';

const root = document.documentElement;
const MARK = restoringMark(['/request', '/fr/request']);

/** The <head> script as the browser runs it, on the page at `path`. */
function runMarkAt(path: string) {
  window.history.replaceState(null, '', path);
  window.eval(MARK);
}

function saveDraftAt(step: number) {
  localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ version: 1, step, values: {}, documents: {} }));
}

beforeEach(() => {
  root.removeAttribute(RESTORING_ATTRIBUTE);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  root.removeAttribute(RESTORING_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

describe('the mark in <head>', () => {
  test('covers the wizard when this device holds a booking saved on a later step', () => {
    saveDraftAt(2);
    runMarkAt('/request');
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
  });

  test('on the French booking page too, whatever the letter case or final slash', () => {
    saveDraftAt(3);
    runMarkAt('/FR/Request/');
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
  });

  test('leaves every other page alone', () => {
    saveDraftAt(2);
    runMarkAt('/contact');
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  });

  test('leaves a first visit alone', () => {
    runMarkAt('/request');
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  });

  test('leaves a booking saved on the first step uncovered, so what is typed there early is kept', () => {
    saveDraftAt(0);
    runMarkAt('/request');
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  });

  test('leaves unreadable or refused storage alone', () => {
    localStorage.setItem(BOOKING_DRAFT_KEY, '{not json');
    expect(() => runMarkAt('/request')).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => runMarkAt('/request')).not.toThrow();
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  });

  test('goes by itself if the scripts never come', () => {
    vi.useFakeTimers();
    saveDraftAt(1);
    runMarkAt('/request');
    vi.advanceTimersByTime(RESTORING_GIVE_UP_MS - 1);
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  });

  test('leaves no global name behind', () => {
    saveDraftAt(2);
    runMarkAt('/request');
    expect('d' in window || 'h' in window || 'p' in window).toBe(false);
  });
});
