import { useRevalidator } from 'react-router';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { LoadFailure } from '../../components/admin/alerts.tsx';
import { OccupancyChart, OccupancyTable } from '../../components/admin/occupancy-chart.tsx';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { YardWaitlist } from '../../components/admin/yard-waitlist.tsx';
import { loadAsAdmin } from '../../lib/admin-session.ts';
import { fetchOccupancy } from '../../lib/yards-api.ts';
import type { Route } from './+types/occupancy';

export const meta: Route.MetaFunction = () => adminMeta('Occupancy');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAsAdmin(request, (options) => fetchOccupancy(options));
}

/** Occupancy: each yard's busiest use of each kind, week by week for 13 weeks, drawn and tabled, and its waitlist. */
export default function Occupancy({ loaderData: occupancy }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <div className="space-y-4">
      <PageHeading>Occupancy</PageHeading>
      <p className="max-w-prose text-slate-700">
        The busiest day of each week for the next 13 weeks: accepted applications from their move-in dates until they
        move out, and the spaces held for offers from the waitlist. Dark bars are truck spaces, grey bars trailer
        spaces; the dashed lines are the capacities.
      </p>
      {occupancy.status === 'error' ? (
        <LoadFailure what="Occupancy" message={occupancy.message} onRetry={() => void revalidate()} />
      ) : (
        occupancy.data.yards.map((yard) => (
          <section
            key={yard.slug}
            aria-labelledby={`${yard.slug}-occupancy`}
            className="space-y-3 rounded-lg bg-white p-4 shadow-sm md:p-6"
          >
            <h2 id={`${yard.slug}-occupancy`} className="text-lg font-bold text-navy-900">
              {yard.name}
            </h2>
            <p className="text-sm text-slate-700">
              Capacity: truck spaces {yard.truckCapacity ?? 'not set'}, trailer spaces{' '}
              {yard.trailerCapacity ?? 'not set'}.
            </p>
            <OccupancyChart yard={yard} />
            <OccupancyTable yard={yard} />
            <YardWaitlist yard={yard} />
          </section>
        ))
      )}
    </div>
  );
}
