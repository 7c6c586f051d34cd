/**
 * What the applicant's private status page says (`/status/:token`): where the application stands
 * and the documents to replace. status.fr.ts has the same keys (docs/i18n.md).
 */
export const STATUS_EN = {
  'status.meta.title': 'Your application',
  'status.meta.description': 'Where your application stands.',
  'status.title': 'Your application',
  'status.invalid.title': 'This link is not valid',
  'status.invalid.text':
    'We could not find an application for this link. It may have been copied only in part, or it may have expired some weeks after our decision. Nothing is wrong with your application because of this: call or write to us and we will tell you where it stands.',
  'status.loading': 'Loading where your application stands…',
  'status.failed': 'Your application’s status could not be loaded. {message}',
  'status.failed.offline': 'No connection. Check your connection and try again.',
  'status.tryAgain': 'Try again',
  'status.correctionsSent':
    'Thank you: we received your new documents. We will review your application again and e-mail you.',

  'status.reference': 'Reference',
  'status.submitted': 'Submitted',
  'status.lastUpdate': 'Last update',
  'status.insuranceExpires': 'Insurance certificate expires',
  'status.heading': 'Status: {stage}',
  'status.stepsLabel': 'Steps of your application',
  'status.stepDone': 'Done: ',
  'status.step.received': 'Received',
  'status.step.inReview': 'In review',
  'status.step.decision': 'Decision',
  'status.reasonGiven': 'Reason given: ',
  'status.ourNote': 'Our note: ',
  'status.decidedOn': 'Decided on <date></date>.',
  'status.nextTitle': 'What happens next',
  'status.stage.Received': 'Received',
  'status.stage.Received.next':
    'We review every application within two business days. We e-mail you our decision, or tell you if we need a document again.',
  'status.stage.CorrectionsRequested': 'New documents needed',
  'status.stage.CorrectionsRequested.next':
    'Upload the documents listed below and press “Send the new documents”. We then review your application again.',
  'status.stage.InReview': 'In review',
  'status.stage.InReview.next':
    'We are reviewing your application. We e-mail you our decision, or tell you if we need a document again.',
  'status.stage.Accepted': 'Accepted',
  'status.stage.Accepted.next': 'We will contact you to prepare your parking agreement and your move-in.',
  'status.stage.Rejected': 'Not accepted',
  'status.stage.Rejected.next': 'If you have questions about this decision, or something has changed, contact us.',

  'status.next.waiting':
    '{stage, select, Received {Received {days, plural, =0 {today} one {# day ago} other {# days ago}}.} other {In review for {days, plural, =0 {less than a day} one {# day} other {# days}}.}}',
  'status.next.late':
    'In review for {days, plural, one {# day} other {# days}}: longer than usual. Call us at <phone></phone> and give your reference, {reference}; we will tell you where it stands.',

  'status.applied.title': 'What you applied for',
  'status.applied.yard': 'Yard',
  'status.applied.yardWithCity': '{yard} ({city})',
  'status.applied.moveInDate': 'Move-in date',
  'status.applied.vehicles': 'Trucks and trailers',
  'status.applied.vehicleCounts':
    '{trucks, plural, one {# truck} other {# trucks}} and {trailers, plural, one {# trailer} other {# trailers}}',

  'status.documents.title': 'Documents on file',
  'status.documents.received': 'Received on <date></date>',
  'status.documents.none': 'We have no documents on file for this application.',

  'status.corrections.title': 'Documents to replace',
  'status.corrections.intro':
    'JPEG, PNG or PDF, up to {size} MB each; a clear phone photo is fine. Each one uploads as soon as you choose it.',
  'status.corrections.why': 'Why: ',
  'status.corrections.newDocument': 'New {label}',
  'status.corrections.missing': 'Upload the new {label} first',
  'status.corrections.send': 'Send the new documents',
  'status.corrections.sending': 'Sending…',
  'status.corrections.offline':
    'You seem to be offline. Your uploads are kept; press “Send the new documents” again when you have a signal.',
  'status.corrections.tryAgainIn': 'Try again in {wait}.',
} as const;
