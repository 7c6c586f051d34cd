/**
 * Debian's Chromium (installed by scripts/ensure-chromium.sh), used by the e2e tests and the
 * Lighthouse bench: Playwright's own browser download is not reachable from our machines.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
