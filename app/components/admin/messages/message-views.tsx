import type { ReactNode } from 'react';
import type { EnquiryDetails, JobApplicationDetails } from '../../../../domain/contact-admin.schema.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../admin-styles.ts';
import { PageHeading } from '../page-heading.tsx';
import { formatDateTime } from '../admin-format.ts';

/**
 * A received message in full. Every value is text rendered by React (escaped), never markup; the
 * reply and call links are built from values the server validated (an e-mail address, a phone).
 */
export function EnquiryView({ enquiry }: { enquiry: EnquiryDetails }) {
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <PageHeading>Enquiry from {enquiry.fullName}</PageHeading>
        <ReceivedLine createdAt={enquiry.createdAt} readAt={enquiry.readAt} />
      </header>
      {/* An enquiry needs only a name, a way to reply and the message: what was left out is "Not given". */}
      <Facts
        rows={[
          ['Full name', enquiry.fullName],
          ['Company', enquiry.companyName || NOT_GIVEN],
          ['Phone', enquiry.phoneNumber || NOT_GIVEN],
          ['Email', enquiry.email || NOT_GIVEN],
          ['Address', enquiry.address || NOT_GIVEN],
        ]}
      />
      <section aria-labelledby="enquiry-message-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="enquiry-message-heading" className="text-lg font-bold">
          Message
        </h2>
        <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{enquiry.message}</p>
      </section>
      <Actions email={enquiry.email} phone={enquiry.phoneNumber} subject="Your message to us" />
    </article>
  );
}

export function JobApplicationView({ application }: { application: JobApplicationDetails }) {
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <PageHeading>Job application from {application.fullName}</PageHeading>
        <ReceivedLine createdAt={application.createdAt} readAt={application.readAt} />
      </header>
      <Facts
        rows={[
          ['Full name', application.fullName],
          ['Job title', application.hiringFor],
          ['Years of experience', String(application.years)],
          ['Telephone', application.telephone],
          ['Email', application.email],
          ['Address', application.address],
        ]}
      />
      <Actions
        email={application.email}
        phone={application.telephone}
        subject={`Your application: ${application.hiringFor}`}
      />
    </article>
  );
}

function ReceivedLine({ createdAt, readAt }: { createdAt: string; readAt: string | null }) {
  return (
    <p className="text-slate-700">
      Received {formatDateTime(createdAt)}
      {readAt ? ` · first opened ${formatDateTime(readAt)}` : ''}
    </p>
  );
}

function Facts({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const NOT_GIVEN = 'Not given';

/** Only the ways the sender gave: an enquiry may come with an e-mail address or a phone number alone. */
function Actions({ email, phone, subject }: { email: string; phone: string; subject: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      {email ? (
        <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className={PRIMARY_BUTTON}>
          Reply by e-mail
        </a>
      ) : null}
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={email ? SECONDARY_BUTTON : PRIMARY_BUTTON}>
          Call {phone}
        </a>
      ) : null}
    </div>
  );
}
