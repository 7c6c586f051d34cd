import { Link } from 'react-router';
import type { YardOccupancy } from '../../../domain/yards.schema.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { formatDate, formatDateTime } from './admin-format.ts';
import { TEXT_LINK } from './admin-styles.ts';

type Yard = YardOccupancy['yards'][number];

/** A yard's waitlist in order: the offers held first, then the line, each linked to its application. */
export function YardWaitlist({ yard }: { yard: Yard }) {
  const headingId = `${yard.slug}-waitlist`;
  return (
    <div>
      <h3 id={headingId} className="font-semibold text-navy-900">
        Waitlist
      </h3>
      {yard.waitlist.length === 0 ? (
        <p className="text-sm text-slate-700">Nobody is waiting for this yard.</p>
      ) : (
        <table aria-label={`Waitlist at ${yard.name}`} className="mt-1 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3">
                Place
              </th>
              <th scope="col" className="py-1 pr-3">
                Application
              </th>
              <th scope="col" className="py-1 pr-3">
                Needs
              </th>
              <th scope="col" className="py-1 pr-3">
                Move-in
              </th>
              <th scope="col" className="py-1">
                Since
              </th>
            </tr>
          </thead>
          <tbody>
            {yard.waitlist.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200">
                <td className="py-1 pr-3">
                  {entry.offerExpiresAt ? `Offered until ${formatDateTime(entry.offerExpiresAt)}` : entry.position}
                </td>
                <td className="py-1 pr-3">
                  <Link to={ADMIN_PATHS.details(entry.id)} className={TEXT_LINK}>
                    {entry.reference}
                  </Link>{' '}
                  {entry.name}
                </td>
                <td className="py-1 pr-3">
                  {entry.trucks} trucks, {entry.trailers} trailers
                </td>
                <td className="py-1 pr-3">{formatDate(entry.moveInDate)}</td>
                <td className="py-1">{formatDateTime(entry.waitlistedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
