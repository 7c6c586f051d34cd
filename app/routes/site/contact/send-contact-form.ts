import { ContactReceivedSchema } from '../../../../domain/contact-fields.schema.ts';
import { type Enquiry, ENQUIRY_PATH } from '../../../../domain/enquiry.schema.ts';
import { type JobApplication, JOB_APPLICATION_PATH } from '../../../../domain/job-application.schema.ts';
import { postJson } from '../../../lib/api-client.ts';
import { formatRetryWait } from '../../../lib/retry-wait.ts';
import { done, failed, type SubmissionResult } from '../../../lib/submission.ts';

export const OFFLINE_MESSAGE =
  'You seem to be offline, so nothing was sent. Your answers are still here: press the button again when you have a signal.';

/** What a Contact page form posts to the page's clientAction: which form, and its checked values. */
export type ContactPost = { form: 'enquiry'; values: Enquiry } | { form: 'job-application'; values: JobApplication };
export type ContactFormKind = ContactPost['form'];

/** The thanks the form shows once the server has stored the message. */
export type ContactSent = { message: string };

type ContactForm<Values> = {
  /** Our endpoint: the clientAction posts JSON to it, and the browser posts the form there without scripts. */
  path: string;
  /** The form's fields, in order: server messages for them are shown under them, the first focused. */
  fields: readonly (keyof Values & string)[];
  /** What is sent, for the failure message: "Your message was not sent." */
  noun: 'message' | 'application';
  thanks: (sent: Values) => string;
};

const ENQUIRY: ContactForm<Enquiry> = {
  path: ENQUIRY_PATH,
  fields: ['FullName', 'PhoneNumber', 'CompanyName', 'Address', 'Email', 'message'],
  noun: 'message',
  thanks: (enquiry) =>
    `Thank you, ${enquiry.FullName}. Your message was sent; we will reply to ${enquiry.Email} or call you soon.`,
};

const JOB_APPLICATION: ContactForm<JobApplication> = {
  path: JOB_APPLICATION_PATH,
  fields: ['FullName', 'telephone', 'Address', 'Email', 'hiringFor', 'years'],
  noun: 'application',
  thanks: (application) =>
    `Thank you for applying, ${application.FullName}. We will contact you at ${application.Email} if there is a match.`,
};

export const CONTACT_FORM_PATHS: Record<ContactFormKind, string> = {
  enquiry: ENQUIRY.path,
  'job-application': JOB_APPLICATION.path,
};

export function attentionMessage(count: number): string {
  return count === 1
    ? 'One answer needs your attention: its message is shown under it.'
    : `${count} answers need your attention: each message is shown under its answer.`;
}

/**
 * Sends one Contact page form and words the answer (the original emptied the form at once and said
 * nothing): the thanks, the server's messages for the form's own fields (in the form's order), or
 * what went wrong and what to do; the form keeps every value on a failure.
 */
export function sendContactForm(post: ContactPost): Promise<SubmissionResult<ContactSent>> {
  return post.form === 'enquiry' ? send(ENQUIRY, post.values) : send(JOB_APPLICATION, post.values);
}

async function send<Values>(form: ContactForm<Values>, values: Values): Promise<SubmissionResult<ContactSent>> {
  const result = await postJson(form.path, values, ContactReceivedSchema);
  if (result.status === 'success') return done({ message: form.thanks(values) });
  if (result.status === 'offline') return failed(OFFLINE_MESSAGE, [], 'offline');
  const { error, retryAfterSeconds } = result;
  const known = form.fields.flatMap((name) => (error.errors ?? []).filter((fieldError) => fieldError.path === name));
  if (known.length > 0) return failed(attentionMessage(known.length), known, error.code);
  const wait =
    retryAfterSeconds === undefined ? '' : ` Please wait ${formatRetryWait(retryAfterSeconds)} and try again.`;
  return failed(`Your ${form.noun} was not sent. ${error.message}${wait} Your answers are still here.`, [], error.code);
}
