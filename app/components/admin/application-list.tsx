import { useLayoutEffect, useRef } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { STATUS_LABELS, type ApplicationSummaryList } from '../../../domain/admin.schema.ts';
import { SECONDARY_BUTTON, SUCCESS_BOX, TEXT_LINK } from './admin-styles.ts';
import { PageHeading } from './page-heading.tsx';
import { controlClassName } from '../ui/field-parts.tsx';
import { listApplications } from '../../lib/admin-api.ts';
import {
  listSearch,
  readListQuery,
  STATUS_FILTERS,
  statusCodeOf,
  type ListQuery,
  type StatusFilter,
  type StatusMode,
} from '../../lib/admin-list-query.ts';
import { usePageLoading } from '../../lib/admin-page-loading.ts';
import { pageCount } from '../../lib/admin-pager.ts';
import { loadAsAdmin, type Loaded } from '../../lib/admin-session.ts';
import { ApplicationCard } from './application-card.tsx';
import { readDecisionNotice } from './decision-notice.ts';
import { Pager } from './pager.tsx';
import { LoadFailure } from './alerts.tsx';

const EMPTY_TEXT: Record<StatusFilter, string> = {
  pending: 'No applications are waiting for review.',
  accepted: 'No accepted applications yet.',
  rejected: 'No rejected applications.',
  all: 'No applications yet.',
};

/** The loader of the three list routes: the page, status and search the URL names. */
export async function loadApplicationList(request: Request, mode: StatusMode): Promise<Loaded<ApplicationSummaryList>> {
  const query = readListQuery(new URL(request.url).searchParams, mode);
  return loadAsAdmin(request, (options) =>
    listApplications({ page: query.page, statusCode: statusCodeOf(query.status), search: query.search }, options),
  );
}

/**
 * AllApplication, AcceptRequests and CanceledRequests: newest first, ten to a page, with
 * a search and, on AllApplication, a status filter. Everything that picks the list is in the URL,
 * and the route's loader reads it; while another page loads, the last one stays on screen, dimmed.
 */
