import { STATUS_CODES, type ApplicationStatus } from '../../domain/admin.schema.ts';

/**
 * A list's page, status filter and search live in the URL (`?page=&status=&search=`), so a reload,
 * the back button or a shared link shows the same list.
 */
export type StatusFilter = ApplicationStatus | 'all';

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

export type ListQuery = { page: number; status: StatusFilter; search: string };

/** How a list treats the status: fixed (AcceptRequests, CanceledRequests) or chosen, with a default. */
export type StatusMode = { kind: 'fixed'; status: ApplicationStatus } | { kind: 'filter'; defaultStatus: StatusFilter };

const MAX_SEARCH_LENGTH = 100;
// skip is bounded by the API (10,000,000): a page beyond that is no page at all.
const MAX_PAGE = 1_000_000;

function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.some((filter) => filter.value === value);
}

export function readListQuery(searchParams: URLSearchParams, mode: StatusMode): ListQuery {
  const rawPage = searchParams.get('page') ?? '';
  const page = /^\d{1,7}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1;
  const rawStatus = searchParams.get('status');
  const status = mode.kind === 'fixed' ? mode.status : isStatusFilter(rawStatus) ? rawStatus : mode.defaultStatus;
  const search = (searchParams.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return { page, status, search };
}

/** The query string of a list URL; a fixed status is the route's own and is not repeated. */
export function listSearch(query: ListQuery, mode: StatusMode): string {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  if (mode.kind === 'filter') params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  return `?${params.toString()}`;
}

/** The `Status` code the API reads; absent for "all" (docs/api-contract.md, Statuses). */
export function statusCodeOf(status: StatusFilter): 0 | 1 | 2 | undefined {
  return status === 'all' ? undefined : STATUS_CODES[status];
}
