import { Link, useLocation, useRevalidator } from 'react-router';
import { INFO_BOX, TEXT_LINK } from '../../components/admin/admin-styles.ts';
import { ApplicationReview } from '../../components/admin/application-review.tsx';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { fetchApplication } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { loadAsAdmin, type Loaded } from '../../lib/admin-session.ts';
import { readSubmitted, reloadUnlessLeft, useSubmission } from '../../lib/submission.ts';
import type { Route } from './+types/request-information';
import { formatDateTime, fullName, languageName } from '../../components/admin/admin-format.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { ApplicationDetailsView } from '../../components/admin/application-details-view.tsx';
import { readListOrigin } from '../../components/admin/decision-notice.ts';
import { DecisionPanel } from '../../components/admin/decision-panel.tsx';
import { AgreementSection } from '../../components/admin/agreement-section.tsx';
import { EndTenancyPanel } from '../../components/admin/end-tenancy-panel.tsx';
import { AccessPassPanel } from '../../components/admin/access-pass-panel.tsx';
import { WaitlistPanel } from '../../components/admin/waitlist-panel.tsx';
import { FailureAlert, LoadFailure } from '../../components/admin/alerts.tsx';
import { reviewAction, type ReviewPost } from '../../components/admin/review-actions.ts';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Application ${params.id}`);

function parseId(raw: string | undefined): number | undefined {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** The application the address names; an id that cannot be one asks the server nothing. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs): Promise<Loaded<ApplicationDetails>> {
  const id = parseId(params.id);
  if (id === undefined) return { status: 'error', message: 'There is no application with that ID.' };
  return loadAsAdmin(request, (options) => fetchApplication(id, options));
}

/** The decision and the review's writes (review-actions.ts); the application is loaded again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return reviewAction(request, await readSubmitted<ReviewPost>(request));
}

/** Not after a decision, which leaves for the list. */
export const shouldRevalidate = reloadUnlessLeft;

/** One application (/ReqestInformation/{id}): everything it holds, and the decision. */
export default function RequestInformation({ params, loaderData: details }: Route.ComponentProps) {
  const id = parseId(params.id);
  const location = useLocation();
  const backTo = readListOrigin(location.state, ADMIN_PATHS.allApplications);
  const { revalidate } = useRevalidator();
  // Owned here, not by the panel: a decision another admin made first reloads the application,
  // which replaces the panel, and this page says what happened.
  // An acceptance refused for want of room reloads the application: its yard's room and the ways
  // on (the waitlist, another yard) then show below the decision.
  const deciding = useSubmission({
    onFailed: (failure) => {
      if (failure.code === 'no_capacity') void revalidate();
    },
  });
  const conflict = deciding.failure?.code === 'conflict';
  const application = details.status === 'success' ? details.data : undefined;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 md:py-8">
      <Link to={backTo} className={`inline-flex min-h-11 items-center gap-1 ${TEXT_LINK}`}>
        <span aria-hidden="true">←</span> Back to the applications
      </Link>

      {application ? (
        <header className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <PageHeading>Application {application.reference}</PageHeading>
            <StatusBadge status={application.reviewStatus ?? application.status} />
          </div>
          <p className="text-lg font-semibold">{fullName(application.personalInfo)}</p>
          <p className="text-slate-700">
            ID {application.id} · submitted {formatDateTime(application.createdAt)} ·{' '}
            {application.moveInInfo.locationAppliedFor}
          </p>
          <p className="text-slate-700" data-testid="application-language">
            Applicant's language: {languageName(application.language)} (their e-mails are in it)
          </p>
        </header>
      ) : (
        <PageHeading>Application {id ?? params.id}</PageHeading>
      )}

      {conflict ? (
        <FailureAlert message="This application was already decided, by another admin or in another tab. It now shows its current status." />
      ) : null}

      {details.status === 'error' ? (
        <LoadFailure what="The application" message={details.message} onRetry={() => void revalidate()} />
      ) : !application ? (
        <p role="status" className="text-lg">
          Loading the application…
        </p>
      ) : (
        <>
          {application.status === 'Pending' ? (
            <>
              <DecisionPanel application={application} deciding={deciding} />
              <WaitlistPanel application={application} />
            </>
          ) : (
            <p className={INFO_BOX}>
              <strong>{application.status}</strong>
              {application.decidedAt ? ` on ${formatDateTime(application.decidedAt)}` : ''}.
              {application.decisionReason ? ` Reason given to the applicant: ${application.decisionReason}` : ''}
            </p>
          )}
          {application.status === 'Accepted' ? (
            <>
              <EndTenancyPanel application={application} />
              <AgreementSection application={application} />
              <AccessPassPanel application={application} />
            </>
          ) : null}
          <ApplicationReview application={application} />
          <ApplicationDetailsView application={application} />
        </>
      )}
    </div>
  );
}
