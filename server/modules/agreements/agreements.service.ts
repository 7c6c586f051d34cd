import { createHash } from 'node:crypto';
import { buffer as readAll } from 'node:stream/consumers';
import type { AgreementFacts } from '../../../domain/agreement-terms.ts';
import type {
  AgreementSummary,
  ApplicantAgreement,
  ConfirmedRates,
  SignAgreement,
} from '../../../domain/agreement.schema.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import type { DocumentStore } from '../../lib/documents/document-store.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { type BankNumbers, openBankNumbers } from '../../lib/bank-numbers.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { seal } from '../../lib/sealed-box.ts';
import { issueStatusLink } from '../../lib/status-link.ts';
import { agreementRevisedMail } from './agreement.mail.ts';
import { fleetCountsOf } from '../../lib/fleet-counts.ts';
import { agreementPdf } from './agreement-pdf.ts';
import {
  type AgreementRow,
  type AgreementSource,
  findAgreementSource,
  findCurrentAgreement,
  findLatestVersion,
  findPublishedRates,
  insertAgreement,
  supersedeAgreements,
  supersedeIncomplete,
  writeBankNumbers,
  writeConfirmedRates,
  writeSignature,
} from './agreements.repository.ts';

/**
 * An accepted application's parking agreement (docs/decisions/078-agreement-made-at-acceptance.md):
 * the rates the admin confirms at acceptance, and each version of the agreement made from them.
 * A version keeps what it was made from and the SHA-256 of its PDF; the PDF is made again from
 * those when asked for, and served only if it is the same file.
 */

const NO_AGREEMENT = 'This application has no parking agreement.';

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

/**
 * The rates an acceptance confirms unless the admin gives others: the yard's published rate of
 * each kind where there is one, else the applicant's "rate approved per spot".
 */
export async function suggestedRates(
  db: Executor,
  application: { location_applied_for: string; rate_approved_per_spot: number },
): Promise<ConfirmedRates> {
  const published = await findPublishedRates(db, application.location_applied_for);
  const typed = application.rate_approved_per_spot;
  return {
    truckRate: published?.truck_rate_cents != null ? toDollars(published.truck_rate_cents) : typed,
    trailerRate: published?.trailer_rate_cents != null ? toDollars(published.trailer_rate_cents) : typed,
  };
}

/** What a version is made from, besides the application's parties and bank numbers. */
type AgreementMaterial = Pick<
  AgreementRow,
  'version' | 'yard' | 'truck_spaces' | 'trailer_spaces' | 'truck_rate_cents' | 'trailer_rate_cents' | 'starts_on'
>;

/** The payor's account on file; unreadable numbers read as not given (the customer gives them at signing). */
export function bankNumbersOf(source: AgreementSource, key: Buffer): BankNumbers {
  try {
    return openBankNumbers(source.bank_numbers_sealed, key);
  } catch {
    return { transit: '', institution: '', account: '' };
  }
}

const isComplete = (bank: BankNumbers) => Boolean(bank.transit && bank.institution && bank.account);

