import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../server/db/database.ts';
import { seal } from '../server/lib/sealed-box.ts';
import { DOCUMENT_KINDS } from '../domain/documents.ts';
import { YARD_LOCATION_LABELS } from '../domain/locations.ts';
import {
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  STREETS,
  AREA_CODES,
  LETTERS,
  BANKS,
  INSTITUTIONS,
  SURNAME_WORDS,
  COMPANY_WORDS,
  COMPANY_SUFFIXES,
  YARD_WORDS,
  SPOT_KINDS,
  RELATIONSHIPS,
  REJECTION_REASONS,
} from '../tests/factories/generated-words.ts';

/**
 * Bench data for the admin review bench on PostgreSQL, set-based: each table is filled by one
 * `insert … select … from generate_series`, so 1,000,000 applications take minutes where the
 * factory's batches would take much longer. Every application is complete as a booking leaves it:
 * the row with its bank numbers sealed with the server's key, two references, three previous
 * landlords and five claimed documents (rows only: the bench reads no file). About a quarter are
 * pending, the rest accepted or rejected; one every ~7 minutes back in time, ids growing with time
 * as bookings give them.
 *
 * The search texts: a booking writes its application's text once, after its references, from the
 * view of migration 0023; here one statement writes them all from the same view, into indexes
 * dropped for the fill and rebuilt from their own definitions, which is faster than growing them
 * row by row. The values are generated, not real: names drawn from short lists, phones in the
 * fictional 555-01xx range, e-mails at example.com.
 */

export interface BulkSeedOptions {
  count: number;
  /** The app's data key, so the details and list routes can open the bank numbers. */
  dataEncryptionKey: Buffer;
  /** Creation time of the newest application; each older one is about `spacingMs` before. */
  newestAt: Date;
  spacingMs?: number;
}

export interface BulkSeedFacts {
  pending: number;
  /** Up to 1,000 ids spread over the table, for the details scenario. */
  sampleIds: number[];
}

const DEFAULT_SPACING_MS = 7 * 60_000;
/** Distinct sealed bank numbers: sealing is done here in Node, once per variant. */
const SEALED_BANK_VARIANTS = 256;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export async function seedApplicationsInBulk(db: Kysely<Database>, options: BulkSeedOptions): Promise<BulkSeedFacts> {
  const spacingMs = options.spacingMs ?? DEFAULT_SPACING_MS;
  const bank = bankVariants(options.dataEncryptionKey);
  // A random start for the booking references, so two seeds on one database do not collide.
  const referenceBase = Math.floor(Math.random() * (REFERENCE_ALPHABET.length ** 8 - options.count));
  await db.transaction().execute(async (trx) => {
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    await insertApplicationRows(trx, options, spacingMs, bank, referenceBase);
    await insertReferenceRows(trx);
    await insertLandlordRows(trx);
    await insertDocumentRows(trx);
    await writeSearchTexts(trx);
  });
  return readStoredFacts(db, options.count);
}

/**
 * What the bench needs to know of `count` stored applications: how many are pending, and 1,000 ids
 * spread over them (the details scenario reads a different one each request). Read the same way
 * after either database's seed and from a kept one (`admin-run.ts --reuse`), so a run on a kept
 * database benches the same applications and search words as the run that stored them.
 */
export async function readStoredFacts(db: Kysely<Database>, count: number): Promise<BulkSeedFacts> {
  const pending = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const step = Math.max(1, Math.floor(count / 1000));
  const sample = await sql<{
    id: number;
  }>`select id from applications where id % ${step} = 0 order by id limit 1000`.execute(db);
  return { pending: Number(pending.count), sampleIds: sample.rows.map((row) => Number(row.id)) };
}

/** A pseudo-random whole number in [0, n) from a row's key and a salt: same key, same value. */
function roll(key: RawBuilder<unknown>, salt: number, n: number) {
  return sql<number>`((hashint4((${key} * 97 + ${sql.lit(salt)})::int) & 2147483647) % ${sql.lit(n)})`;
}

function pick(list: readonly string[], key: RawBuilder<unknown>, salt: number) {
  return sql<string>`(${[...list]}::text[])[1 + ${roll(key, salt, list.length)}]`;
}

