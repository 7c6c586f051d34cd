/**
 * A sentence for the login page from the screen that sent the admin there (password changed,
 * password reset). Carried in history state: it cannot be forged into a link.
 */
export function loginNoticeState(notice: string): { loginNotice: string } {
  return { loginNotice: notice };
}

export function readLoginNotice(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'loginNotice' in state && typeof state.loginNotice === 'string') {
    return state.loginNotice;
  }
  return undefined;
}