function factsOf(
  source: AgreementSource,
  agreement: AgreementMaterial & { account_to_be_given: number },
  key: Buffer,
): AgreementFacts {
  // A version made without a complete account shows it as to be given at signing, for good.
  const bank = agreement.account_to_be_given
    ? { transit: '', institution: '', account: '' }
    : bankNumbersOf(source, key);
  const missing = source.language === 'fr' ? 'à fournir à la signature' : 'to be given at signing';
  const apartment = source.apt_unit_number ? `, ${source.apt_unit_number}` : '';
  const name = [source.first_name, source.middle_name, source.last_name].filter(Boolean).join(' ');
  return {
    version: agreement.version,
    reference: source.reference,
    customer: {
      name,
      company: source.company_name,
      address: `${source.street_address}${apartment}, ${source.city} ${source.state} ${source.postal_zip_code}`,
      email: source.email,
      phone: source.phone_number,
    },
    yard: agreement.yard,
    spaces: { trucks: agreement.truck_spaces, trailers: agreement.trailer_spaces },
    rates: { truckCents: agreement.truck_rate_cents, trailerCents: agreement.trailer_rate_cents },
    startsOn: agreement.starts_on,
    account: {
      bank: source.bank_name,
      transit: bank.transit || missing,
      institution: bank.institution || missing,
      accountEnding: bank.account ? bank.account.slice(-4) : missing,
    },
  };
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * At an acceptance, inside its transaction: confirms the rates (`asked`, else the suggested ones)
 * and makes the agreement's next version from them, superseding any earlier one.
 */
export async function prepareAgreement(
  db: Executor,
  applicationId: number,
  asked: Partial<ConfirmedRates>,
  context: { now: Date; dataEncryptionKey: Buffer },
): Promise<AgreementSummary> {
  const source = await findAgreementSource(db, applicationId);
  if (!source) throw new HttpProblem('not_found', 'No application has that id.');
  const suggested = await suggestedRates(db, source);
  const rates = {
    truckCents: toCents(asked.truckRate ?? suggested.truckRate),
    trailerCents: toCents(asked.trailerRate ?? suggested.trailerRate),
  };
  await writeConfirmedRates(db, applicationId, rates);
  const createdAt = context.now.toISOString();
  const { trucks, trailers } = fleetCountsOf(source);
  const agreement = {
    application_id: applicationId,
    version: (await findLatestVersion(db, applicationId)) + 1,
    created_at: createdAt,
    language: source.language,
    yard: source.location_applied_for,
    truck_spaces: trucks,
    trailer_spaces: trailers,
    truck_rate_cents: rates.truckCents,
    trailer_rate_cents: rates.trailerCents,
    starts_on: source.move_in_date,
    account_to_be_given: isComplete(bankNumbersOf(source, context.dataEncryptionKey)) ? 0 : 1,
  };
  const pdf = await agreementPdf(factsOf(source, agreement, context.dataEncryptionKey), source.language, createdAt);
  const sha256 = sha256Of(pdf);
  await supersedeAgreements(db, applicationId, createdAt);
  await insertAgreement(db, { ...agreement, sha256 });
  return { state: 'AwaitingSignature', version: agreement.version, sha256 };
}

export function summaryOf(
  agreement: Pick<AgreementRow, 'signed_at' | 'countersigned_at' | 'version' | 'sha256'>,
): AgreementSummary {
  const state = agreement.countersigned_at
    ? 'Signed'
    : agreement.signed_at
      ? 'AwaitingCountersignature'
      : 'AwaitingSignature';
  return { state, version: agreement.version, sha256: agreement.sha256 };
}

/** The applicant's view of the agreement in force, or null when there is none. */
export async function applicantAgreementOf(db: Executor, applicationId: number): Promise<ApplicantAgreement | null> {
  const agreement = await findCurrentAgreement(db, applicationId);
  if (!agreement) return null;
  const summary = summaryOf(agreement);
  return { ...summary, accountNeeded: summary.state === 'AwaitingSignature' && agreement.account_to_be_given === 1 };
}

/** Where the agreement in force stands, or null when there is none. */
export async function agreementSummaryOf(db: Executor, applicationId: number): Promise<AgreementSummary | null> {
  const agreement = await findCurrentAgreement(db, applicationId);
  return agreement ? summaryOf(agreement) : null;
}

/**
 * The customer signs the version in force: who (the name and title they typed, and a drawing if
 * they made one), when, from which address and browser, against the SHA-256 recorded for its PDF.
 * Refused (409) when there is none, when it is signed already, or when `sha256` names another
 * version (one superseded since they read it); refused (400) without the payor's account when the
 * application has none on file, which is then kept sealed like the booking's. Its history says so.
 */
export async function signAgreement(
  db: Executor,
  applicationId: number,
  request: SignAgreement,
  signer: { ip: string; agent: string; now: Date; dataEncryptionKey: Buffer },
): Promise<AgreementSummary> {
  const agreement = await findCurrentAgreement(db, applicationId);
  if (!agreement) throw new HttpProblem('conflict', 'There is no agreement to sign yet.');
  if (request.sha256 !== undefined && request.sha256 !== agreement.sha256) {
    throw new HttpProblem(
      'conflict',
      'This agreement was replaced by a new version since you read it: read the new version, then sign it.',
    );
  }
  if (agreement.signed_at) throw new HttpProblem('conflict', 'You signed this agreement already.');
  if (agreement.account_to_be_given && !request.account) {
    throw new HttpProblem(
      'validation_failed',
      'Give the bank account the monthly payment comes from: transit, institution and account numbers.',
      [{ path: 'account', message: 'Give the transit, institution and account numbers' }],
    );
  }
  const signature = {
    at: signer.now.toISOString(),
    name: request.fullName,
    title: request.title,
    ip: signer.ip,
    agent: signer.agent.slice(0, 500),
    drawing: request.signature ?? null,
  };
  if (!(await writeSignature(db, agreement.id, signature))) {
    throw new HttpProblem('conflict', 'This agreement changed meanwhile; reload the page.');
  }
  if (agreement.account_to_be_given && request.account) {
    await writeBankNumbers(db, applicationId, seal(JSON.stringify(request.account), signer.dataEncryptionKey));
  }
  await recordApplicationEvent(
    db,
    {
      applicationId,
      action: 'agreement_signed',
      details: { version: agreement.version, sha256: agreement.sha256, signer: request.fullName, title: request.title },
    },
    signer.now,
  );
  return summaryOf({ ...agreement, signed_at: signature.at });
}

/**
 * The agreement in force as its PDF, made again from what its version was made from; a server
 * error if the file made is not the one whose SHA-256 was recorded (the terms or the font changed
 * since). The caller has checked that the application still has its personal data.
 */
export async function unsignedPdfOf(
  source: AgreementSource,
  agreement: AgreementRow,
  key: Buffer,
): Promise<Uint8Array> {
  const pdf = await agreementPdf(factsOf(source, agreement, key), agreement.language, agreement.created_at);
  if (sha256Of(pdf) !== agreement.sha256) {
    throw new Error(`agreement ${agreement.id} no longer makes the file its SHA-256 names`);
  }
  return pdf;
}

/** The signed PDF as stored; a server error if it is not the file whose SHA-256 was recorded. */
async function storedSignedPdf(store: DocumentStore, agreement: AgreementRow): Promise<Uint8Array> {
  const pdf = await readAll(await store.openRead(agreement.signed_storage_key ?? ''));
  if (sha256Of(pdf) !== agreement.signed_sha256) {
    throw new Error(`agreement ${agreement.id}'s signed PDF is not the file its SHA-256 names`);
  }
  return pdf;
}

/**
 * The PDF of the agreement in force: the signed one once both parties signed, else the one to
 * read and sign. Refused when the application has none or its personal data was erased.
 */
export async function agreementPdfOf(
  db: Executor,
  applicationId: number,
  keys: { dataEncryptionKey: Buffer; store: DocumentStore },
): Promise<{ pdf: Uint8Array; reference: string; version: number; signed: boolean }> {
  const [agreement, source] = await Promise.all([
    findCurrentAgreement(db, applicationId),
    findAgreementSource(db, applicationId),
  ]);
  if (!agreement || !source || source.anonymised_at) throw new HttpProblem('not_found', NO_AGREEMENT);
  const signed = agreement.countersigned_at !== null;
  const pdf = signed
    ? await storedSignedPdf(keys.store, agreement)
    : await unsignedPdfOf(source, agreement, keys.dataEncryptionKey);
  return { pdf, reference: source.reference, version: agreement.version, signed };
}

/**
 * The admin changes the confirmed rates before the agreement is complete: a new version is made
 * from them and the earlier one (signed by the customer or not) can no longer be signed or
 * countersigned. Refused (409) for an application not accepted, or once both parties signed.
 */
export async function reviseAgreementRates(
  db: Kysely<Database>,
  request: { id: number } & ConfirmedRates,
  actor: { adminId: number; now: Date; dataEncryptionKey: Buffer; publicUrl: string },
): Promise<AgreementSummary> {
  return db.transaction().execute(async (trx) => {
    const source = await findAgreementSource(trx, request.id);
    if (!source || source.anonymised_at) throw new HttpProblem('not_found', 'No application has that id.');
    const current = await findCurrentAgreement(trx, request.id);
    if (source.status !== 'accepted' || !current) {
      throw new HttpProblem('conflict', 'Rates are confirmed on an accepted application with an agreement.');
    }
    if (current.countersigned_at || !(await supersedeIncomplete(trx, current.id, actor.now.toISOString()))) {
      throw new HttpProblem('conflict', 'Both parties signed this agreement; it can no longer change.');
    }
    const { truckRate, trailerRate } = request;
    const revised = await prepareAgreement(trx, request.id, { truckRate, trailerRate }, actor);
    await recordApplicationEvent(
      trx,
      {
        applicationId: request.id,
        action: 'agreement_revised',
        adminId: actor.adminId,
        details: {
          version: revised.version,
          sha256: revised.sha256,
          supersedes: current.version,
          truckRate,
          trailerRate,
        },
      },
      actor.now,
    );
    // The customer is told, with a new private link (so the mail is sealed: it holds a key).
    const statusUrl = await issueStatusLink(trx, {
      applicationId: request.id,
      now: actor.now,
      publicUrl: actor.publicUrl,
      language: source.language,
    });
    const customer = {
      id: request.id,
      reference: source.reference,
      firstName: source.first_name,
      email: source.email,
      language: source.language,
    };
    await enqueueMail(trx, agreementRevisedMail(customer, revised.version, statusUrl), actor.now, {
      sealWith: actor.dataEncryptionKey,
    });
    return revised;
  });
}
