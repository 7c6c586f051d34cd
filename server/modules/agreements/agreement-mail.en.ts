/**
 * What the completed agreement's e-mail says to the customer, in English (docs/i18n.md).
 * agreement-mail.fr.ts has the same keys. The company's copy stays English and is not here.
 */
export const AGREEMENT_MAIL_EN = {
  hello: 'Hello {firstName},',
  callUs: 'Questions? Call us at {phone} and quote your reference.',
  reference: 'Reference',
  yard: 'Yard',
  fingerprint: 'SHA-256 of the agreement',
  completedSubject: 'Your parking agreement for {yard} is signed ({reference})',
  completedHeading: 'Your agreement is signed',
  completedText:
    'We countersigned your parking agreement, version {version}. The signed copy is attached: the agreement, the signature page and its audit trail. Keep it with your records. Your access pass for the yard comes in a separate e-mail.',
  revisedSubject: 'A new version of your parking agreement to sign ({reference})',
  revisedHeading: 'A new version of your agreement',
  revisedText:
    'We changed the monthly rates of your parking agreement: version {version} replaces the one before, which can no longer be signed. Read the new version and sign it on your private page.',
  revisedAction: 'Read and sign the new version',
} as const;
