import { contactMessagePagePath } from '../../../domain/contact-admin.schema.ts';
import type { Enquiry } from '../../../domain/enquiry.schema.ts';
import type { JobApplication } from '../../../domain/job-application.schema.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';

/**
 * The company's copy of a Contact page message. It goes only to our own inbox (no open relay);
 * Reply-To is the sender, so answering the e-mail answers them. Every value is escaped by
 * renderMail; the addresses were checked by the domain schema and again by the outbox.
 */
export interface ContactInbox {
  to: string;
  publicUrl: string;
}

/**
 * An enquiry needs only a name, a way to reply and the message: the rows it left empty are left
 * out, and without an e-mail address the company is told to call back.
 */
export function enquiryMail(enquiry: Enquiry, id: number, inbox: ContactInbox): MailToQueue {
  const rows = [
    { label: 'Full name', value: enquiry.FullName },
    { label: 'Company', value: enquiry.CompanyName },
    { label: 'Phone', value: enquiry.PhoneNumber },
    { label: 'Email', value: enquiry.Email },
    { label: 'Address', value: enquiry.Address },
    { label: 'Message', value: enquiry.message },
  ].filter((row) => row.value !== '');
  const content = renderMail({
    heading: `New message from ${enquiry.FullName}`,
    paragraphs: [
      enquiry.Email === ''
        ? `Someone wrote to us through the Contact page without an e-mail address. Call them back at ${enquiry.PhoneNumber}.`
        : 'Someone wrote to us through the Contact page. Reply to this e-mail to answer them.',
    ],
    rows,
    action: { href: `${inbox.publicUrl}${contactMessagePagePath('enquiry', id)}`, label: 'Open it in the dashboard' },
  });
  const company = enquiry.CompanyName === '' ? '' : ` (${enquiry.CompanyName})`;
  return {
    to: inbox.to,
    ...(enquiry.Email === '' ? {} : { replyTo: enquiry.Email }),
    subject: `New Message from ${enquiry.FullName}${company}`,
    ...content,
  };
}

export function jobApplicationMail(application: JobApplication, id: number, inbox: ContactInbox): MailToQueue {
  const years = `${application.years} ${application.years === 1 ? 'year' : 'years'}`;
  const content = renderMail({
    heading: `Job application: ${application.hiringFor}`,
    paragraphs: [
      `${application.FullName} applied through the Contact page's 'Launch Your Career with Us' form. Reply to this e-mail to answer them.`,
    ],
    rows: [
      { label: 'Full name', value: application.FullName },
      { label: 'Job title', value: application.hiringFor },
      { label: 'Years of experience', value: years },
      { label: 'Telephone', value: application.telephone },
      { label: 'Email', value: application.Email },
      { label: 'Address', value: application.Address },
    ],
    action: {
      href: `${inbox.publicUrl}${contactMessagePagePath('job-application', id)}`,
      label: 'Open it in the dashboard',
    },
  });
  return {
    to: inbox.to,
    replyTo: application.Email,
    subject: `Job application from ${application.FullName}: ${application.hiringFor}`,
    ...content,
  };
}
