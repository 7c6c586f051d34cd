/**
 * What the access pass's e-mail says to the customer, in English (docs/i18n.md): the first pass
 * once the agreement is signed by both, and a new code when the company reissues it.
 * pass-mail.fr.ts has the same keys.
 */
export const PASS_MAIL_EN = {
  hello: 'Hello {firstName},',
  callUs: 'Questions? Call us at {phone} and quote your reference.',
  reference: 'Reference',
  yard: 'Yard',
  code: 'Access code',
  validFrom: 'Valid from',
  qrAlt: 'QR code of your access code {code}',
  issuedSubject: 'Your access pass for {yard} ({reference})',
  issuedHeading: 'Your access pass',
  issuedText:
    'Your parking agreement is signed by both of us. Show this code or its QR code at the gate of {yard}: it lets you in from {validFrom}. It is also on your private status page. Keep it to yourself.',
  reissuedSubject: 'Your new access code for {yard} ({reference})',
  reissuedHeading: 'Your new access code',
  reissuedText:
    'We have replaced your access code for {yard}: the earlier code no longer opens the gate. Show this new code or its QR code at the gate; it lets you in from {validFrom}. Keep it to yourself.',
} as const;
