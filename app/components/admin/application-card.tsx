import { Link } from 'react-router';
import type { ApplicationSummary } from '../../../domain/admin.schema.ts';
import { StatusBadge } from './status-badge.tsx';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { formatDateTime, fullName, languageName } from './admin-format.ts';
import { ApplicationBookedFacts } from './application-booked-facts.tsx';

/** One application in a list: the company (when given) and who, what they booked, how to reach them, and See More. */
export function ApplicationCard({
  application,
  showStatus,
  listHref,
}: {
  application: ApplicationSummary;
  showStatus: boolean;
  /** The list this card is on, so the details page can lead back to the same page of it. */
  listHref: string;
}) {
  const name = fullName(application);
  const company = application.companyName?.trim() ?? '';
  const title = company || name;
  const address = [application.streetAddress, application.city, application.state].filter(Boolean).join(', ');
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold [overflow-wrap:anywhere]">{title}</h2>
          {company ? <p className="text-slate-700 [overflow-wrap:anywhere]">{name}</p> : null}
        </div>
        {showStatus || application.reviewStatus === 'CorrectionsRequested' ? (
          <StatusBadge status={application.reviewStatus ?? application.status} />
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-700">ID</dt>
        <dd>{application.id}</dd>
        <dt className="font-semibold text-slate-700">Reference</dt>
        <dd className="font-mono">{application.reference}</dd>
        <ApplicationBookedFacts application={application} />
        <dt className="font-semibold text-slate-700">Address</dt>
        <dd className="[overflow-wrap:anywhere]">{address}</dd>
        <dt className="font-semibold text-slate-700">Postal code</dt>
        <dd>{application.postalZipCode}</dd>
        <dt className="font-semibold text-slate-700">Phone</dt>
        <dd>
          <a className="underline underline-offset-2" href={`tel:${application.phoneNumber.replace(/[^\d+]/g, '')}`}>
            {application.phoneNumber}
          </a>
        </dd>
        <dt className="font-semibold text-slate-700">Email</dt>
        <dd className="[overflow-wrap:anywhere]">{application.email}</dd>
        <dt className="font-semibold text-slate-700">Submitted</dt>
        <dd>{formatDateTime(application.createdAt)}</dd>
        <dt className="font-semibold text-slate-700">Language</dt>
        <dd>{languageName(application.language)}</dd>
      </dl>
      <div className="mt-auto pt-4">
        <Link
          to={ADMIN_PATHS.details(application.id)}
          state={{ from: listHref }}
          aria-label={company ? `See More about ${name}, ${company}` : `See More about ${name}`}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          See More
        </Link>
      </div>
    </article>
  );
}
