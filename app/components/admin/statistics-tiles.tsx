import { countApplications } from '../../lib/admin-api.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import type { Loaded } from '../../lib/admin-session.ts';
import { LoadFailure } from './alerts.tsx';

export type Counts = { total: number; accepted: number; rejected: number; pending: number };

/** GetStatiscs four times (no Status = total); one failure fails the set. */
export async function loadCounts(signal: AbortSignal): Promise<ApiResult<Counts>> {
  const results = await Promise.all(
    ([undefined, 1, 2, 0] as const).map((statusCode) => countApplications(statusCode, { signal })),
  );
  const numbers: number[] = [];
  for (const result of results) {
    if (result.status !== 'success') return result;
    numbers.push(result.data.count);
  }
  const [total = 0, accepted = 0, rejected = 0, pending = 0] = numbers;
  return { status: 'success', data: { total, accepted, rejected, pending } };
}

const NUMBER = new Intl.NumberFormat('en-CA');

const TILE = 'rounded-lg border-t-4 bg-white p-3 shadow-sm sm:p-4';

/**
 * The dashboard's counts from the server (its loader asks), with "Pending review" in
 * place of the original's fixed 2000: a number is shown only once it is real.
 */
export function StatisticsTiles({ counts, onRetry }: { counts: Loaded<Counts>; onRetry: () => void }) {
  if (counts.status === 'error') {
    return (
      <section aria-label="Application counts">
        <LoadFailure what="The counts" message={counts.message} onRetry={onRetry} />
      </section>
    );
  }

  const data = counts.data;
  return (
    <section aria-label="Application counts">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <div className={`${TILE} border-navy-900`}>
          <dt className="font-semibold text-slate-700">Total Requests</dt>
          <dd className="mt-1 text-3xl font-extrabold">{NUMBER.format(data.total)}</dd>
        </div>
        {/* On a phone the two single numbers share a row and the customers take the next one. */}
        <div className={`${TILE} order-last col-span-2 border-green-800 sm:order-none sm:col-span-1`}>
          <dt className="font-semibold text-slate-700">Total Customers</dt>
          <dd className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <span>
              Active <strong className="text-2xl font-extrabold">{NUMBER.format(data.accepted)}</strong>
            </span>
            <span>
              Inactive <strong className="text-2xl font-extrabold">{NUMBER.format(data.rejected)}</strong>
            </span>
          </dd>
        </div>
        <div className={`${TILE} border-gold-500`}>
          <dt className="font-semibold text-slate-700">Pending review</dt>
          <dd className="mt-1 text-3xl font-extrabold">{NUMBER.format(data.pending)}</dd>
        </div>
      </dl>
    </section>
  );
}
