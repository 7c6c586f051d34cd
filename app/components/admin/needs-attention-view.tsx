import { useState } from 'react';
import { Link } from 'react-router';
import type { NeedsAttention } from '../../../domain/applicant-status.schema.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { TEXT_LINK } from './admin-styles.ts';
import { StatusBadge } from './status-badge.tsx';
import { waitingTime } from './waiting-time.ts';

type Item = NeedsAttention['correctionsReceived']['data'][number];

const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
});
const CALENDAR_DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });

/** A timestamp (corrections received) or a calendar date (an expiry), each in its own words. */
function formatWhen(value: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return calendar ? CALENDAR_DATE.format(date) : DATE_TIME.format(date);
}

const GROUPS = [
  {
    key: 'correctionsReceived',
    title: 'Corrections received',
    intro: 'The applicant sent the new documents you asked for: review them and decide.',
    dateLabel: 'Received',
    empty: 'No corrections wait for review.',
  },
  {
    key: 'insuranceExpiring',
    title: 'Insurance expiring within 60 days',
    intro: 'Accepted customers whose certificate of insurance expires soon; reminders go out 30 and 7 days before.',
    dateLabel: 'Expires',
    empty: 'No certificate expires in the next 60 days.',
  },
  {
    key: 'insuranceExpired',
    title: 'Insurance expired',
    intro: 'Accepted customers whose certificate of insurance has expired: ask them for a new one.',
    dateLabel: 'Expired',
    empty: 'No certificate has expired.',
  },
  {
    key: 'agreementsAwaitingSignature',
    title: 'Agreements awaiting the customer’s signature',
    intro: 'The customer has not signed the agreement in force yet: remind them if it has waited long.',
    dateLabel: 'Made',
    empty: 'No agreement waits for a customer’s signature.',
    waits: true,
  },
  {
    key: 'agreementsAwaitingCountersignature',
    title: 'Agreements awaiting your countersignature',
    intro: 'The customer signed the agreement in force: it waits for the company’s signature.',
    dateLabel: 'Signed by the customer',
    empty: 'No signed agreement waits for the company’s signature.',
    waits: true,
  },
] as const satisfies ReadonlyArray<
  { key: keyof NeedsAttention; waits?: boolean } & Record<'title' | 'intro' | 'dateLabel' | 'empty', string>
>;

/** The "Needs attention" view: each group with its count and the applications in it. */
export function NeedsAttentionView({ data, listHref }: { data: NeedsAttention; listHref: string }) {
  // Waits are counted in whole days to when the view first showed: a reload's minutes change none.
  const [openedAt] = useState(() => new Date());
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {GROUPS.map((group) => (
          <div key={group.key} className="rounded-lg border-t-4 border-gold-700 bg-white p-3 shadow-sm">
            <dt className="font-semibold text-slate-700">{group.title}</dt>
            <dd className="mt-1 text-3xl font-extrabold" data-testid={`attention-count-${group.key}`}>
              {data[group.key].count}
            </dd>
          </div>
        ))}
      </dl>
      {GROUPS.map((group) => {
        const items = data[group.key].data;
        const headingId = `attention-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id={headingId} className="text-xl font-bold">
              {group.title} ({data[group.key].count})
            </h2>
            <p className="mt-1 text-slate-700">{group.intro}</p>
            {items.length === 0 ? (
              <p className="mt-3">{group.empty}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200">
                {items.map((item) => (
                  <AttentionRow
                    key={item.id}
                    item={item}
                    dateLabel={group.dateLabel}
                    waitedTo={'waits' in group ? openedAt : undefined}
                    listHref={listHref}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <UndeliveredMail mail={data.mailNotDelivered} />
    </div>
  );
}

/**
 * E-mails the mail server refused for good (or that ran out of retries): the person did not get
 * them, so the admin reaches them another way.
 */
function UndeliveredMail({ mail }: { mail: NeedsAttention['mailNotDelivered'] }) {
  return (
    <section aria-labelledby="attention-mailNotDelivered" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="attention-mailNotDelivered" className="text-xl font-bold">
        E-mails not delivered ({mail.count})
      </h2>
      <p className="mt-1 text-slate-700">
        The mail server refused these for good, so nobody received them: reach the person another way.
      </p>
      {mail.data.length === 0 ? (
        <p className="mt-3">Every e-mail of the last 30 days was delivered or is still being sent.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {mail.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="font-semibold [overflow-wrap:anywhere]">{item.to}</span>
              <span className="[overflow-wrap:anywhere]">{item.subject}</span>
              <span className="text-slate-700">Queued {formatWhen(item.queuedAt)}</span>
              <span className="w-full text-slate-700 [overflow-wrap:anywhere]">{item.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One application of a group; `waitedTo` adds how long it has waited since its date, to then. */
function AttentionRow({
  item,
  dateLabel,
  waitedTo,
  listHref,
}: {
  item: Item;
  dateLabel: string;
  waitedTo?: Date | undefined;
  listHref: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
      <Link
        to={ADMIN_PATHS.details(item.id)}
        state={{ from: listHref }}
        className={`inline-flex min-h-11 items-center ${TEXT_LINK}`}
      >
        {item.reference}
      </Link>
      <span className="[overflow-wrap:anywhere]">{item.name}</span>
      <StatusBadge status={item.status} />
      <span className="text-slate-700">
        {dateLabel} {formatWhen(item.date)}
        {waitedTo ? `, ${waitingTime(item.date, waitedTo)}` : ''}
      </span>
    </li>
  );
}
