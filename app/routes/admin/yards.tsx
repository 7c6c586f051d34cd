import { useRevalidator } from 'react-router';
import type { Yard, YardSpaces } from '../../../domain/yards.schema.ts';
import { LoadFailure } from '../../components/admin/alerts.tsx';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { YardCapacityForm, type YardCapacityPost } from '../../components/admin/yard-capacity-form.tsx';
import { failureMessage } from '../../lib/admin-api.ts';
import { actAsAdmin, loadAsAdmin } from '../../lib/admin-session.ts';
import { done, failedCall, readSubmitted } from '../../lib/submission.ts';
import { fetchYards, saveYardCapacity } from '../../lib/yards-api.ts';
import type { Route } from './+types/yards';

export const meta: Route.MetaFunction = () => adminMeta('Yards');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAsAdmin(request, (options) => fetchYards(options));
}

/** Saves one yard's capacity and rates (the figures go as typed; the server says what is wrong). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { slug, ...figures } = await readSubmitted<YardCapacityPost>(request);
  const result = await actAsAdmin(request, () => saveYardCapacity(slug, figures));
  if (result.status === 'success') return done(result.data.yard);
  return failedCall(result, failureMessage(result));
}

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

function SpacesRow({ kind, spaces }: { kind: string; spaces: YardSpaces }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-4 text-left font-semibold">
        {kind}
      </th>
      <td className="py-2 pr-4">{spaces.capacity ?? 'Not set'}</td>
      <td className="py-2 pr-4">{spaces.free ?? 'No limit'}</td>
      <td className="py-2">{spaces.rate === null ? 'None published' : `${money.format(spaces.rate)} a month`}</td>
    </tr>
  );
}

function YardCard({ yard, asOf }: { yard: Yard; asOf: string }) {
  return (
    <section aria-labelledby={`${yard.slug}-name`} className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h2 id={`${yard.slug}-name`} className="text-lg font-bold text-navy-900">
        {yard.name}
      </h2>
      <table className="mt-3 w-full max-w-2xl text-sm md:text-base">
        <caption className="sr-only">
          Spaces of {yard.name} on {asOf}
        </caption>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="py-2 pr-4">
              Kind
            </th>
            <th scope="col" className="py-2 pr-4">
              Capacity
            </th>
            <th scope="col" className="py-2 pr-4">
              Free from {asOf}
            </th>
            <th scope="col" className="py-2">
              Published rate
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacesRow kind="Truck spaces" spaces={yard.truckSpaces} />
          <SpacesRow kind="Trailer spaces" spaces={yard.trailerSpaces} />
        </tbody>
      </table>
      <YardCapacityForm yard={yard} />
    </section>
  );
}

/**
 * Yards: each yard's capacity of truck and trailer spaces, what is free from today, and its
 * published monthly rates, each set here. A yard without a capacity takes every acceptance.
 */
export default function Yards({ loaderData: yards }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <div className="space-y-4">
      <PageHeading>Yards</PageHeading>
      <p className="max-w-prose text-slate-700">
        Set how many truck and trailer spaces each yard has: accepting an application then takes its spaces from its
        move-in date, and one that does not fit is refused with the yards that have room. A yard left without a capacity
        takes every acceptance.
      </p>
      {yards.status === 'error' ? (
        <LoadFailure what="The yards" message={yards.message} onRetry={() => void revalidate()} />
      ) : (
        yards.data.yards.map((yard) => <YardCard key={yard.slug} yard={yard} asOf={yards.data.asOf} />)
      )}
    </div>
  );
}
