import type { ReactNode } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { TEXT_LINK } from '../../components/admin/admin-styles.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { openEnquiry, openJobApplication } from '../../lib/contact-admin-api.ts';
import { loadAsAdmin, type Loaded as LoadedData } from '../../lib/admin-session.ts';
import type { Route } from './+types/message-details';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { readListOrigin } from '../../components/admin/decision-notice.ts';
import { EnquiryView, JobApplicationView } from '../../components/admin/messages/message-views.tsx';
import { messagesHref, parseMessageKind } from '../../components/admin/messages/messages-query.ts';
import { FailureAlert, LoadFailure } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.kind === 'job-application' ? 'Job application' : 'Enquiry');

function parseId(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** The message the address names, opened (and so marked read); an address that names none asks nothing. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const kind = parseMessageKind(params.kind);
  const id = parseId(params.id);
  if (kind === undefined || id === undefined) return { kind: 'none' as const };
  return kind === 'enquiry'
    ? { kind, message: await loadAsAdmin(request, (options) => openEnquiry(id, options)) }
    : { kind, message: await loadAsAdmin(request, (options) => openJobApplication(id, options)) };
}

/** One message from the Contact page, in full. Opening it marks it read (the server records when). */
export default function MessageDetails({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const kind = loaderData.kind === 'none' ? undefined : loaderData.kind;
  const backTo = readListOrigin(location.state, messagesHref({ kind: kind ?? 'enquiry', page: 1 }));

  return (
    <div className="space-y-6">
      <Link to={backTo} className={`inline-flex min-h-11 items-center gap-1 ${TEXT_LINK}`}>
        <span aria-hidden="true">←</span> Back to the messages
      </Link>
      {loaderData.kind === 'none' ? (
        <>
          <PageHeading>Message not found</PageHeading>
          <FailureAlert message="There is no such message. Go back to the messages and choose one." />
        </>
      ) : loaderData.kind === 'enquiry' ? (
        <Loaded state={loaderData.message} noun="enquiry" render={(enquiry) => <EnquiryView enquiry={enquiry} />} />
      ) : (
        <Loaded
          state={loaderData.message}
          noun="job application"
          render={(application) => <JobApplicationView application={application} />}
        />
      )}
    </div>
  );
}

/** The message once it is here, or the failure with a retry. */
function Loaded<T>({ state, noun, render }: { state: LoadedData<T>; noun: string; render: (data: T) => ReactNode }) {
  const { revalidate } = useRevalidator();
  if (state.status === 'error') {
    return (
      <>
        <PageHeading>{noun === 'enquiry' ? 'Enquiry' : 'Job application'}</PageHeading>
        <LoadFailure what={`The ${noun}`} message={state.message} onRetry={() => void revalidate()} />
      </>
    );
  }
  return render(state.data);
}
