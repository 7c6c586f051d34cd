import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../admin-format.ts';

/**
 * One received message in a list. Unread ones say so in words and stand out (bold, a gold edge):
 * never colour alone. The name is the link to the message, which opening marks read.
 */
export function MessageCard({
  href,
  listHref,
  title,
  subtitle,
  receivedAt,
  unread,
  children,
}: {
  href: string;
  /** The list this card is on, so the message can lead back to the same page of it. */
  listHref: string;
  title: string;
  subtitle: string;
  receivedAt: string;
  unread: boolean;
  children?: ReactNode;
}) {
  return (
    <article
      className={`flex h-full flex-col rounded-lg border bg-white p-4 shadow-sm ${
        unread ? 'border-l-8 border-slate-300 border-l-gold-600' : 'border-slate-300'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className={`text-lg [overflow-wrap:anywhere] ${unread ? 'font-extrabold' : 'font-semibold'}`}>
          <Link to={href} state={{ from: listHref }} className="underline underline-offset-2 hover:decoration-2">
            {title}
          </Link>
        </h2>
        {unread ? (
          <span className="inline-flex items-center rounded-full border-2 border-gold-700 bg-gold-100 px-3 py-0.5 text-sm font-bold text-navy-950">
            Unread
          </span>
        ) : (
          <span className="text-sm text-slate-700">Read</span>
        )}
      </div>
      <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">{subtitle}</p>
      <p className="mt-1 text-sm text-slate-700">Received {formatDateTime(receivedAt)}</p>
      {children}
    </article>
  );
}