/** ISO 8601 in UTC with milliseconds, as JavaScript's toISOString() writes it (the app's format). */
function iso(timestamp: RawBuilder<unknown>) {
  return sql<string>`to_char(${timestamp}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

function day(timestamp: RawBuilder<unknown>) {
  return sql<string>`to_char(${timestamp}, 'YYYY-MM-DD')`;
}

function bankVariants(key: Buffer): { names: string[]; sealed: string[] } {
  const names: string[] = [];
  const sealed: string[] = [];
  for (let variant = 0; variant < SEALED_BANK_VARIANTS; variant += 1) {
    // Seven in ten give bank details, as in the factory; the shape the booking service seals.
    const given = variant % 10 < 7;
    const digits = (length: number, salt: number) =>
      String((variant * 7919 + salt * 104_729) % 10 ** length).padStart(length, '0');
    const numbers = given
      ? { transit: digits(5, 1), institution: INSTITUTIONS[variant % INSTITUTIONS.length], account: digits(7, 2) }
      : { transit: '', institution: '', account: '' };
    names.push(given ? (BANKS[variant % BANKS.length] ?? '') : '');
    sealed.push(seal(JSON.stringify(numbers), key));
  }
  return { names, sealed };
}

async function insertApplicationRows(
  trx: Kysely<Database>,
  options: BulkSeedOptions,
  spacingMs: number,
  bank: { names: string[]; sealed: string[] },
  referenceBase: number,
) {
  const i = sql`g.i`;
  const created = sql`g.created`;
  const reference = sql`(${referenceBase}::bigint + g.i)`;
  const referenceCharacter = (position: number) =>
    sql`substr(${REFERENCE_ALPHABET}, 1 + ((${reference} / ${sql.lit(REFERENCE_ALPHABET.length ** (7 - position))}) % ${sql.lit(REFERENCE_ALPHABET.length)})::int, 1)`;
  const referenceText = sql`'BK-' || ${sql.join(
    [0, 1, 2, 3].map(referenceCharacter),
    sql` || `,
  )} || '-' || ${sql.join([4, 5, 6, 7].map(referenceCharacter), sql` || `)}`;
  const bounced = sql`(${roll(i, 40, 10)} = 0)`;
  // Oldest first, so ids grow with time as bookings give them; application i = 0 is the newest.
  await sql`
    insert into applications (
      reference, status, created_at, decided_at, decided_by, decision_reason,
      first_name, middle_name, last_name, phone_number, email,
      street_address, apt_unit_number, city, state, postal_zip_code, applicant_date,
      highway_trucks, day_cab, box_trucks, dump_trucks, dry_vans, reefer, flatbed, other_trailers,
      move_in_date, truck_or_trailers, rate_approved_per_spot, location_applied_for,
      is_carrier_based_in_ontario, state_or_province, has_bounced_check_or_missed_payment,
      last_bounced_check_or_missed_payment, bounced_check_explanation,
      has_internal_fleet_repair_shop, will_perform_maintenance_on_properties, bank_name, bank_numbers_sealed)
    select
      ${referenceText},
      g.status,
      ${iso(created)},
      case when g.status = 'pending' then null
           else ${iso(sql`${created} + (1 + ${roll(i, 3, 72)}) * interval '1 hour'`)} end,
      null,
      case when g.status = 'rejected' and ${roll(i, 4, 2)} = 0 then ${pick(REJECTION_REASONS, i, 5)} end,
      (${FIRST_NAMES}::text[])[1 + g.first],
      case when ${roll(i, 6, 10)} < 3 then ${pick(FIRST_NAMES, i, 7)} else '' end,
      (${LAST_NAMES}::text[])[1 + g.last],
      ${phone(i, 8)},
      (${FIRST_NAMES.map(asciiLower)}::text[])[1 + g.first] || '.' ||
        (${LAST_NAMES.map(asciiLower)}::text[])[1 + g.last] || g.i || '@example.com',
      (10 + ${roll(i, 9, 9900)}) || ' ' || ${pick(STREETS, i, 10)},
      case when ${roll(i, 11, 10)} < 3 then 'Unit ' || (1 + ${roll(i, 12, 40)}) else '' end,
      (${PLACES.map((place) => place.city)}::text[])[1 + g.place],
      'ON',
      (${PLACES.map((place) => place.postal)}::text[])[1 + g.place] || ' ' || ${roll(i, 13, 10)} ||
        ${pick(LETTERS, i, 14)} || ${roll(i, 15, 10)},
      ${day(created)},
      ${roll(i, 16, 12)}, ${roll(i, 17, 4)}, ${roll(i, 18, 3)}, ${roll(i, 19, 2)},
      ${roll(i, 20, 15)}, ${roll(i, 21, 6)}, ${roll(i, 22, 4)}, ${roll(i, 23, 3)},
      ${day(sql`${created} + (7 + ${roll(i, 24, 30)}) * interval '1 day'`)},
      ${roll(i, 25, 2)},
      250 + ${roll(i, 26, 30)} * 5,
      ${pick(YARD_LOCATION_LABELS, i, 27)},
      case when ${roll(i, 28, 100)} < 85 then 1 else 0 end,
      'Ontario',
      case when ${bounced} then 1 else 0 end,
      case when ${bounced} then ${day(sql`${created} - (60 + ${roll(i, 29, 600)}) * interval '1 day'`)} else '' end,
      case when ${bounced} then 'A customer paid late during a slow season; settled within two weeks.' else '' end,
      case when ${roll(i, 30, 10)} < 4 then 1 else 0 end,
      case when ${roll(i, 31, 10)} < 2 then 1 else 0 end,
      (${bank.names}::text[])[1 + g.bank],
      (${bank.sealed}::text[])[1 + g.bank]
    from (
      select s.i,
        timestamp '1970-01-01' + (${options.newestAt.getTime()}::bigint - s.i::bigint * ${spacingMs}
          - ${roll(sql`s.i`, 1, Math.floor(spacingMs / 2))}) * interval '1 millisecond' as created,
        case when ${roll(sql`s.i`, 2, 100)} < 25 then 'pending'
             when ${roll(sql`s.i`, 2, 100)} < 75 then 'accepted' else 'rejected' end as status,
        ${roll(sql`s.i`, 32, FIRST_NAMES.length)} as first,
        ${roll(sql`s.i`, 33, LAST_NAMES.length)} as last,
        ${roll(sql`s.i`, 34, PLACES.length)} as place,
        ${roll(sql`s.i`, 35, SEALED_BANK_VARIANTS)} as bank
      from generate_series(${options.count - 1}::int, 0, -1) as s (i)
    ) as g
    order by g.i desc`.execute(trx);
}

function phone(key: RawBuilder<unknown>, salt: number) {
  return sql<string>`${pick(AREA_CODES, key, salt)} || '-555-01' || lpad(${roll(key, salt + 1000, 100)}::text, 2, '0')`;
}

async function insertReferenceRows(trx: Kysely<Database>) {
  const key = sql`(a.id * 2 + p.position)`;
  await sql`
    insert into application_references (application_id, position, name, relationship, company, phone, address, email)
    select a.id, p.position,
      (${FIRST_NAMES}::text[])[1 + n.first] || ' ' || (${LAST_NAMES}::text[])[1 + n.last],
      ${pick(RELATIONSHIPS, key, 51)},
      ${pick(SURNAME_WORDS, key, 52)} || ' ' || ${pick(COMPANY_WORDS, key, 53)} || ' ' || ${pick(COMPANY_SUFFIXES, key, 54)},
      ${phone(key, 55)},
      (10 + ${roll(key, 56, 900)}) || ' ' || ${pick(STREETS, key, 57)} || ', ' ||
        ${pick(
          PLACES.map((place) => place.city),
          key,
          58,
        )} || ', ON',
      (${FIRST_NAMES.map(asciiLower)}::text[])[1 + n.first] || '.' ||
        (${LAST_NAMES.map(asciiLower)}::text[])[1 + n.last] || '@example.com'
    from applications a
    cross join (values (0), (1)) as p (position)
    cross join lateral (select ${roll(key, 59, FIRST_NAMES.length)} as first, ${roll(key, 60, LAST_NAMES.length)} as last) as n
    order by a.id, p.position`.execute(trx);
}

async function insertLandlordRows(trx: Kysely<Database>) {
  const key = sql`(a.id * 3 + p.position)`;
  // Three rentals going back in time without overlap: each ends 0–29 days plus 1,200 days per
  // position before the application and lasted 180–1,079 days.
  const ends = sql`(a.created_at::timestamp - (p.position * 1200 + ${roll(key, 61, 30)}) * interval '1 day')`;
  await sql`
    insert into application_previous_landlords (application_id, position, company, phone, address, landlord_name,
      space_rented, rental_start_date, rental_end_date, can_contact_for_reference)
    select a.id, p.position,
      ${pick(SURNAME_WORDS, key, 62)} || ' ' || ${pick(YARD_WORDS, key, 63)},
      ${phone(key, 64)},
      (10 + ${roll(key, 65, 900)}) || ' ' || ${pick(STREETS, key, 66)} || ', ' ||
        ${pick(
          PLACES.map((place) => place.city),
          key,
          67,
        )} || ', ON',
      ${pick(FIRST_NAMES, key, 68)} || ' ' || ${pick(LAST_NAMES, key, 69)},
      (2 + ${roll(key, 70, 20)}) || ' ' || ${pick(SPOT_KINDS, key, 71)} || ' spots',
      ${day(sql`${ends} - (180 + ${roll(key, 72, 900)}) * interval '1 day'`)},
      ${day(ends)},
      case when ${roll(key, 73, 10)} < 8 then 1 else 0 end
    from applications a
    cross join (values (0), (1), (2)) as p (position)
    order by a.id, p.position`.execute(trx);
}

/**
 * The five documents a booking claims, as the upload left them and the booking claimed them
 * (application, claimed at booking). Ids, storage keys and reference hashes have the app's shapes
 * (UUIDs, 64 hex digits) but count up instead of being random: 5,000,000 random keys in three
 * unique indexes took most of the seed's time, and no bench call looks documents up by them.
 */
async function insertDocumentRows(trx: Kysely<Database>) {
  const key = sql`(a.id * 5 + k.position)`;
  const documentKey = (middle: string) =>
    sql`lpad(to_hex(a.id), 8, '0') || '-0000-${sql.raw(middle)}-' || lpad(to_hex(k.position), 12, '0')`;
  const kinds = DOCUMENT_KINDS.map((document) => document.kind);
  await sql`
    insert into documents (id, reference_hash, kind, content_type, byte_size, storage_key, original_name,
      created_at, application_id, claimed_at)
    select ${documentKey('4000-8000')}, lpad(to_hex(${key}), 64, '0'),
      k.kind,
      case when ${roll(key, 81, 3)} = 0 then 'application/pdf' else 'image/jpeg' end,
      80000 + ${roll(key, 82, 2_000_000)},
      ${documentKey('4000-9000')},
      lower(k.kind) || case when ${roll(key, 81, 3)} = 0 then '.pdf' else '.jpg' end,
      ${iso(sql`a.created_at::timestamp - (1 + ${roll(key, 83, 50)}) * interval '1 minute'`)},
      a.id,
      a.created_at
    from applications a
    cross join unnest(${kinds}::text[]) with ordinality as k (kind, position)
    order by a.id, k.position`.execute(trx);
}

/** Every application's search text from migration 0023's view, into its indexes rebuilt once. */
async function writeSearchTexts(trx: Kysely<Database>) {
  const definitions: string[] = [];
  for (const name of ['application_search_body_trgm_idx', 'application_search_created_idx']) {
    const index = await sql<{
      definition: string | null;
    }>`select pg_get_indexdef(to_regclass(${name})) as definition`.execute(trx);
    const definition = index.rows[0]?.definition;
    if (!definition) throw new Error(`the search index ${name} is missing`);
    definitions.push(definition);
    await sql`drop index ${sql.id(name)}`.execute(trx);
  }
  await sql`insert into application_search (application_id, created_at, body)
    select application_id, created_at, body from application_search_texts`.execute(trx);
  for (const definition of definitions) await sql.raw(definition).execute(trx);
}

function asciiLower(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
