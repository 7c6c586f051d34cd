import type { Kysely } from 'kysely';
import {
  OFFER_HOURS,
  type ChangeYardRequest,
  type WaitlistPlace,
  type WaitlistRequest,
} from '../../../domain/yards.schema.ts';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { yardDayOf } from '../../lib/calendar-days.ts';
import { enqueueMail, type MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { issueStatusLink } from '../../lib/status-link.ts';
import { fitsWithin, hasCapacity, laterDay, shortfallIn } from './yard-room.ts';
import {
  findWaitlist,
  findWaitlistCandidate,
  positionsOf,
  type WaitlistRow,
  writeOffer,
  writeWaitlisted,
  writeYard,
} from './waitlist.repository.ts';
import { offerMail, waitlistedMail, yardChangedMail, type WaitlistApplicant } from './waitlist.mail.ts';
import { findYardByName, findYardBySlug, takeYardTurn, tenanciesFrom, type YardRow } from './yards.repository.ts';

/**
 * A full yard's waitlist (docs/decisions/077-waitlist-and-offers.md): the admin puts a pending
 * application that does not fit in its yard's line; whenever spaces free up (a capacity raised, a
 * tenancy ended, an offer declined or lapsed), the first in line that fits is offered them, held
 * for OFFER_HOURS. Every change runs inside the yard's turn, so two servers never offer the same
 * spaces twice.
 */

/** What the applicant's e-mails need: where their private page is, and the key that seals it. */
export interface OfferMailing {
  publicUrl: string;
  dataEncryptionKey: Buffer;
}

export interface WaitlistActor {
  adminId: number;
  now: Date;
}

export function applicantOf(
  row: Pick<WaitlistRow, 'reference' | 'first_name' | 'email' | 'language'>,
): WaitlistApplicant {
  return { reference: row.reference, firstName: row.first_name, email: row.email, language: row.language };
}

const NO_APPLICATION = 'No application has that id.';

/** Queues `mail` to the applicant with a new private link in it, sealed since the link is a key. */
async function mailWithNewLink(
  db: Executor,
  entry: Pick<WaitlistRow, 'id' | 'language'>,
  { now, mailing }: { now: Date; mailing: OfferMailing },
  mail: (statusUrl: string) => MailToQueue,
): Promise<void> {
  const statusUrl = await issueStatusLink(db, {
    applicationId: entry.id,
    now,
    publicUrl: mailing.publicUrl,
    language: entry.language,
  });
  await enqueueMail(db, mail(statusUrl), now, { sealWith: mailing.dataEncryptionKey });
}

/** Where a pending application stands in its yard's waitlist, for its details page; null when not on it. */
export async function waitlistPlaceOf(
  db: Executor,
  row: {
    id: number;
    status: string;
    location_applied_for: string;
    waitlisted_at: string | null;
    offer_expires_at: string | null;
  },
): Promise<WaitlistPlace | null> {
  if (row.status !== 'pending' || row.waitlisted_at === null) return null;
  const position =
    row.offer_expires_at === null
      ? (positionsOf(await findWaitlist(db, row.location_applied_for)).get(row.id) ?? null)
      : null;
  return { position, waitlistedAt: row.waitlisted_at, offerExpiresAt: row.offer_expires_at };
}

/** The yard of `yardName`, its turn taken: every read after this sees what other writes for it left. */
export async function yardTurnFor(db: Executor, yardName: string): Promise<YardRow | undefined> {
  const named = await findYardByName(db, yardName);
  if (!named) return undefined;
  await takeYardTurn(db, named.slug);
  return (await findYardByName(db, yardName)) ?? named;
}

/**
 * Offers the yard's freed spaces down its line, in order: each waiting application that fits
 * from its move-in day (or today) gets them held until OFFER_HOURS from now, a new private link
 * and an e-mail. Inside a transaction that holds the yard's turn. Answers how many were offered.
 */
export async function offerFreedSpaces(db: Executor, yard: YardRow, now: Date, mailing: OfferMailing): Promise<number> {
  if (!hasCapacity(yard)) return 0;
  const waiting = (await findWaitlist(db, yard.name)).filter((entry) => entry.offer_expires_at === null);
  if (waiting.length === 0) return 0;
  const today = yardDayOf(now);
  const tenancies = await tenanciesFrom(db, { from: today, yardName: yard.name });
  const expiresAt = new Date(now.getTime() + OFFER_HOURS * 60 * 60 * 1000).toISOString();
  let offered = 0;
  for (const entry of waiting) {
    const from = laterDay(entry.move_in_date, today);
    if (!fitsWithin(shortfallIn(yard, entry.need, from, tenancies))) continue;
    if (!(await writeOffer(db, entry.id, expiresAt))) continue;
    // Held from now on: the next in line is judged with these spaces taken.
    const held = tenancies.get(yard.name) ?? [];
    held.push({ applicationId: entry.id, moveIn: entry.move_in_date, moveOut: null, ...entry.need });
    tenancies.set(yard.name, held);
    await mailWithNewLink(db, entry, { now, mailing }, (statusUrl) =>
      offerMail(applicantOf(entry), { yard: yard.name, need: entry.need, from, expiresAt }, statusUrl),
    );
    await recordApplicationEvent(
      db,
      { applicationId: entry.id, action: 'offer_made', details: { offerExpiresAt: expiresAt, from } },
      now,
    );
    offered += 1;
  }
  return offered;
}

/**
 * Puts a pending application that does not fit its yard at the end of the yard's line, tells the
 * applicant their place, and answers it. Refused (409) when it fits (accept it instead), when its
 * yard has no capacity, or when it is not pending or already in line.
 */
export async function waitlistApplication(
  db: Kysely<Database>,
  request: WaitlistRequest,
  actor: WaitlistActor,
  mailing: OfferMailing,
): Promise<{ position: number }> {
  return db.transaction().execute(async (trx) => {
    const found = await findWaitlistCandidate(trx, request.id);
    if (!found) throw new HttpProblem('not_found', NO_APPLICATION);
    const yard = await yardTurnFor(trx, found.location_applied_for);
    const entry = (await findWaitlistCandidate(trx, request.id)) ?? found;
    if (entry.status !== 'pending') {
      throw new HttpProblem('conflict', `Only a pending application can join a waitlist; this one is ${entry.status}.`);
    }
    if (entry.waitlisted_at !== null) throw new HttpProblem('conflict', 'This application is on the waitlist already.');
    if (!yard || !hasCapacity(yard)) {
      throw new HttpProblem(
        'conflict',
        `${entry.location_applied_for} has no capacity set, so it takes every acceptance: accept the application instead.`,
      );
    }
    const from = laterDay(entry.move_in_date, yardDayOf(actor.now));
    const tenancies = await tenanciesFrom(trx, { from, yardName: yard.name });
    if (fitsWithin(shortfallIn(yard, entry.need, from, tenancies, entry.id))) {
      throw new HttpProblem('conflict', `${yard.name} has room for this application from ${from}: accept it instead.`);
    }
    if (!(await writeWaitlisted(trx, entry.id, actor.now.toISOString()))) {
      throw new HttpProblem('conflict', 'This application changed meanwhile; reload it.');
    }
    const position = positionsOf(await findWaitlist(trx, yard.name)).get(entry.id) ?? 1;
    await recordApplicationEvent(
      trx,
      { applicationId: entry.id, action: 'waitlisted', adminId: actor.adminId, details: { position } },
      actor.now,
    );
    await mailWithNewLink(trx, entry, { now: actor.now, mailing }, (statusUrl) =>
      waitlistedMail(applicantOf(entry), { yard: yard.name, position }, statusUrl),
    );
    return { position };
  });
}

/**
 * Moves a pending application to another yard (one with room, as the decision panel offers): it
 * leaves the old yard's waitlist, and an offer held there goes down that yard's line. Recorded in
 * its history and told to the applicant.
 */
export async function changeYard(
  db: Kysely<Database>,
  request: ChangeYardRequest,
  actor: WaitlistActor,
  mailing: OfferMailing,
): Promise<{ locationAppliedFor: string }> {
  return db.transaction().execute(async (trx) => {
    const found = await findWaitlistCandidate(trx, request.id);
    if (!found) throw new HttpProblem('not_found', NO_APPLICATION);
    const target = await findYardBySlug(trx, request.slug);
    if (!target) throw new HttpProblem('not_found', 'No yard has that name.');
    // Both yards' turns, always in the same order, so two moves the other way round cannot deadlock.
    const names = [found.location_applied_for, target.name].sort();
    const turns = new Map<string, YardRow | undefined>();
    for (const name of names) turns.set(name, await yardTurnFor(trx, name));
    const entry = (await findWaitlistCandidate(trx, request.id)) ?? found;
    if (entry.status !== 'pending') {
      throw new HttpProblem('conflict', `Only a pending application can change yard; this one is ${entry.status}.`);
    }
    if (entry.location_applied_for === target.name) {
      throw new HttpProblem('conflict', `This application is for ${target.name} already.`);
    }
    if (!(await writeYard(trx, entry.id, target.name))) {
      throw new HttpProblem('conflict', 'This application changed meanwhile; reload it.');
    }
    await recordApplicationEvent(
      trx,
      {
        applicationId: entry.id,
        action: 'yard_changed',
        adminId: actor.adminId,
        details: { from: entry.location_applied_for, to: target.name },
      },
      actor.now,
    );
    await mailWithNewLink(trx, entry, { now: actor.now, mailing }, (statusUrl) =>
      yardChangedMail(applicantOf(entry), { from: entry.location_applied_for, yard: target.name }, statusUrl),
    );
    const left = turns.get(entry.location_applied_for);
    if (left && entry.offer_expires_at !== null) await offerFreedSpaces(trx, left, actor.now, mailing);
    return { locationAppliedFor: target.name };
  });
}
