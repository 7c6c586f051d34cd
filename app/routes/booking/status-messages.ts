/** The status page's sentences that tests and screens share. */
export const OFFLINE_MESSAGE_FOR_DOCUMENTS =
  'You seem to be offline. Your uploads are kept; press “Send the new documents” again when you have a signal.';

export function missingUploadMessage(label: string): string {
  return `Upload the new ${label} first`;
}

export const CORRECTIONS_SENT_MESSAGE =
  'Thank you: we received your new documents. We will review your application again and e-mail you.';
