/**
 * What the status page says about the customer's access pass (`/status/:token`), once the
 * agreement is signed by both. pass.fr.ts has the same keys (docs/i18n.md).
 */
export const PASS_EN = {
  'pass.title': 'Your access pass',
  'pass.intro':
    'Show this code or its QR code at the gate of {yard}. It is also in the e-mail we sent you. Keep it to yourself: it opens the yard.',
  'pass.code': 'Access code',
  'pass.validFrom': 'Valid from',
  'pass.yard': 'Yard',
  'pass.qrLabel': 'QR code of your access code {code}',
  'pass.loading': 'Loading your access pass…',
  'pass.failed': 'Your access code could not be loaded. Reload the page, or call us and quote your reference.',
} as const;
