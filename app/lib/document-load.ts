/**
 * Opens a path of this site as a new document in place of the current one (the back button does not
 * return to it). For where a route change would keep the current document's headers: the sign-in
 * ends this way so the dashboard runs under the app shell's opener isolation (ADR 074). An object,
 * so a test without a real browser can watch the call (`vi.spyOn(documentLoad, 'replace')`).
 */
export const documentLoad = {
  replace(path: string): void {
    window.location.replace(path);
  },
};
