import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_MESSAGE_KINDS,
  contactMessagePagePath,
  type EnquiryList as EnquiryListData,
  type JobApplicationList as JobApplicationListData,
} from '../../../domain/contact-admin.schema.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { fetchUnreadCounts, listEnquiries, listJobApplications } from '../../lib/contact-admin-api.ts';
import { usePageLoading } from '../../lib/admin-page-loading.ts';
import { pageCount } from '../../lib/admin-pager.ts';
import { loadAsAdmin, type Loaded } from '../../lib/admin-session.ts';
import type { Route } from './+types/messages';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { MessageCard } from '../../components/admin/messages/message-card.tsx';
import {
  MESSAGE_KIND_LABELS,
  type MessagesQuery,
  messagesHref,
  readMessagesQuery,
} from '../../components/admin/messages/messages-query.ts';
import { Pager } from '../../components/admin/pager.tsx';
import { LoadFailure } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Messages');

const TAB_LINK =
  'inline-flex min-h-11 items-center rounded-full border-2 border-navy-900 px-4 font-semibold hover:bg-navy-100 ' +
  'aria-[current=page]:bg-navy-900 aria-[current=page]:text-white';

/** The list the URL names (kind and page) and the unread counts of both, asked together. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readMessagesQuery(new URL(request.url).searchParams);
  const [inbox, counts] = await Promise.all([
    loadInbox(request, query),
    loadAsAdmin(request, (options) => fetchUnreadCounts(options)),
  ]);
  // The tabs' unread counts are a hint: without them the tabs still work.
  return { query, inbox, unread: counts.status === 'success' ? counts.data : undefined };
}

async function loadInbox(request: Request, query: MessagesQuery) {
  return query.kind === 'enquiry'
    ? { kind: query.kind, list: await loadAsAdmin(request, (options) => listEnquiries(query.page, options)) }
    : { kind: query.kind, list: await loadAsAdmin(request, (options) => listJobApplications(query.page, options)) };
}

/**
 * What visitors sent through the Contact page: enquiries and job applications, newest
 * first, ten to a page, unread ones marked. Kept here so nothing depends on e-mail alone.
 */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { query, inbox, unread } = loaderData;
  const unreadOf = (kind: MessagesQuery['kind']) =>
    unread ? (kind === 'enquiry' ? unread.enquiries : unread.jobApplications) : undefined;

  return (
    <div>
      <PageHeading>Messages</PageHeading>
      <p className="mt-2 text-slate-700">
        What visitors sent through the Contact page. Each one was also e-mailed to the company inbox; opening it here
        marks it read.
      </p>
      <nav aria-label="Kind of message" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {CONTACT_MESSAGE_KINDS.map((kind) => {
            const count = unreadOf(kind);
            return (
              <li key={kind}>
                <Link
                  to={messagesHref({ kind, page: 1 })}
                  aria-current={kind === query.kind ? 'page' : undefined}
                  className={TAB_LINK}
                >
                  {MESSAGE_KIND_LABELS[kind]}
                  {count ? ` (${count} unread)` : ''}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {inbox.kind === 'enquiry' ? (
        <EnquiryList page={query.page} list={inbox.list} />
      ) : (
        <JobApplicationList page={query.page} list={inbox.list} />
      )}
    </div>
  );
}

function EnquiryList({ page, list }: { page: number; list: Loaded<EnquiryListData> }) {
  const listHref = messagesHref({ kind: 'enquiry', page });
  return (
    <ListFrame
      state={list}
      query={{ kind: 'enquiry', page }}
      noun={['enquiry', 'enquiries']}
      items={(list.status === 'success' ? list.data.data : undefined)?.map((enquiry) => (
        <li key={enquiry.id}>
          <MessageCard
            href={contactMessagePagePath('enquiry', enquiry.id)}
            listHref={listHref}
            title={enquiry.fullName}
            subtitle={`${enquiry.companyName} · ${enquiry.email} · ${enquiry.phoneNumber}`}
            receivedAt={enquiry.createdAt}
            unread={enquiry.readAt === null}
          >
            <p className="mt-3 text-slate-900 [overflow-wrap:anywhere]">{enquiry.preview}</p>
          </MessageCard>
        </li>
      ))}
    />
  );
}

function JobApplicationList({ page, list }: { page: number; list: Loaded<JobApplicationListData> }) {
  const listHref = messagesHref({ kind: 'job-application', page });
  return (
    <ListFrame
      state={list}
      query={{ kind: 'job-application', page }}
      noun={['job application', 'job applications']}
      items={(list.status === 'success' ? list.data.data : undefined)?.map((application) => (
        <li key={application.id}>
          <MessageCard
            href={contactMessagePagePath('job-application', application.id)}
            listHref={listHref}
            title={application.fullName}
            subtitle={`${application.hiringFor} · ${application.years} years of experience`}
            receivedAt={application.createdAt}
            unread={application.readAt === null}
          >
            <p className="mt-3 text-slate-900 [overflow-wrap:anywhere]">
              {application.email} · {application.telephone}
            </p>
          </MessageCard>
        </li>
      ))}
    />
  );
}

/** Loading, failure with a retry, empty, or the cards and the pager: what every list shows. */
function ListFrame({
  state,
  query,
  noun,
  items,
}: {
  state: Loaded<{ count: number; unreadCount: number }>;
  query: MessagesQuery;
  noun: [singular: string, plural: string];
  items: ReactNode[] | undefined;
}) {
  const { loading, reload } = usePageLoading();
  const data = state.status === 'success' ? state.data : undefined;
  const totalPages = data ? pageCount(data.count) : 0;
  return (
    <>
      <p role="status" className="mt-4 font-semibold">
        {loading ? `Loading ${noun[1]}…` : data ? summary(data, noun, query.page, totalPages) : ''}
      </p>
      {state.status === 'error' ? (
        <LoadFailure what={`The ${noun[1]}`} message={state.message} onRetry={reload} className="mt-2 space-y-3" />
      ) : !data ? null : data.count === 0 ? (
        <p className="mt-2 rounded-lg bg-white p-6 text-lg shadow-sm">No {noun[1]} yet.</p>
      ) : items && items.length === 0 ? (
        <p className="mt-2 rounded-lg bg-white p-6 text-lg shadow-sm">
          There is no page {query.page}.{' '}
          <Link to={messagesHref({ ...query, page: totalPages })} className="font-semibold underline">
            Go to the last page ({totalPages})
          </Link>
        </p>
      ) : (
        <>
          <ul aria-busy={loading || undefined} className="mt-2 grid gap-4 md:grid-cols-2">
            {items}
          </ul>
          <Pager page={query.page} total={totalPages} hrefOf={(page) => messagesHref({ ...query, page })} />
        </>
      )}
    </>
  );
}

function summary(
  data: { count: number; unreadCount: number },
  noun: [string, string],
  page: number,
  totalPages: number,
): string {
  const total = `${data.count.toLocaleString('en-CA')} ${data.count === 1 ? noun[0] : noun[1]}`;
  const unread = data.unreadCount > 0 ? `, ${data.unreadCount.toLocaleString('en-CA')} unread` : ', all read';
  const where = totalPages > 1 ? `, page ${page} of ${totalPages}` : '';
  return `${total}${unread}${where}`;
}
