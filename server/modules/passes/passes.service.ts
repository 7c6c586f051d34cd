import type { Kysely } from 'kysely';
import {
  type AdminPass,
  type ApplicantPass,
  formatPassCode,
  normalisePassCode,
  type PassCheck,
  type ReissuePassRequest,
  type RevokePassRequest,
} from '../../../domain/access-pass.schema.ts';
import type { YardSlug } from '../../../domain/yards.schema.ts';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { fleetCountsOf } from '../../lib/fleet-counts.ts';
import { newPassCode } from './pass-code.ts';
import { queuePassMail } from './pass.mail.ts';
import { passQrSvg } from './pass-qr.ts';
import {
  findLatestPass,
  findLivePass,
  findPassByCode,
  findPassHolder,
  findYardByName,
  findYardName,
  insertPass,
  type PassHolder,
  type PassRow,
  revokeLivePass,
} from './passes.repository.ts';
import { yardDayOf } from '../../lib/calendar-days.ts';

/**
 * The customer's access pass for their yard (docs/decisions/081-access-pass.md): issued when the
 * agreement is signed by both, valid from the move-in date until it is revoked or the tenancy
 * ends, checked at the gate by the yard screen.
 */

const UNKNOWN_APPLICATION = 'No application has that id.';
/** Draws before giving up: with 31⁸ codes per yard, a second clash in a row means something is wrong. */
const CODE_DRAWS = 10;

export interface IssuedPass {
  /** As shown and printed, `XXXX-XXXX`. */
  code: string;
  /** The move-in date, YYYY-MM-DD. */
  validFrom: string;
  yard: YardSlug;
  yardName: string;
}

export interface PassActor {
  adminId: number;
  now: Date;
}

/**
 * Whether the tenancy is over on `today`: the application is no longer accepted, or its move-out
 * date (the first day its spaces are free again) has come.
 */
function tenancyEnded(holder: { status: string; move_out_date: string | null }, today: string): boolean {
  return holder.status !== 'accepted' || (holder.move_out_date !== null && holder.move_out_date <= today);
}

async function holderOf(db: Executor, applicationId: number): Promise<PassHolder> {
  const holder = await findPassHolder(db, applicationId);
  if (!holder) throw new HttpProblem('not_found', UNKNOWN_APPLICATION);
  return holder;
}

/** A new pass for the holder's yard; any live one is revoked first with `replacedReason`. */
async function issueFor(db: Executor, holder: PassHolder, now: Date, replacedReason: string): Promise<IssuedPass> {
  if (holder.status !== 'accepted') {
    throw new HttpProblem(
      'conflict',
      `Only an accepted application gets an access pass; this one is ${holder.status}.`,
    );
  }
  const yard = await findYardByName(db, holder.location_applied_for);
  if (!yard) throw new HttpProblem('conflict', `No yard is named ${holder.location_applied_for}.`);
  const issuedAt = now.toISOString();
  await revokeLivePass(db, holder.id, { at: issuedAt, reason: replacedReason });
  const code = await insertWithFreshCode(db, {
    application_id: holder.id,
    yard: yard.slug,
    valid_from: holder.move_in_date,
    issued_at: issuedAt,
  });
  return {
    code: formatPassCode(code),
    validFrom: holder.move_in_date,
    yard: yard.slug as YardSlug,
    yardName: yard.name,
  };
}

/**
 * Inserts the pass with the first code `draw` gives that its yard has never issued; the code
 * stored. `draw` is the random one but in tests, which make codes clash on purpose.
 */
export async function insertWithFreshCode(
  db: Executor,
  pass: { application_id: number; yard: string; valid_from: string; issued_at: string },
  draw: () => string = newPassCode,
): Promise<string> {
  for (let attempt = 0; attempt < CODE_DRAWS; attempt += 1) {
    const code = draw();
    if (await insertPass(db, { ...pass, code, revoked_at: null, revoked_reason: null })) return code;
  }
  throw new Error(`no free access code in yard ${pass.yard} after ${CODE_DRAWS} draws`);
}