export function ApplicationListPage({
  title,
  intro,
  mode,
  list,
}: {
  title: string;
  intro: string;
  mode: StatusMode;
  list: Loaded<ApplicationSummaryList>;
}) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { loading, reload } = usePageLoading();
  const query = readListQuery(searchParams, mode);
  const hrefOf = (change: Partial<ListQuery>) => `${location.pathname}${listSearch({ ...query, ...change }, mode)}`;
  const currentHref = hrefOf({});
  const notice = readDecisionNotice(location.state);
  const searchBox = useRef<HTMLInputElement>(null);

  // A new URL (back button, a shared link) puts its own search in the box. The box is updated in
  // place, not re-created: a new element would drop the focus of someone who just pressed Enter.
  useLayoutEffect(() => {
    const box = searchBox.current;
    if (box && box.value !== query.search) box.value = query.search;
  }, [query.search]);
  const data = list.status === 'success' ? list.data : undefined;
  const totalPages = data ? pageCount(data.count) : 0;

  return (
    <div>
      <PageHeading>{title}</PageHeading>
      <p className="mt-2 text-slate-700">{intro}</p>

      {notice ? (
        <p role="status" className={`mt-4 ${SUCCESS_BOX}`}>
          Application {notice.reference} was {notice.status === 'Accepted' ? 'accepted' : 'rejected'}. The applicant
          will be e-mailed the decision.
        </p>
      ) : null}

      <div className="mt-4 flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
        {mode.kind === 'filter' ? (
          <nav aria-label="Filter by status">
            <p className="font-semibold" id="status-filter-label">
              Show
            </p>
            <ul className="mt-1 flex flex-wrap gap-2" aria-labelledby="status-filter-label">
              {STATUS_FILTERS.map((filter) => (
                <li key={filter.value}>
                  <Link
                    to={hrefOf({ page: 1, status: filter.value })}
                    aria-current={filter.value === query.status ? 'true' : undefined}
                    className="inline-flex min-h-11 items-center rounded-full border-2 border-navy-900 px-4 font-semibold hover:bg-navy-100 aria-[current=true]:bg-navy-900 aria-[current=true]:text-white"
                  >
                    {filter.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Form method="get" action={location.pathname} role="search" className="flex flex-wrap items-end gap-3">
          {mode.kind === 'filter' ? <input type="hidden" name="status" value={query.status} /> : null}
          <div className="min-w-0 flex-1 basis-60">
            <label htmlFor="application-search" className="font-semibold">
              Search
            </label>
            <p id="application-search-help" className="text-sm text-slate-600">
              Name, company, e-mail, phone or reference
            </p>
            <input
              ref={searchBox}
              id="application-search"
              type="search"
              name="search"
              defaultValue={query.search}
              maxLength={100}
              aria-describedby="application-search-help"
              className={controlClassName(false)}
            />
          </div>
          <button type="submit" className={SECONDARY_BUTTON}>
            Search
          </button>
          {query.search ? (
            <Link to={hrefOf({ page: 1, search: '' })} className={`${TEXT_LINK} inline-flex min-h-11 items-center`}>
              Clear search
            </Link>
          ) : null}
        </Form>
      </div>

      {/* One live region, so a screen reader reads the hint with the count it explains. */}
      <p role="status" className="mt-4 font-semibold">
        {loading ? (
          'Loading applications…'
        ) : data ? (
          <>
            <span>{summary(query, data, totalPages)}</span>
            {data.moreMatches ? (
              <span className="mt-1 block font-normal text-slate-700">
                The newest {data.count.toLocaleString('en-CA')} are listed. Add a word to the search to narrow it down.
              </span>
            ) : null}
          </>
        ) : null}
      </p>

      {list.status === 'error' ? (
        <LoadFailure what="The applications" message={list.message} onRetry={reload} className="mt-2 space-y-3" />
      ) : !data ? (
        <ListSkeleton />
      ) : data.count === 0 ? (
        <p className="mt-2 rounded-lg bg-white p-6 text-lg shadow-sm">
          {query.search ? `No applications match “${query.search}”.` : EMPTY_TEXT[query.status]}
        </p>
      ) : data.data.length === 0 ? (
        <p className="mt-2 rounded-lg bg-white p-6 text-lg shadow-sm">
          There is no page {query.page}.{' '}
          <Link to={hrefOf({ page: totalPages })} className={TEXT_LINK}>
            Go to the last page ({totalPages})
          </Link>
        </p>
      ) : (
        <>
          <ul
            aria-busy={loading || undefined}
            className={`mt-2 grid gap-4 md:grid-cols-2 ${loading ? 'opacity-60' : ''}`}
          >
            {data.data.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} showStatus={query.status === 'all'} listHref={currentHref} />
              </li>
            ))}
          </ul>
          <Pager page={query.page} total={totalPages} hrefOf={(page) => hrefOf({ page })} />
        </>
      )}
    </div>
  );
}

function summary(query: ListQuery, { count, moreMatches }: ApplicationSummaryList, totalPages: number): string {
  if (count === 0) return '';
  const status = query.status === 'all' ? '' : `${STATUS_LABELS[query.status].toLowerCase()} `;
  const noun = count === 1 ? 'application' : 'applications';
  const found = query.search ? ` matching “${query.search}”` : '';
  const page = totalPages > 1 ? `, page ${query.page} of ${totalPages}` : '';
  const howMany = `${moreMatches ? 'More than ' : ''}${count.toLocaleString('en-CA')}`;
  return `${howMany} ${status}${noun}${found}${page}`;
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-2 grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className="h-64 animate-pulse rounded-lg bg-white shadow-sm">
          <div className="m-4 h-5 w-1/2 rounded bg-slate-200" />
          <div className="m-4 h-4 w-3/4 rounded bg-slate-200" />
          <div className="m-4 h-4 w-2/3 rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}
