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
  'status.offerAccepted': 'Thank you: the spaces are yours. Your parking agreement is below: read it and sign it.',
  'status.offerDeclined': 'You declined the spaces. Your application is now closed.',
  'status.noticeGiven': 'Thank you: we have your notice of moving out.',

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
  'status.stage.Accepted.next':
    'Your parking agreement is below: read it and sign it. Once we sign it too, you get the signed copy and your yard access pass by e-mail.',
  'status.stage.Rejected': 'Not accepted',
  'status.stage.Rejected.next': 'If you have questions about this decision, or something has changed, contact us.',
  'status.stage.Waitlisted': 'On the waiting list',
  'status.stage.Waitlisted.next':
    'This yard has no room for your trucks and trailers right now. When spaces free up, we offer them to the first application in line that fits and e-mail you. You then have {hours} hours to accept them on this page.',
  'status.stage.Offered': 'Spaces offered',
  'status.stage.Offered.next':
    'Spaces are free for your trucks and trailers. Accept them below to book them, or decline them if you no longer need them. If you do not answer in time, the offer lapses and the spaces may go to someone else.',
  'status.stage.OfferDeclined': 'Offer declined',
  'status.stage.OfferDeclined.next':
    'You declined the spaces we offered, so this application is closed. If you need parking later, you are welcome to apply again.',
  'status.waitlist.position':
    '{position, plural, =1 {You are next in line for this yard.} other {You are number # in line for this yard.}}',
  'status.offer.holdsUntil': 'Until <date></date>, the spaces are held for you.',

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

  'status.answer.offline': 'You seem to be offline. Nothing was sent: try again when you have a signal.',

  'status.offer.title': 'Do you want the spaces?',
  'status.offer.intro': 'Accept to book the spaces from your move-in date. If you decline, your application is closed.',
  'status.offer.accept': 'Accept the spaces',
  'status.offer.accepting': 'Accepting…',
  'status.offer.decline': 'Decline',
  'status.offer.confirmDecline':
    'Decline the spaces? Your application will be closed and the spaces offered to someone else. This cannot be undone.',
  'status.offer.confirmDeclineYes': 'Yes, decline the spaces',
  'status.offer.declining': 'Declining…',
  'status.offer.keep': 'Keep the offer',

  'status.notice.title': 'Give notice of moving out',
  'status.notice.label': 'Move-out date',
  'status.notice.hint':
    'We need at least {days} days’ notice: choose {date} or later. Your spaces stay yours until the day before.',
  'status.notice.send': 'Give notice',
  'status.notice.sending': 'Sending…',
  'status.notice.missing': 'Choose your move-out date',
  'status.notice.malformed': 'Enter a real date, as YYYY-MM-DD',
  'status.notice.tooEarly': 'Choose {date} or later: we need at least {days} days’ notice',
  'status.notice.givenTitle': 'Moving out',
  'status.notice.given':
    'You gave notice: your move-out date is <date></date>. Your spaces stay yours until the day before.',
  'status.agreement.title': 'Your parking agreement',
  'status.agreement.AwaitingSignature':
    'Version {version} of your parking agreement and pre-authorized debit is ready. Read it, then sign it below.',
  'status.agreement.AwaitingCountersignature':
    'You signed version {version} of your parking agreement. We sign it next and e-mail you the signed copy.',
  'status.agreement.Signed': 'Version {version} of your parking agreement is signed by both of us.',
  'status.agreement.read': 'Read the agreement (PDF)',
  'status.agreement.readSigned': 'Download the signed agreement (PDF)',
  'status.agreement.fingerprint': 'Its fingerprint (SHA-256):',
  'status.agreementSigned': 'Thank you: you signed the agreement. We sign it next and e-mail you the signed copy.',
  'status.sign.title': 'Sign the agreement',
  'status.sign.fullName': 'Your full name',
  'status.sign.jobTitle': 'Your title in the company',
  'status.sign.consent':
    'I have read version {version} of the agreement above, and I agree to sign it electronically: my name typed here is my signature, for me and for the company I represent.',
  'status.sign.send': 'Sign the agreement',
  'status.sign.sending': 'Signing…',
  'status.sign.nameMissing': 'Type your full name',
  'status.sign.titleMissing': 'Type your title in the company',
  'status.sign.consentMissing': 'Tick the box to agree to sign electronically',
  'status.sign.account': 'The account the monthly payment comes from',
  'status.sign.accountHelp':
    'Your booking did not give it. Copy the numbers from a void cheque or your bank; spaces and dashes are fine.',
  'status.sign.transit': 'Transit number (5 digits)',
  'status.sign.institution': 'Institution number (3 digits)',
  'status.sign.accountNumber': 'Account number (7 to 12 digits)',
  'status.sign.transitWrong': 'The transit number has 5 digits',
  'status.sign.institutionWrong': 'The institution number has 3 digits',
  'status.sign.accountWrong': 'The account number has 7 to 12 digits',
  'status.sign.drawing': 'Draw your signature (optional)',
  'status.sign.drawingHelp':
    'Your name typed above is your legal signature. You may also draw it here with a finger, a pen or a mouse, or leave this area empty.',
  'status.sign.drawingEmpty': 'Drawing area, empty',
  'status.sign.drawingMade': 'Drawing area, with your drawing',
  'status.sign.drawingClear': 'Clear the drawing',
  'status.sign.drawingFull': 'The drawing area is full: what you drew is kept. Clear it to draw again.',
} as const;