/**
 * Issues the customer's access pass, inside the caller's transaction (the countersignature's): a
 * new code for the application's yard, valid from its move-in date; any earlier live pass of the
 * application is revoked. Recorded in its history. Sends no e-mail: the caller queues it with
 * `queuePassMail(db, …, 'issued', …)` (or its own mail) once its transaction is decided.
 */
export async function issueAccessPass(db: Executor, applicationId: number, now: Date): Promise<IssuedPass> {
  return issueToHolder(db, await holderOf(db, applicationId), now);
}

async function issueToHolder(db: Executor, holder: PassHolder, now: Date): Promise<IssuedPass> {
  const pass = await issueFor(db, holder, now, 'Replaced by a new pass');
  await recordApplicationEvent(
    db,
    { applicationId: holder.id, action: 'access_pass_issued', details: { yard: pass.yard, validFrom: pass.validFrom } },
    now,
  );
  return pass;
}

/**
 * Issues the pass and queues its e-mail (sealed: the code opens the yard) in the caller's
 * transaction: what the countersignature calls when it sends no mail of its own about the pass.
 */
export async function issueAndMailAccessPass(
  db: Executor,
  applicationId: number,
  context: { now: Date; dataEncryptionKey: Buffer },
): Promise<IssuedPass> {
  const holder = await holderOf(db, applicationId);
  const pass = await issueToHolder(db, holder, context.now);
  await queuePassMail(db, holder, pass, 'issued', context);
  return pass;
}

function adminPassOfRow(row: PassRow): AdminPass {
  return {
    code: formatPassCode(row.code),
    yard: row.yard as YardSlug,
    validFrom: row.valid_from,
    issuedAt: row.issued_at,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
  };
}

/** The admin revokes the live pass, with why; 409 when there is none. Recorded in the history. */
export async function revokeAccessPass(
  db: Kysely<Database>,
  request: RevokePassRequest,
  actor: PassActor,
): Promise<AdminPass> {
  return db.transaction().execute(async (trx) => {
    await holderOf(trx, request.id);
    const revoked = await revokeLivePass(trx, request.id, { at: actor.now.toISOString(), reason: request.reason });
    if (!revoked) throw new HttpProblem('conflict', 'This application has no access pass in force to revoke.');
    await recordApplicationEvent(
      trx,
      { applicationId: request.id, action: 'access_pass_revoked', adminId: actor.adminId, reason: request.reason },
      actor.now,
    );
    return adminPassOfRow(revoked);
  });
}

/**
 * The admin replaces the pass (lost, shared, revoked by mistake): the live one, if any, is revoked
 * and a new code is e-mailed to the customer in their language. Refused (409) for an application
 * that never had a pass (it gets one at the countersignature) or whose tenancy has ended.
 */
export async function reissueAccessPass(
  db: Kysely<Database>,
  request: ReissuePassRequest,
  actor: PassActor,
  mailing: { dataEncryptionKey: Buffer },
): Promise<AdminPass> {
  return db.transaction().execute(async (trx) => {
    const holder = await holderOf(trx, request.id);
    if (!(await findLatestPass(trx, request.id))) {
      throw new HttpProblem(
        'conflict',
        'This application has no access pass to reissue: it gets one when the agreement is signed by both.',
      );
    }
    if (tenancyEnded(holder, yardDayOf(actor.now))) {
      throw new HttpProblem('conflict', 'This tenancy has ended: its access pass cannot be reissued.');
    }
    const pass = await issueFor(trx, holder, actor.now, 'Replaced by a reissued pass');
    await queuePassMail(trx, holder, pass, 'reissued', {
      now: actor.now,
      dataEncryptionKey: mailing.dataEncryptionKey,
    });
    await recordApplicationEvent(
      trx,
      {
        applicationId: request.id,
        action: 'access_pass_reissued',
        adminId: actor.adminId,
        details: { yard: pass.yard, validFrom: pass.validFrom },
      },
      actor.now,
    );
    const live = await findLivePass(trx, request.id);
    if (!live) throw new Error(`access pass of application ${request.id} missing right after its issue`);
    return adminPassOfRow(live);
  });
}

/**
 * In an ended tenancy's transaction: once its move-out date has come (in Toronto), its live pass
 * is revoked with the reason given. A move-out still ahead leaves the pass in force until then;
 * the gate's check refuses it from that day on without any write.
 */
export async function revokePassOfEndedTenancy(
  db: Executor,
  tenancy: { applicationId: number; moveOutDate: string; reason: string },
  actor: PassActor,
): Promise<void> {
  if (tenancy.moveOutDate > yardDayOf(actor.now)) return;
  const reason = `Tenancy ended (move-out ${tenancy.moveOutDate}): ${tenancy.reason}`;
  const revoked = await revokeLivePass(db, tenancy.applicationId, { at: actor.now.toISOString(), reason });
  if (!revoked) return;
  await recordApplicationEvent(
    db,
    {
      applicationId: tenancy.applicationId,
      action: 'access_pass_revoked',
      adminId: actor.adminId,
      reason,
      details: { cause: 'tenancy_ended' },
    },
    actor.now,
  );
}

/**
 * In a reopening's transaction: the live pass is revoked, as the application is no longer accepted
 * (and may move to another yard). Accepted again and countersigned, it gets a new pass.
 */
export async function revokePassOfReopened(db: Executor, applicationId: number, actor: PassActor): Promise<void> {
  const reason = 'Application reopened';
  const revoked = await revokeLivePass(db, applicationId, { at: actor.now.toISOString(), reason });
  if (!revoked) return;
  await recordApplicationEvent(
    db,
    { applicationId, action: 'access_pass_revoked', adminId: actor.adminId, reason, details: { cause: 'reopened' } },
    actor.now,
  );
}

/**
 * The yard screen: whether a code opens this yard today (Toronto's date). A code the yard does not
 * know is `unknown`; for one it knows, the company and its spaces come with the answer, and it is
 * refused once the tenancy has ended, when revoked, or before its move-in date.
 */
export async function checkAccessPass(db: Executor, slug: string, typedCode: string, now: Date): Promise<PassCheck> {
  const code = normalisePassCode(typedCode);
  const found = code === undefined ? undefined : await findPassByCode(db, slug, code);
  if (!found) return { valid: false, reason: 'unknown' };
  const known = { validFrom: found.valid_from, company: found.company_name, spaces: fleetCountsOf(found) };
  const today = yardDayOf(now);
  if (tenancyEnded(found, today)) return { valid: false, reason: 'ended', ...known };
  if (found.revoked_at !== null) return { valid: false, reason: 'revoked', ...known };
  if (found.valid_from > today) return { valid: false, reason: 'not_yet_valid', ...known };
  return { valid: true, ...known };
}

/** The status answer's part: that a live pass exists and from when, never its code. */
export async function passSummaryOf(db: Executor, applicationId: number): Promise<{ validFrom: string } | null> {
  const live = await findLivePass(db, applicationId);
  return live ? { validFrom: live.valid_from } : null;
}

/** The customer's live pass for their page: the code, its QR code as SVG, the yard; null when none. */
export async function applicantPassOf(db: Executor, applicationId: number): Promise<ApplicantPass | null> {
  const live = await findLivePass(db, applicationId);
  if (!live) return null;
  const code = formatPassCode(live.code);
  return {
    code,
    validFrom: live.valid_from,
    yard: live.yard as YardSlug,
    yardName: (await findYardName(db, live.yard)) ?? live.yard,
    qrSvg: await passQrSvg(code),
  };
}

/** The dashboard's view of the application's newest pass (revoked or not), code included; null when none. */
export async function adminPassOf(db: Executor, applicationId: number): Promise<AdminPass | null> {
  const latest = await findLatestPass(db, applicationId);
  return latest ? adminPassOfRow(latest) : null;
}
