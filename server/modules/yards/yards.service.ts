import type { Kysely } from 'kysely';
import {
  OCCUPANCY_WEEKS,
  type AlternativeYard,
  type EndTenancyRequest,
  type SpacesFit,
  type Yard,
  type YardCapacityRequest,
  type YardOccupancy,
  type WaitlistEntry,
  type YardSlug,
  type YardsAnswer,
} from '../../../domain/yards.schema.ts';
import { findAllWaitlists, positionsOf, type WaitlistRow } from './waitlist.repository.ts';
import { offerFreedSpaces, type OfferMailing } from './waitlist.service.ts';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { yardDayOf } from '../../lib/calendar-days.ts';
import { freeFrom, peakUseFrom, type SpaceCounts, type Tenancy, weeklyPeakUse } from './yard-spaces.ts';
import { revokePassOfEndedTenancy } from '../passes/passes.service.ts';
import { capacityOf, fitsWithin, freeSpaces, hasCapacity, laterDay, shortfallIn } from './yard-room.ts';
import {
  findSpacesRequest,
  findTenancy,
  findYardByName,
  findYardBySlug,
  listYardRows,
  takeYardTurn,
  tenanciesFrom,
  writeMoveOutDate,
  writeYardCapacity,
  yardsVersion,
  type YardRow,
} from './yards.repository.ts';

