import { ContactReceivedSchema } from '../../../../domain/contact-fields.schema.ts';
import type { Language } from '../../../../domain/language.ts';
import { type Enquiry, ENQUIRY_PATH } from '../../../../domain/enquiry.schema.ts';
import { type JobApplication, JOB_APPLICATION_PATH } from '../../../../domain/job-application.schema.ts';
import { i18nFor } from '../../../i18n/i18n.tsx';
import { postJson } from '../../../lib/api-client.ts';
import { formatRetryWait } from '../../../lib/retry-wait.ts';
import { done, failed, type SubmissionResult } from '../../../lib/submission.ts';

/** What a person offline is told, in each language. */
export function offlineMessage(language: Language): string {
  return i18nFor(language).t('contact.offline');
}

export const OFFLINE_MESSAGE = offlineMessage('en');

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
  thanks: (sent: Values, language: Language) => string;
};

const ENQUIRY: ContactForm<Enquiry> = {
  path: ENQUIRY_PATH,
  fields: ['FullName', 'Email', 'PhoneNumber', 'CompanyName', 'Address', 'message'],
  noun: 'message',
  // Without an e-mail address, the reply is a call.
  thanks: (enquiry, language) =>
    i18nFor(language).t('contact.enquiry.thanks', { name: enquiry.FullName, email: enquiry.Email || 'none' }),
};

const JOB_APPLICATION: ContactForm<JobApplication> = {
  path: JOB_APPLICATION_PATH,
  fields: ['FullName', 'telephone', 'Address', 'Email', 'hiringFor', 'years'],
  noun: 'application',
  thanks: (application, language) =>
    i18nFor(language).t('contact.job.thanks', { name: application.FullName, email: application.Email }),
};

export const CONTACT_FORM_PATHS: Record<ContactFormKind, string> = {
  enquiry: ENQUIRY.path,
  'job-application': JOB_APPLICATION.path,
};

export function attentionMessage(count: number, language: Language = 'en'): string {
  return i18nFor(language).t('contact.attention', { count });
}

/**
 * Sends one Contact page form and words the answer (the original emptied the form at once and said
 * nothing): the thanks, the server's messages for the form's own fields (in the form's order), or
 * what went wrong and what to do; the form keeps every value on a failure.
 */
export function sendContactForm(post: ContactPost, language: Language = 'en'): Promise<SubmissionResult<ContactSent>> {
  return post.form === 'enquiry' ? send(ENQUIRY, post.values, language) : send(JOB_APPLICATION, post.values, language);
}

async function send<Values>(
  form: ContactForm<Values>,
  values: Values,
  language: Language,
): Promise<SubmissionResult<ContactSent>> {
  const result = await postJson(form.path, values, ContactReceivedSchema);
  if (result.status === 'success') return done({ message: form.thanks(values, language) });
  if (result.status === 'offline') return failed(offlineMessage(language), [], 'offline');
  const { error, retryAfterSeconds } = result;
  const known = form.fields.flatMap((name) => (error.errors ?? []).filter((fieldError) => fieldError.path === name));
  if (known.length > 0) return failed(attentionMessage(known.length, language), known, error.code);
  const { t } = i18nFor(language);
  // The server words its message in English: a French page says what happened in its own words.
  const reason = language === 'en' ? error.message : t('contact.reason', { code: error.code });
  const wait = retryAfterSeconds === undefined ? 'none' : formatRetryWait(retryAfterSeconds, language);
  return failed(t('contact.notSent', { form: form.noun, reason, wait }), [], error.code);
}
