import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { ContactMessageKind } from '../../../domain/contact-admin.schema.ts';
import { TEXT_LINK } from '../../components/admin/admin-styles.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { openEnquiry, openJobApplication } from '../../lib/contact-admin-api.ts';
import { type QueryState, useAdminQuery } from '../../lib/admin-query.ts';
import type { Route } from './+types/message-details';
import { adminMeta } from './admin-meta.ts';
import { readListOrigin } from './decision-notice.ts';
import { EnquiryView, JobApplicationView } from './messages/message-views.tsx';
import { messagesHref, parseMessageKind } from './messages/messages-query.ts';
import { FailureAlert, LoadFailure } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.kind === 'job-application' ? 'Job application' : 'Enquiry');

function parseId(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** One message from the Contact page, in full. Opening it marks it read (the server records when). */
export default function MessageDetails({ params }: Route.ComponentProps) {
  const kind = parseMessageKind(params.kind);
  const id = parseId(params.id);
  const location = useLocation();
  const backTo = readListOrigin(location.state, messagesHref({ kind: kind ?? 'enquiry', page: 1 }));
  const noun = kind === 'job-application' ? 'job application' : 'enquiry';

  return (
    <div className="space-y-6">
      <Link to={backTo} className={`inline-flex min-h-11 items-center gap-1 ${TEXT_LINK}`}>
        <span aria-hidden="true">←</span> Back to the messages
      </Link>
      {kind === undefined || id === undefined ? (
        <>
          <PageHeading>Message not found</PageHeading>
          <FailureAlert message="There is no such message. Go back to the messages and choose one." />
        </>
      ) : (
        <Message kind={kind} id={id} noun={noun} />
      )}
    </div>
  );
}

function Message({ kind, id, noun }: { kind: ContactMessageKind; id: number; noun: string }) {
  return kind === 'enquiry' ? <Enquiry id={id} noun={noun} /> : <JobApplication id={id} noun={noun} />;
}

function Enquiry({ id, noun }: { id: number; noun: string }) {
  const state = useAdminQuery(`enquiry-${id}`, (signal) => openEnquiry(id, { signal }));
  return <Loaded state={state} noun={noun} render={(enquiry) => <EnquiryView enquiry={enquiry} />} />;
}

function JobApplication({ id, noun }: { id: number; noun: string }) {
  const state = useAdminQuery(`job-application-${id}`, (signal) => openJobApplication(id, { signal }));
  return (
    <Loaded state={state} noun={noun} render={(application) => <JobApplicationView application={application} />} />
  );
}

/** The message once it is here; until then a loading line, or the failure with a retry. */
function Loaded<T>({
  state,
  noun,
  render,
}: {
  state: QueryState<T> & { retry: () => void };
  noun: string;
  render: (data: T) => ReactNode;
}) {
  const title = noun === 'enquiry' ? 'Enquiry' : 'Job application';
  if (state.status === 'error') {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <LoadFailure what={`The ${noun}`} message={state.message} onRetry={state.retry} />
      </>
    );
  }
  if (state.data === undefined) {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <p role="status">Loading the {noun}…</p>
      </>
    );
  }
  return render(state.data);
}
