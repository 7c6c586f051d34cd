import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { fleetTotals } from '../../../domain/fleet-counts.ts';
import type { Yard, YardsAnswer } from '../../../domain/yards.schema.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { fetchYardsFrom } from '../../lib/yards-public-api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SHORT = 'font-semibold text-red-800';
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
  // Each kind the yard has a capacity for, with its free spaces: an unset kind is left out.
  const freeSpacesText = (shown: Yard) =>
    intl.formatList(
      [
        shown.truckSpaces.free === null
          ? undefined
          : t('booking.moveIn.truckSpaces', { count: shown.truckSpaces.free }),
        shown.trailerSpaces.free === null
          ? undefined
          : t('booking.moveIn.trailerSpaces', { count: shown.trailerSpaces.free }),
      ].filter((part): part is string => part !== undefined),
    );
  const others =
    yard && answer
      ? answer.yards.filter((each) => each !== yard && hasCapacity(each) && fits(each, trucks, trailers))
      : [];

  const rates: Array<{ text: MessageKey; use: MessageKey; rate: number }> = [];
  if (yard?.truckSpaces.rate != null) {
    rates.push({ text: 'booking.moveIn.truckRate', use: 'booking.moveIn.useTruckRate', rate: yard.truckSpaces.rate });
  }
  if (yard?.trailerSpaces.rate != null) {
    rates.push({
      text: 'booking.moveIn.trailerRate',
      use: 'booking.moveIn.useTrailerRate',
      rate: yard.trailerSpaces.rate,
    });
  }

  return (
    <div className="space-y-2 text-sm md:col-span-2" data-testid="yard-availability">
      {/* Only the sentence is live: it changes as the fleet is counted; the rates and buttons do not. */}
      <p role="status" className={yard && hasCapacity(yard) && !fits(yard, trucks, trailers) ? SHORT : undefined}>
        {yard && hasCapacity(yard)
          ? fits(yard, trucks, trailers)
            ? t('booking.moveIn.roomFree', { yard: yard.name, spaces: freeSpacesText(yard), date })
            : `${t('booking.moveIn.roomShort', { yard: yard.name, date, trucks, trailers })} ${
                others.length > 0
                  ? t('booking.moveIn.roomElsewhere', { yards: intl.formatList(others.map((each) => each.name)) })
                  : t('booking.moveIn.roomNowhere')
              }`
          : null}
      </p>
      {rates.length > 0 ? (
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {rates.map(({ text, use, rate }) => (
            <li key={text} className="flex flex-wrap items-center gap-2">
              <span>{t(text, { rate: money(rate) })}</span>
              <button
                type="button"
                className="min-h-11 rounded-md border-2 border-navy-900 px-3 font-semibold text-navy-900 hover:bg-navy-50"
                onClick={() =>
                  setValue('moveInInfo.rateApprovedPerSpot', rate, { shouldDirty: true, shouldValidate: true })
                }
              >
                {t(use, { rate: money(rate) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
