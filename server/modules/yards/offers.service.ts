import type { Kysely } from 'kysely';
import { NOTICE_MIN_DAYS } from '../../../domain/yards.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { addDays, yardDayOf } from '../../lib/calendar-days.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import {
  findLapsedOffers,
  findWaitlistCandidate,
  findYardsWithALine,
  writeOfferAnswer,
  writeOfferLapsed,
} from './waitlist.repository.ts';
import { companyNoticeMail, offerAcceptedMail, offerLapsedMail } from './waitlist.mail.ts';
import { applicantOf, offerFreedSpaces, type OfferMailing, yardTurnFor } from './waitlist.service.ts';
import { findTenancy, writeMoveOutDate } from './yards.repository.ts';
import { prepareAgreement } from '../agreements/agreements.service.ts';

/**
 * What the applicant does on their private page about their spaces (answer an offer, give notice)
 * and the job that lapses unanswered offers. The applicant's module finds the application from
 * its link; these change it, each inside its yard's turn.
 */

export interface OfferContext extends OfferMailing {
  db: Kysely<Database>;
  companyInbox: string;
  now: Date;
}

function inbox(context: OfferContext) {
  return { to: context.companyInbox, publicUrl: context.publicUrl };
}

function nameOf(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/**
 * The applicant accepts the spaces held for them (the application is accepted, its spaces
 * allocated) or declines them (it is closed, and the spaces go down the line). Refused (409) when
 * no offer is open: answered already, lapsed, or never made.
 */
export async function answerOffer(
  context: OfferContext,
  applicationId: number,
  accept: boolean,
): Promise<'Accepted' | 'OfferDeclined'> {
  const { now } = context;
  return context.db.transaction().execute(async (trx) => {
    const found = await findWaitlistCandidate(trx, applicationId);
    if (!found) throw new HttpProblem('not_found', 'No application has that id.');
    const yard = await yardTurnFor(trx, found.location_applied_for);
    const entry = (await findWaitlistCandidate(trx, applicationId)) ?? found;
    const expiresAt = entry.offer_expires_at;
    if (entry.status === 'accepted') throw new HttpProblem('conflict', 'You accepted these spaces already.');
    if (entry.offer_declined_at !== null) throw new HttpProblem('conflict', 'You declined these spaces already.');
    if (entry.status !== 'pending' || expiresAt === null) {
      throw new HttpProblem('conflict', 'No spaces are offered to this application now.');
    }
    if (expiresAt <= now.toISOString()) {
      throw new HttpProblem('conflict', 'This offer has lapsed: the spaces go to the next in line.');
    }
    const at = now.toISOString();
    const reason = accept ? null : 'The applicant declined the spaces offered.';
    if (!(await writeOfferAnswer(trx, { id: entry.id, expiresAt, accepted: accept, at, reason }))) {
      throw new HttpProblem('conflict', 'This offer changed meanwhile; reload the page.');
    }
    await recordApplicationEvent(
      trx,
      { applicationId: entry.id, action: accept ? 'offer_accepted' : 'offer_declined' },
      now,
    );
    const application = {
      id: entry.id,
      reference: entry.reference,
      name: nameOf(entry),
      email: entry.email,
      yard: entry.location_applied_for,
    };
    if (accept) {
      // As an admin's acceptance: the suggested rates confirmed, the parking agreement made.
      await prepareAgreement(trx, entry.id, {}, { now, dataEncryptionKey: context.dataEncryptionKey });
      await enqueueMail(trx, offerAcceptedMail(applicantOf(entry), { yard: entry.location_applied_for }), now);
    }
    await enqueueMail(
      trx,
      companyNoticeMail(
        application,
        accept
          ? {
              subject: 'Offer accepted',
              text: 'The applicant accepted the spaces offered: the application is accepted and its spaces allocated.',
            }
          : {
              subject: 'Offer declined',
              text: 'The applicant declined the spaces offered: the application is closed, and the spaces were offered to the next in line.',
            },
        inbox(context),
      ),
      now,
    );
    if (!accept && yard) await offerFreedSpaces(trx, yard, now, context);
    return accept ? 'Accepted' : 'OfferDeclined';
  });
}

/**
 * An accepted customer's notice: their spaces are free from `moveOutDate`, at least NOTICE_MIN_DAYS
 * ahead. The company's inbox is told, and the spaces go down the yard's line for that day on.
 */
export async function giveNotice(context: OfferContext, applicationId: number, moveOutDate: string): Promise<string> {
  const { now } = context;
  return context.db.transaction().execute(async (trx) => {
    const found = await findTenancy(trx, applicationId);
    if (!found) throw new HttpProblem('not_found', 'No application has that id.');
    const yard = await yardTurnFor(trx, found.location_applied_for);
    const tenancy = (await findTenancy(trx, applicationId)) ?? found;
    if (tenancy.status !== 'accepted') {
      throw new HttpProblem('conflict', 'Notice is for an accepted parking; this application is not accepted.');
    }
    if (tenancy.move_out_date !== null) {
      throw new HttpProblem(
        'conflict',
        `Notice was given already: the spaces are free from ${tenancy.move_out_date}. Call us to change it.`,
      );
    }
    const earliest = addDays(yardDayOf(now), NOTICE_MIN_DAYS);
    const problem =
      moveOutDate < earliest
        ? `Give at least ${NOTICE_MIN_DAYS} days' notice: choose ${earliest} or later`
        : moveOutDate <= tenancy.move_in_date
          ? `The move-out date must be after the move-in date (${tenancy.move_in_date})`
          : undefined;
    if (problem) {
      throw new HttpProblem('validation_failed', 'Some fields need attention.', [
        { path: 'moveOutDate', message: problem },
      ]);
    }
    if (!(await writeMoveOutDate(trx, applicationId, moveOutDate))) {
      throw new HttpProblem('conflict', 'This application is no longer accepted.');
    }
    await recordApplicationEvent(trx, { applicationId, action: 'notice_given', details: { moveOutDate } }, now);
    const entry = await findWaitlistCandidate(trx, applicationId);
    if (entry) {
      await enqueueMail(
        trx,
        companyNoticeMail(
          {
            id: entry.id,
            reference: entry.reference,
            name: nameOf(entry),
            email: entry.email,
            yard: entry.location_applied_for,
          },
          {
            subject: 'Notice of moving out',
            text: `The customer gave notice on their page: their spaces are free from ${moveOutDate}.`,
            rows: [{ label: 'Move-out date', value: moveOutDate }],
          },
          inbox(context),
        ),
        now,
      );
    }
    if (yard) await offerFreedSpaces(trx, yard, now, context);
    return moveOutDate;
  });
}

export interface WaitlistRunResult {
  lapsed: number;
  offered: number;
}

/**
 * The waitlist job's run: each offer whose time ran out lapses (the application leaves the line,
 * still pending, and the applicant is told), then every yard with a line offers what is free. A
 * freed space that no write offered at once (a reopened or rejected application) is offered here.
 */
export async function runWaitlist(context: Omit<OfferContext, 'now'>, now: Date): Promise<WaitlistRunResult> {
  let lapsed = 0;
  for (const offer of await findLapsedOffers(context.db, now.toISOString())) {
    const expiresAt = offer.offer_expires_at;
    if (expiresAt === null) continue;
    await context.db.transaction().execute(async (trx) => {
      await yardTurnFor(trx, offer.location_applied_for);
      if (!(await writeOfferLapsed(trx, offer.id, expiresAt))) return;
      const entry = await findWaitlistCandidate(trx, offer.id);
      if (!entry) return;
      await recordApplicationEvent(
        trx,
        { applicationId: offer.id, action: 'offer_lapsed', details: { offerExpiresAt: expiresAt } },
        now,
      );
      await enqueueMail(trx, offerLapsedMail(applicantOf(entry), { yard: entry.location_applied_for }), now);
      lapsed += 1;
    });
  }
  let offered = 0;
  for (const yardName of await findYardsWithALine(context.db)) {
    await context.db.transaction().execute(async (trx) => {
      const yard = await yardTurnFor(trx, yardName);
      if (yard) offered += await offerFreedSpaces(trx, yard, now, context);
    });
  }
  return { lapsed, offered };
}