export interface YardActor {
  adminId: number;
  ip: string;
  now: Date;
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const cents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : Math.round(amount * 100);

async function freeSpacesOf(db: Executor, yard: YardRow, from: string) {
  return freeSpaces(yard, from, await tenanciesFrom(db, { yardName: yard.name, from }));
}

function yardAnswer(yard: YardRow, free: { trucks: number | null; trailers: number | null }): Yard {
  return {
    slug: yard.slug as YardSlug,
    name: yard.name,
    truckSpaces: { capacity: yard.truck_spaces, free: free.trucks, rate: dollars(yard.truck_rate_cents) },
    trailerSpaces: { capacity: yard.trailer_spaces, free: free.trailers, rate: dollars(yard.trailer_rate_cents) },
  };
}

/** How long the pages' reading of the yards is kept while no yard was written meanwhile. */
const PAGES_MEMO_MS = 60_000;
const pagesMemo = new WeakMap<Executor, { key: string; until: number; answer: YardsAnswer }>();

/**
 * The yards' free spaces today for the location pages: read again when a yard was written since
 * (every allocation, capacity and tenancy end bumps its version), on a new day, or after a minute
 * (a reopening frees spaces without a write to the yard); else one small query per visit.
 */
export async function yardsTodayForPages(db: Executor, now: Date): Promise<YardsAnswer> {
  const key = `${yardDayOf(now)}:${await yardsVersion(db)}`;
  const kept = pagesMemo.get(db);
  if (kept && kept.key === key && kept.until > now.getTime()) return kept.answer;
  const answer = await yardsFrom(db, yardDayOf(now));
  pagesMemo.set(db, { key, until: now.getTime() + PAGES_MEMO_MS, answer });
  return answer;
}

/** Every yard with its capacity, published rates and the spaces free for a tenancy starting `from`. */
export async function yardsFrom(db: Executor, from: string): Promise<YardsAnswer> {
  const tenancies = await tenanciesFrom(db, { from });
  const yards = (await listYardRows(db)).map((yard) => yardAnswer(yard, freeSpaces(yard, from, tenancies).free));
  return { asOf: from, yards };
}

const UNKNOWN_YARD = 'No yard has that name.';

/**
 * Sets a yard's capacity and published rates. A capacity below what its tenancies use on some day
 * from today on is refused (409) naming that use and its day; the change goes in the audit log.
 */
export async function setYardCapacity(
  db: Kysely<Database>,
  slug: YardSlug,
  request: YardCapacityRequest,
  actor: YardActor,
  mailing: OfferMailing,
): Promise<Yard> {
  return db.transaction().execute(async (trx) => {
    await takeYardTurn(trx, slug);
    const yard = await findYardBySlug(trx, slug);
    if (!yard) throw new HttpProblem('not_found', UNKNOWN_YARD);
    const today = yardDayOf(actor.now);
    const { peak } = await freeSpacesOf(trx, yard, today);
    const tooFewTrucks = request.truckSpaces < peak.trucks;
    const tooFewTrailers = request.trailerSpaces < peak.trailers;
    if (tooFewTrucks || tooFewTrailers) {
      const problems = [
        tooFewTrucks ? `${peak.trucks} truck spaces are allocated on ${peak.trucksOn}` : undefined,
        tooFewTrailers ? `${peak.trailers} trailer spaces are allocated on ${peak.trailersOn}` : undefined,
      ].filter(Boolean);
      throw new HttpProblem(
        'conflict',
        `${yard.name}: ${problems.join(' and ')}; the capacity cannot be lower than that. End tenancies first.`,
        undefined,
        { allocated: { truckSpaces: peak.trucks, trailerSpaces: peak.trailers } },
      );
    }
    const values = {
      truck_spaces: request.truckSpaces,
      trailer_spaces: request.trailerSpaces,
      truck_rate_cents: cents(request.truckRate),
      trailer_rate_cents: cents(request.trailerRate),
    };
    await writeYardCapacity(trx, slug, values, actor.now);
    await recordAuditEvent(
      trx,
      {
        action: 'yard_capacity_changed',
        adminId: actor.adminId,
        ip: actor.ip,
        details: {
          yard: slug,
          truckSpaces: values.truck_spaces,
          trailerSpaces: values.trailer_spaces,
          truckRate: request.truckRate ?? null,
          trailerRate: request.trailerRate ?? null,
          previousTruckSpaces: yard.truck_spaces,
          previousTrailerSpaces: yard.trailer_spaces,
          previousTruckRate: dollars(yard.truck_rate_cents),
          previousTrailerRate: dollars(yard.trailer_rate_cents),
        },
      },
      actor.now,
    );
    const updated = { ...yard, ...values };
    // More room: the yard's waitlist is offered it at once.
    await offerFreedSpaces(trx, updated, actor.now, mailing);
    return yardAnswer(updated, freeFrom(capacityOf(updated), peak));
  });
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The other yards with room for all of `need` from `from`: only those whose capacity is set. */
function alternativesFor(
  yards: readonly YardRow[],
  tenancies: Map<string, Tenancy[]>,
  { exceptSlug, need, from }: { exceptSlug: string; need: SpaceCounts; from: string },
): AlternativeYard[] {
  const fits = (wanted: number, room: number | null) => wanted === 0 || (room !== null && room >= wanted);
  return yards.flatMap((yard) => {
    if (yard.slug === exceptSlug) return [];
    const { free } = freeSpaces(yard, from, tenancies);
    if (!fits(need.trucks, free.trucks) || !fits(need.trailers, free.trailers)) return [];
    return [
      {
        slug: yard.slug as YardSlug,
        name: yard.name,
        truckSpaces: { free: free.trucks },
        trailerSpaces: { free: free.trailers },
      },
    ];
  });
}

/**
 * Before a pending application is accepted (in the decision's transaction): its trucks and trailers
 * must fit its yard from its move-in day, else a 409 `no_capacity` with what is short and the other
 * yards with room, and the transaction changes nothing. A yard without a capacity takes everything;
 * an application that is not pending is left to the decision's own check.
 */
export async function ensureSpacesForAcceptance(db: Executor, applicationId: number, now: Date): Promise<void> {
  const asked = await findSpacesRequest(db, applicationId);
  if (!asked || asked.status !== 'pending') return;
  // Reviewed after its move-in day: what counts is what is free from today.
  const request = { ...asked, from: laterDay(asked.from, yardDayOf(now)) };
  const named = await findYardByName(db, request.yardName);
  if (!named) return;
  await takeYardTurn(db, named.slug);
  // Read after taking the turn: a capacity or tenancy changed meanwhile is the one that counts. Not
  // the application's own spaces (held, if it was offered them); every yard's, for the alternatives.
  const yards = await listYardRows(db);
  const tenancies = await tenanciesFrom(db, { from: request.from, except: applicationId });
  const yard = yards.find((each) => each.slug === named.slug) ?? named;
  if (!hasCapacity(yard)) return;
  const { free } = freeSpaces(yard, request.from, tenancies);
  const shortfall = shortfallIn(yard, request.need, request.from, tenancies);
  if (fitsWithin(shortfall)) return;
  const room = [
    free.trucks === null ? undefined : plural(free.trucks, 'truck space'),
    free.trailers === null ? undefined : plural(free.trailers, 'trailer space'),
  ].filter(Boolean);
  const alternatives = alternativesFor(yards, tenancies, {
    exceptSlug: yard.slug,
    need: request.need,
    from: request.from,
  });
  const freeText = (free: number | null, noun: string) => (free === null ? `no limit of ${noun}s` : plural(free, noun));
  const elsewhere =
    alternatives.length === 0
      ? 'No other yard with a capacity has room from that day.'
      : `Room from that day: ${alternatives
          .map(
            (other) =>
              `${other.name} (${freeText(other.truckSpaces.free, 'truck space')}, ` +
              `${freeText(other.trailerSpaces.free, 'trailer space')} free)`,
          )
          .join('; ')}.`;
  throw new HttpProblem(
    'no_capacity',
    `${yard.name} has room for ${room.join(' and ')} from ${request.from}; this application needs ` +
      `${plural(request.need.trucks, 'truck space')} and ${plural(request.need.trailers, 'trailer space')}. ` +
      elsewhere,
    undefined,
    { shortfall: { truckSpaces: shortfall.trucks, trailerSpaces: shortfall.trailers }, alternatives },
  );
}

/**
 * Ends an accepted application's tenancy: its spaces are free from `moveOutDate` on (a later call
 * corrects the day). Recorded in the application's history with who and why.
 */
export async function endTenancy(
  db: Kysely<Database>,
  request: EndTenancyRequest,
  actor: YardActor,
  mailing: OfferMailing,
): Promise<{ moveOutDate: string }> {
  return db.transaction().execute(async (trx) => {
    const found = await findTenancy(trx, request.id);
    if (!found) throw new HttpProblem('not_found', 'No application has that id.');
    const yard = await findYardByName(trx, found.location_applied_for);
    // The yard's turn first: what is read next is what the other writes for this yard left.
    if (yard) await takeYardTurn(trx, yard.slug);
    const tenancy = (await findTenancy(trx, request.id)) ?? found;
    if (tenancy.status !== 'accepted') {
      throw new HttpProblem(
        'conflict',
        `Only an accepted application has a tenancy to end; this one is ${tenancy.status}.`,
      );
    }
    if (request.moveOutDate < tenancy.move_in_date) {
      throw new HttpProblem('validation_failed', 'Some fields need attention.', [
        {
          path: 'moveOutDate',
          message: `The move-out date cannot be before the move-in date (${tenancy.move_in_date})`,
        },
      ]);
    }
    // A later move-out than the one set takes spaces back: only where they are still free.
    const previous = tenancy.move_out_date;
    if (yard && previous !== null && request.moveOutDate > previous) {
      await ensureRoomToStayLonger(trx, yard, { id: request.id, from: previous, until: request.moveOutDate });
    }
    if (!(await writeMoveOutDate(trx, request.id, request.moveOutDate))) {
      throw new HttpProblem('conflict', 'This application is no longer accepted.');
    }
    await recordApplicationEvent(
      trx,
      {
        applicationId: request.id,
        action: 'tenancy_ended',
        adminId: actor.adminId,
        reason: request.reason,
        details: { moveOutDate: request.moveOutDate, previousMoveOutDate: tenancy.move_out_date },
      },
      actor.now,
    );
    // A move-out day that has come ends the customer's access to the yard at once.
    await revokePassOfEndedTenancy(
      trx,
      { applicationId: request.id, moveOutDate: request.moveOutDate, reason: request.reason },
      actor,
    );
    // The spaces free from the move-out go down the yard's line.
    if (yard) await offerFreedSpaces(trx, yard, actor.now, mailing);
    return { moveOutDate: request.moveOutDate };
  });
}

/** What the admin's lists and details need to say whether a pending application fits its yard. */
export interface SpacesAsked {
  id: number;
  status: string;
  yardName: string;
  from: string;
  need: SpaceCounts;
}

/**
 * Whether each pending application fits its yard from its move-in date (from today once that has
 * passed), for the ones whose yard has a capacity (two queries for a whole page). The others are
 * left out.
 */
export async function fitsOfPending(
  db: Executor,
  applications: readonly SpacesAsked[],
  now: Date,
): Promise<Map<number, SpacesFit>> {
  const fits = new Map<number, SpacesFit>();
  const today = yardDayOf(now);
  const pending = applications
    .filter((application) => application.status === 'pending')
    .map((application) => ({ ...application, from: laterDay(application.from, today) }));
  if (pending.length === 0) return fits;
  const earliest = pending.map((application) => application.from).reduce((a, b) => (a < b ? a : b));
  const [yards, tenancies] = await Promise.all([listYardRows(db), tenanciesFrom(db, { from: earliest })]);
  for (const application of pending) {
    const yard = yards.find((each) => each.name === application.yardName);
    if (!yard || !hasCapacity(yard)) continue;
    // An offer held for it: its own spaces are what it would take.
    const shortfall = shortfallIn(yard, application.need, application.from, tenancies, application.id);
    const fit = fitsWithin(shortfall);
    fits.set(application.id, {
      fits: fit,
      from: application.from,
      shortfall: { truckSpaces: shortfall.trucks, trailerSpaces: shortfall.trailers },
      ...(fit
        ? {}
        : {
            alternatives: alternativesFor(yards, tenancies, {
              exceptSlug: yard.slug,
              need: application.need,
              from: application.from,
            }),
          }),
    });
  }
  return fits;
}

/**
 * Before a tenancy's move-out is put later (from `from` to `until`): its spaces on those days must
 * be free in a yard with a capacity, else a 409 naming the day and the use.
 */
async function ensureRoomToStayLonger(
  db: Executor,
  yard: YardRow,
  stay: { id: number; from: string; until: string },
): Promise<void> {
  if (!hasCapacity(yard)) return;
  const others =
    (await tenanciesFrom(db, { yardName: yard.name, from: stay.from, except: stay.id })).get(yard.name) ?? [];
  const own = await findSpacesRequest(db, stay.id);
  if (!own) return;
  const longer = { moveIn: stay.from, moveOut: stay.until, trucks: own.need.trucks, trailers: own.need.trailers };
  const peak = peakUseFrom(stay.from, [...others, longer]);
  const trucksOver = yard.truck_spaces !== null && peak.trucks > yard.truck_spaces;
  const trailersOver = yard.trailer_spaces !== null && peak.trailers > yard.trailer_spaces;
  if (!trucksOver && !trailersOver) return;
  const over = [
    trucksOver ? `${peak.trucks} truck spaces of ${yard.truck_spaces} on ${peak.trucksOn}` : undefined,
    trailersOver ? `${peak.trailers} trailer spaces of ${yard.trailer_spaces} on ${peak.trailersOn}` : undefined,
  ].filter(Boolean);
  throw new HttpProblem(
    'conflict',
    `Staying until ${stay.until} would take ${over.join(' and ')} at ${yard.name}: those spaces are taken.`,
  );
}

/** Each yard's busiest use of each kind, week by week for about 90 days from `from`. */
export async function yardOccupancy(db: Executor, from: string): Promise<YardOccupancy> {
  const [yards, tenancies, waitlists] = await Promise.all([
    listYardRows(db),
    tenanciesFrom(db, { from }),
    findAllWaitlists(db),
  ]);
  return {
    asOf: from,
    yards: yards.map((yard) => ({
      slug: yard.slug as YardSlug,
      name: yard.name,
      truckCapacity: yard.truck_spaces,
      trailerCapacity: yard.trailer_spaces,
      weeks: weeklyPeakUse(from, OCCUPANCY_WEEKS, tenancies.get(yard.name) ?? []),
      waitlist: waitlistEntries(waitlists.get(yard.name) ?? []),
    })),
  };
}

function waitlistEntries(rows: readonly WaitlistRow[]): WaitlistEntry[] {
  const positions = positionsOf(rows);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: `${row.first_name} ${row.last_name}`.trim(),
    moveInDate: row.move_in_date,
    trucks: row.need.trucks,
    trailers: row.need.trailers,
    position: positions.get(row.id) ?? null,
    waitlistedAt: row.waitlisted_at ?? '',
    offerExpiresAt: row.offer_expires_at,
  }));
}
