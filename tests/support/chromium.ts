/**
 * Debian's Chromium (installed by scripts/ensure-chromium.sh): Playwright's own browser download is
 * not reachable from our machines.
 */

/** The full browser: the Lighthouse and photo benches, and a test watched with a window. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The same browser build as a headless shell, without the desktop browser's layers: what the e2e
 * tests drive, as Playwright itself does when headless. A page costs the machine less CPU in it
 * (the figures are in docs/decisions/083-e2e-in-the-headless-shell.md).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The flags it needs on our machines (no sandbox as root, no GPU, no QUIC, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For a spec that must run in the full browser, at its top: `test.use(IN_THE_FULL_BROWSER)` (a
 * worker of its own). Two things differ in the headless shell: it has no PDF viewer (a PDF opened
 * inline is saved instead), and it sends every page a mousemove at (0, 0) soon after load, which
 * starts a content page's scripts with nobody there, so "no script before the first interaction"
 * cannot be seen in it.
 */
export const IN_THE_FULL_BROWSER = { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } };
