import { type BankNumbers, openBankNumbers } from '../../lib/bank-numbers.ts';
import type { Kysely } from 'kysely';
import type { ApplicationDetails, ApplicationList, ApplicationListQuery } from '../../../domain/admin.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { listApplicationEvents } from '../../lib/application-events.ts';
import { listApplicationAuditEvents, recordAuditEvent } from '../../lib/audit-log.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { issueStatusLink } from '../../lib/status-link.ts';
import { decisionMail } from './review.mail.ts';
import {
  type DecidedStatus,
  statusOfCode,
  toBankDetails,
  toDetails,
  toListItem,
  UNREADABLE_BANK_NUMBERS,
} from './review.mapper.ts';
import {
  countApplications,
  decidePendingApplication,
  findApplicant,
  findApplicationById,
  findApplicationPage,
  findBankNumbers,
  findClaimedDocuments,
  findEarlierDocuments,
  findLatestCorrectionRequest,
  findPreviousLandlords,
  findReferences,
} from './review.repository.ts';
import { SEARCH_MATCH_CAP } from '../search/search.repository.ts';
import { searchWords } from '../search/search-words.ts';
import { agreementSummaryOf, prepareAgreement, suggestedRates } from '../agreements/agreements.service.ts';
import { adminPassOf } from '../passes/passes.service.ts';
import { waitlistPlaceOf } from '../yards/waitlist.service.ts';
import type { ConfirmedRates } from '../../../domain/agreement.schema.ts';
import { ensureSpacesForAcceptance, fitsOfPending, type SpacesAsked } from '../yards/yards.service.ts';
import { fleetCountsOf } from '../../lib/fleet-counts.ts';

/** Who acts, from where, and when: what every audited admin action records. */
export interface AdminActor {
  adminId: number;
  ip: string;
  now: Date;
}

/**
 * From this skip on, the list waits for its count before reading the page. Below it, walking the
 * skipped index entries costs well under a millisecond on either database, less than waiting.
 */
const COUNT_FIRST_MIN_SKIP = 1_000;

const NOT_FOUND_MESSAGE = 'No application with this id.';

/**
 * A row's bank numbers, or "Unreadable" in each place when its sealed value cannot be opened (a
 * damaged value; a whole database sealed with another key is refused at start, lib/data-key-check.ts):
 * one such row must not fail a whole list.
 */
function readableBankNumbers(sealed: string, dataEncryptionKey: Buffer): BankNumbers {
  try {
    return openBankNumbers(sealed, dataEncryptionKey);
  } catch {
    return UNREADABLE_BANK_NUMBERS;
  }
}

/** What the yards need of a row to say whether it fits. */
function spacesAsked(row: Parameters<typeof fleetCountsOf>[0] & SpacesRow): SpacesAsked {
  return {
    id: row.id,
    status: row.status,
    yardName: row.location_applied_for,
    from: row.move_in_date,
    need: fleetCountsOf(row),
  };
}
type SpacesRow = { id: number; status: string; location_applied_for: string; move_in_date: string };

export interface ApplicationReadContext {
  db: Kysely<Database>;
  dataEncryptionKey: Buffer;
  publicUrl: string;
  /** The app's clock (today decides whether a pending application still fits); the system's by default. */
  clock?: () => Date;
}

/**
 * One page of applications, each in the nested shape of a single one. The page, its count and its
 * children (references, landlords, documents) take five queries whatever the page size, with or
 * without a search.
 */
export async function listApplications(
  { db, dataEncryptionKey, publicUrl, clock = () => new Date() }: ApplicationReadContext,
  query: ApplicationListQuery,
): Promise<ApplicationList> {
  const filter = { status: statusOfCode(query.Status), searchWords: searchWords(query.search) };
  const page = { skip: query.skip, take: query.take };
  const { rows, count, moreMatches } =
    filter.searchWords.length > 0 ? await findSearchPage(db, filter, page) : await findListPage(db, filter, page);
  const ids = rows.map((row) => row.id);
  const [references, landlords, documents, fits] = await Promise.all([
    findReferences(db, ids),
    findPreviousLandlords(db, ids),
    findClaimedDocuments(db, ids),
    fitsOfPending(db, rows.map(spacesAsked), clock()),
  ]);
  const data = rows.map((row) =>
    toListItem({
      spacesFit: fits.get(row.id) ?? null,
      row,
      bankNumbers: readableBankNumbers(row.bank_numbers_sealed, dataEncryptionKey),
      references: references.filter((reference) => reference.application_id === row.id),
      landlords: landlords.filter((landlord) => landlord.application_id === row.id),
      documents: documents.filter((document) => document.application_id === row.id),
      publicUrl,
    }),
  );
  return { data, count, pageSize: query.take, ...(moreMatches && { moreMatches }) };
}

type Filter = Parameters<typeof countApplications>[1];
type Page = { skip: number; take: number };

async function findListPage(db: Kysely<Database>, filter: Filter, page: Page) {
  const counting = countApplications(db, filter);
  // A deep page waits for the count, so it can be read from the nearer end (the last page walks
  // `take` index entries, not all of them); a shallow one runs beside the count.
  const [rows, count] = await Promise.all([
    page.skip < COUNT_FIRST_MIN_SKIP
      ? findApplicationPage(db, filter, page)
      : counting.then((total) => findApplicationPage(db, filter, page, total)),
    counting,
  ]);
  return { rows, count, moreMatches: false };
}

/**
 * A search lists its newest SEARCH_MATCH_CAP matches at most (ADR 057): one query counts the
 * matches up to one past the cap, then one reads the page, cut at the cap. The count comes first
 * because it tells SQLite how best to find the page (pageOfMatches in server/modules/search).
 */
async function findSearchPage(db: Kysely<Database>, filter: Filter, page: Page) {
  const withinCap = { skip: page.skip, take: Math.max(0, Math.min(page.take, SEARCH_MATCH_CAP - page.skip)) };
  const matched = await countApplications(db, filter);
  const rows = await findApplicationPage(db, filter, withinCap, matched);
  return { rows, count: Math.min(matched, SEARCH_MATCH_CAP), moreMatches: matched > SEARCH_MATCH_CAP };
}

export async function countApplicationsWithStatus(
  db: Kysely<Database>,
  statusCode: number | undefined,
): Promise<number> {
  return countApplications(db, { status: statusOfCode(statusCode), searchWords: [] });
}

export async function getApplicationDetails(
  { db, dataEncryptionKey, publicUrl, clock = () => new Date() }: ApplicationReadContext,
  id: number,
): Promise<ApplicationDetails> {
  // The row and its children are read at once: the id is all each query needs, and an unknown id
  // costs eight empty reads.
  const [
    row,
    references,
    landlords,
    documents,
    auditEvents,
    reviewEvents,
    earlierDocuments,
    correctionRequest,
    agreementInForce,
    accessPass,
  ] = await Promise.all([
    findApplicationById(db, id),
    findReferences(db, [id]),
    findPreviousLandlords(db, [id]),
    findClaimedDocuments(db, [id]),
    listApplicationAuditEvents(db, id),
    listApplicationEvents(db, id),
    findEarlierDocuments(db, id),
    findLatestCorrectionRequest(db, id),
    agreementSummaryOf(db, id),
    adminPassOf(db, id),
  ]);
  if (!row) throw new HttpProblem('not_found', NOT_FOUND_MESSAGE);
  const [fits, waitlist, rates] = await Promise.all([
    fitsOfPending(db, [spacesAsked(row)], clock()),
    waitlistPlaceOf(db, row),
    ratesOf(db, row),
  ]);
  // A reopened application's agreement is not in force until it is accepted again.
  const agreement = row.status === 'accepted' ? agreementInForce : null;
  // One history: the audit log's decisions and views beside the review's steps, by time.
  const history = [...auditEvents, ...reviewEvents].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const bankNumbers = readableBankNumbers(row.bank_numbers_sealed, dataEncryptionKey);
  return toDetails({
    spacesFit: fits.get(row.id) ?? null,
    waitlist,
    agreement,
    accessPass,
    rates,
    row,
    bankNumbers,
    references,
    landlords,
    documents,
    history,
    publicUrl,
    earlierDocuments,
    correctionRequest: correctionRequest ?? null,
  });
}

/** The rates an accepted application confirmed, or those a pending one's acceptance would; null once rejected. */
async function ratesOf(
  db: Kysely<Database>,
  row: Parameters<typeof suggestedRates>[1] & {
    status: string;
    confirmed_truck_rate_cents: number | null;
    confirmed_trailer_rate_cents: number | null;
  },
) {
  if (
    row.status === 'accepted' &&
    row.confirmed_truck_rate_cents !== null &&
    row.confirmed_trailer_rate_cents !== null
  ) {
    return {
      confirmed: true,
      truckRate: row.confirmed_truck_rate_cents / 100,
      trailerRate: row.confirmed_trailer_rate_cents / 100,
    };
  }
  return row.status === 'pending' ? { confirmed: false, ...(await suggestedRates(db, row)) } : null;
}

/** The full bank numbers, for an admin who asked to see them; every reveal is in the audit log. */
export async function revealBankDetails(
  db: Kysely<Database>,
  dataEncryptionKey: Buffer,
  id: number,
  actor: AdminActor,
) {
  const row = await findBankNumbers(db, id);
  if (!row) throw new HttpProblem('not_found', NOT_FOUND_MESSAGE);
  const details = toBankDetails(row.bank_name, openBankNumbers(row.bank_numbers_sealed, dataEncryptionKey));
  await recordAuditEvent(
    db,
    { action: 'bank_details_revealed', adminId: actor.adminId, applicationId: id, ip: actor.ip },
    actor.now,
  );
  return details;
}

/**
 * Accepts or rejects a pending application. The guarded UPDATE, the audit event and the
 * applicant's e-mail are one transaction: a decision is recorded and announced exactly once, and
 * of two admins deciding at once the second gets a 409 and changes nothing. An acceptance first
 * takes its spaces in its yard (server/modules/yards), or is refused with what is short.
 */
export async function decideApplication(
  db: Kysely<Database>,
  decision: { id: number; status: DecidedStatus; reason: string | null; rates?: Partial<ConfirmedRates> },
  actor: AdminActor,
  mailing: { dataEncryptionKey: Buffer; publicUrl: string },
): Promise<{ status: 'Accepted' | 'Rejected' }> {
  const { dataEncryptionKey } = mailing;
  return db.transaction().execute(async (trx) => {
    // Accepting allocates the spaces: refused (409 no_capacity) when they do not fit its yard.
    if (decision.status === 'accepted') await ensureSpacesForAcceptance(trx, decision.id, actor.now);
    const decidedAt = actor.now.toISOString();
    const won = await decidePendingApplication(trx, {
      id: decision.id,
      status: decision.status,
      decidedAt,
      decidedBy: actor.adminId,
      reason: decision.reason,
    });
    const applicant = await findApplicant(trx, decision.id);
    if (!applicant) throw new HttpProblem('not_found', NOT_FOUND_MESSAGE);
    if (!won) throw new HttpProblem('conflict', `This application was already ${applicant.status}.`);
    // Accepted: its rates confirmed and its parking agreement made, in the same transaction.
    if (decision.status === 'accepted') {
      await prepareAgreement(trx, decision.id, decision.rates ?? {}, { now: actor.now, dataEncryptionKey });
    }

    await recordAuditEvent(
      trx,
      {
        action: decision.status === 'accepted' ? 'application_accepted' : 'application_rejected',
        adminId: actor.adminId,
        applicationId: decision.id,
        ip: actor.ip,
        details: { reference: applicant.reference, reason: decision.reason },
      },
      actor.now,
    );
    // Accepted: a new private link, to the agreement to sign; the mail is then sealed (it holds a key).
    const statusUrl =
      decision.status === 'accepted'
        ? await issueStatusLink(trx, {
            applicationId: decision.id,
            now: actor.now,
            publicUrl: mailing.publicUrl,
            language: applicant.language,
          })
        : null;
    await enqueueMail(
      trx,
      decisionMail(
        {
          reference: applicant.reference,
          firstName: applicant.first_name,
          email: applicant.email,
          locationAppliedFor: applicant.location_applied_for,
          language: applicant.language,
        },
        decision.status,
        decision.reason,
        statusUrl,
      ),
      actor.now,
      statusUrl ? { sealWith: dataEncryptionKey } : {},
    );
    return { status: decision.status === 'accepted' ? ('Accepted' as const) : ('Rejected' as const) };
  });
}
