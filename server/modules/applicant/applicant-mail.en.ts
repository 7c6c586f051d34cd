/**
 * What the applicant's side says to the applicant, in English (docs/i18n.md): the e-mails about
 * corrections, reopening and insurance reminders, and the documents and reasons the status page
 * lists. applicant-mail.fr.ts has the same keys. The company's notices stay English and are not here.
 */
export const APPLICANT_MAIL_EN = {
  hello: 'Hello {firstName},',
  callUs: 'Questions? Call us at {phone} and quote your reference.',
  reference: 'Reference',

  correctionsSubject: 'Your parking application {reference}: documents to replace',
  correctionsHeading: 'Please replace some documents',
  correctionsText:
    "To go on with your parking application {reference}, we need new copies of the documents below. Upload them on your application's private page; nothing else needs to be sent again.",
  correctionsAction: 'Upload the new documents',

  reopenedSubject: 'Your parking application {reference} is under review again',
  reopenedHeading: 'Your parking application is under review again',
  reopenedText: 'We have reopened your parking application {reference}, and we will decide on it again.',
  reopenedReason: 'Reason: {reason}',
  reopenedAction: 'See where your application stands',

  reminderSubject: 'Your certificate of insurance expires on {expiresOn} ({reference})',
  reminderHeading: 'Your certificate of insurance expires soon',
  reminderText:
    'The certificate of insurance we hold for your parking ({reference}) expires on {expiresOn}, in {days} days. Please upload the renewed certificate before then so your parking continues without interruption.',
  reminderExpiresOn: 'Certificate expires on',
  reminderAction: 'Upload the renewed certificate',
  renewalReason: 'Your certificate of insurance expires on {expiresOn}: upload the renewed certificate',

  'document.ArticleOfIncorporation': 'Article of Incorporation',
  'document.CompanyOwnersDriverLicense': "Company owner's driver's licence",
  'document.CertificateOfInsurance': 'Certificate of Insurance',
  'document.CertifiedPayment': 'Certified payment',
  'document.PostdatedChecks': 'Postdated cheques',
  'reason.0': 'The document is hard to read or blurred',
  'reason.1': 'The document has expired',
  'reason.2': 'This is not the document asked for',
  'reason.3': 'Pages are missing',
  'reason.4': 'The name does not match the application',
  'reason.5': 'The document is not signed',
  'reason.6': 'The date on the document is wrong',
} as const;
