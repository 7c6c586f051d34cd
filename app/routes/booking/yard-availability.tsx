import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { fleetTotals } from '../../../domain/fleet-counts.ts';
import type { Yard, YardsAnswer } from '../../../domain/yards.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { fetchYardsFrom } from '../../lib/yards-public-api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Typing a date changes it several times; the yards are asked once it rests. */
const ASK_AFTER_MS = 300;

function fits(yard: Yard, trucks: number, trailers: number): boolean {
  const room = (need: number, free: number | null) => need === 0 || free === null || free >= need;
  return room(trucks, yard.truckSpaces.free) && room(trailers, yard.trailerSpaces.free);
}

function hasCapacity(yard: Yard): boolean {
  return yard.truckSpaces.capacity !== null || yard.trailerSpaces.capacity !== null;
}

/**
 * Under the chosen yard and move-in date: the spaces free there from that day, or that there are
 * not enough for this fleet and which yards have room, and the yard's published rates with a button
 * to take one as the rate. Says nothing where the yard publishes neither, or when the yards cannot
 * be read (it helps; it never blocks the booking). Its region keeps its place, so nothing moves.
 */
export function YardAvailability() {
  const { t, intl } = useI18n();
  const { setValue } = useFormContext<BookingInput>();
  const [yardName, day, truck] = useWatch<
    BookingInput,
    ['moveInInfo.locationAppliedFor', 'moveInInfo.moveInDate', 'truck']
  >({ name: ['moveInInfo.locationAppliedFor', 'moveInInfo.moveInDate', 'truck'] });
  const [answer, setAnswer] = useState<YardsAnswer | undefined>();
  const asked = typeof day === 'string' && DAY.test(day) && Boolean(yardName);

  useEffect(() => {
    if (!asked) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchYardsFrom(day, { signal: controller.signal })
        .then((result) => setAnswer(result.status === 'success' ? result.data : undefined))
        .catch(() => undefined);
    }, ASK_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asked, day]);

  const yard = asked && answer?.asOf === day ? answer.yards.find((each) => each.name === yardName) : undefined;
  const { trucks, trailers } = fleetTotals(truck ?? {});
  const date = asked ? intl.formatDate(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : '';
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'CAD' });
  const others =
    yard && answer
      ? answer.yards.filter((each) => each !== yard && hasCapacity(each) && fits(each, trucks, trailers))
      : [];

  return (
    <div role="status" className="space-y-2 text-sm md:col-span-2" data-testid="yard-availability">
      {yard && hasCapacity(yard) ? (
        fits(yard, trucks, trailers) ? (
          <p>
            {t('booking.moveIn.roomFree', {
              yard: yard.name,
              trucks: yard.truckSpaces.free ?? 0,
              trailers: yard.trailerSpaces.free ?? 0,
              date,
            })}
          </p>
        ) : (
          <p className="font-semibold text-red-800">
            {t('booking.moveIn.roomShort', { yard: yard.name, date, trucks, trailers })}{' '}
            {others.length > 0
              ? t('booking.moveIn.roomElsewhere', { yards: intl.formatList(others.map((each) => each.name)) })
              : t('booking.moveIn.roomNowhere')}
          </p>
        )
      ) : null}
      {yard?.truckSpaces.rate != null || yard?.trailerSpaces.rate != null ? (
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {(
            [
              ['booking.moveIn.truckRate', yard?.truckSpaces.rate],
              ['booking.moveIn.trailerRate', yard?.trailerSpaces.rate],
            ] as const
          ).map(([key, rate]) =>
            rate === null || rate === undefined ? null : (
              <li key={key} className="flex flex-wrap items-center gap-2">
                <span>{t(key, { rate: money(rate) })}</span>
                <button
                  type="button"
                  className="min-h-11 rounded-md border-2 border-navy-900 px-3 font-semibold text-navy-900 hover:bg-navy-50"
                  onClick={() =>
                    setValue('moveInInfo.rateApprovedPerSpot', rate, { shouldDirty: true, shouldValidate: true })
                  }
                >
                  {t('booking.moveIn.useRate', { rate: money(rate) })}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}
