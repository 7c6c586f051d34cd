import { useMemo, useSyncExternalStore } from 'react';
import type { AdminUser } from '../../domain/admin.schema.ts';

/**
 * What the browser knows about the admin's session. The session itself is an httpOnly cookie the
 * page cannot read (no token in localStorage, where any script could take it); the page keeps only
 * a hint, the admin's name, for the greeting and the navbar's dashboard icon. The truth is GET /api/Me.
 */
export const ADMIN_HINT_KEY = 'admin-user';
const HINT_CHANGED_EVENT = 'admin-user-changed';

export type AdminHint = { userName: string };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the hint is a convenience, never required.
    return undefined;
  }
}

function readRawHint(): string | null {
  try {
    return storage()?.getItem(ADMIN_HINT_KEY) ?? null;
  } catch {
    return null;
  }
}

function parseHint(raw: string | null): AdminHint | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'userName' in value && typeof value.userName === 'string') {
      return { userName: value.userName };
    }
  } catch {
    // A hint written by something else: treat as signed out.
  }
  return null;
}

export function readAdminHint(): AdminHint | null {
  return parseHint(readRawHint());
}

function writeHint(raw: string | null) {
  try {
    if (raw === null) storage()?.removeItem(ADMIN_HINT_KEY);
    else storage()?.setItem(ADMIN_HINT_KEY, raw);
  } catch {
    return;
  }
  // The storage event reaches other tabs only; this one tells the components of this tab.
  globalThis.dispatchEvent?.(new Event(HINT_CHANGED_EVENT));
}

export function rememberAdmin(user: Pick<AdminUser, 'userName'>) {
  const raw = JSON.stringify({ userName: user.userName });
  if (readRawHint() !== raw) writeHint(raw);
}

export function forgetAdmin() {
  if (readRawHint() !== null) writeHint(null);
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_HINT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(HINT_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(HINT_CHANGED_EVENT, onChange);
  };
}

/**
 * The hint, kept current across tabs. Prerendered pages are built without one, so hydration
 * starts from "signed out" (the server snapshot) and then reads the browser's.
 */
export function useAdminHint(): AdminHint | null {
  const raw = useSyncExternalStore(subscribe, readRawHint, () => null);
  return useMemo(() => parseHint(raw), [raw]);
}
