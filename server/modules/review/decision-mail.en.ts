/**
 * The applicant's e-mail after a decision, in English (docs/i18n.md); decision-mail.fr.ts has the
 * same keys.
 */
export const DECISION_MAIL_EN = {
  hello: 'Hello {firstName},',
  acceptedSubject: 'Your parking application {reference} is accepted',
  acceptedHeading: 'Your parking application is accepted',
  acceptedNews: 'Good news: your application {reference} for parking at {location} is accepted.',
  acceptedNext:
    'Next step: read and sign your parking agreement and pre-authorized debit on your private page. Once we sign it too, you get the signed copy and your yard access pass by e-mail.',
  acceptedAction: 'Read and sign your agreement',
  acceptedCall: 'Rather not wait? Call us at {phone} and quote your reference.',
  reference: 'Reference',
  location: 'Location',
  rejectedSubject: 'Your parking application {reference}',
  rejectedHeading: 'About your parking application',
  rejectedSorry:
    'Thank you for applying for parking with {company}. We are sorry: we cannot accept your application {reference} at this time.',
  reason: 'Reason: {reason}',
  rejectedCall: 'Questions, or has something changed? Call us at {phone} and quote your reference.',
} as const;
