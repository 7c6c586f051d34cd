import { randomInt } from 'node:crypto';
import { CompiledQuery, type Insertable, type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { ApplicationStatus } from '../../domain/admin.schema.ts';
import { YARD_LOCATION_LABELS } from '../../domain/locations.ts';
import type {
  ApplicationPreviousLandlordsTable,
  ApplicationReferencesTable,
  Database,
  NewApplicationRow,
} from '../../server/db/database.ts';
import type { FleetColumn } from '../../server/lib/fleet-counts.ts';
import { seal } from '../../server/lib/sealed-box.ts';
import { writeSearchTexts } from '../../server/modules/search/search.repository.ts';
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
} from './generated-words.ts';

/**
 * Stored applications written straight into the database, for tests and benchmarks that need many
 * (100,000 in a second or two on SQLite) without going through the booking endpoint. Each one is
 * complete like a real booking: the application row with its bank numbers sealed with the real
 * key, two references and three previous landlords. No documents: tests that need documents make
 * a real booking. People and companies are made up; phone numbers are in the fictional 555-01xx
 * range and e-mails use example.com.
 */

/** What a test usually wants to fix about an application; everything else is generated. */
export interface ApplicationOverrides {
  status?: ApplicationStatus;
  createdAt?: string;
  decidedAt?: string | null;
  decisionReason?: string | null;
  reference?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  city?: string;
  streetAddress?: string;
  postalZipCode?: string;
  locationAppliedFor?: string;
  bank?: { bank: string; transit: string; institution: string; account: string };
  /** Companies of the two references. */
  referenceCompanies?: [string, string];
  /** Fleet counts to fix (the others stay generated), e.g. `{ highway_trucks: 3, dry_vans: 0 }`. */
  fleet?: Partial<Record<FleetColumn, number>>;
  moveInDate?: string;
  /** The day an accepted application's spaces are free again. */
  moveOutDate?: string | null;
}

export interface InsertApplicationsOptions {
  count: number;
  /** The app's data key (app.secrets.dataEncryptionKey), so the details route can open the numbers. */
  dataEncryptionKey: Buffer;
  /** Creation time of application 0; each next one is older by about `spacingMs`. */
  newestAt?: Date;
  spacingMs?: number;
  /** Same seed, same people (ids and references aside). */
  seed?: number;
  /**
   * The references' start, for a test that searches for a piece of a reference: a random start
   * (the default, so two calls on one database do not collide) can draw that piece now and then.
   */
  referenceBase?: number;
  overrides?: (index: number) => ApplicationOverrides;
  /** False on a database migrated only up to 0022, whose triggers write the search texts. */
  writeSearchTexts?: boolean;
}

export interface InsertedApplication {
  id: number;
  reference: string;
  status: ApplicationStatus;
  createdAt: string;
}

/** Applications per INSERT; the rows travel as one JSON parameter, so no parameter limit applies. */
const BATCH_SIZE = 2_000;
const DEFAULT_NEWEST_AT = new Date('2026-11-20T15:00:00.000Z');
const DEFAULT_SPACING_MS = 7 * 60_000;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Distinct sets of bank numbers per call: sealing is the costliest step, and real rows repeat little else. */
const SEALED_BANK_VARIANTS = 256;

export async function insertApplications(
  db: Kysely<Database>,
  options: InsertApplicationsOptions,
): Promise<InsertedApplication[]> {
  const generator = createGenerator(options);
  const newestAt = (options.newestAt ?? DEFAULT_NEWEST_AT).getTime();
  const spacingMs = options.spacingMs ?? DEFAULT_SPACING_MS;
  // A random start for the references of this call, so two calls on one database do not collide.
  const referenceBase = options.referenceBase ?? randomInt(2 ** 40);
  const insertRows = bulkInserter(db);
  const inserted: InsertedApplication[] = [];

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.count; start += BATCH_SIZE) {
      const end = Math.min(start + BATCH_SIZE, options.count);
      const people: GeneratedApplication[] = [];
      for (let index = start; index < end; index += 1) {
        // Older by one spacing per index, with jitter inside the step so the order stays by index.
        const createdAt = new Date(newestAt - index * spacingMs - Math.floor(generator.random() * spacingMs * 0.5));
        people.push(
          generator.application(
            index,
            createdAt,
            bookingReference(referenceBase + index),
            options.overrides?.(index) ?? {},
          ),
        );
      }
      const ids = await insertRows(
        trx,
        'applications',
        people.map((person) => person.row),
        ['id', 'reference'],
      );
      const idOfReference = new Map(ids.map((row) => [String(row.reference), Number(row.id)]));
      const references: Insertable<ApplicationReferencesTable>[] = [];
      const landlords: Insertable<ApplicationPreviousLandlordsTable>[] = [];
      for (const person of people) {
        const id = idOfReference.get(person.row.reference);
        if (id === undefined) throw new Error(`insertApplications: no id came back for ${person.row.reference}`);
        for (const reference of person.references) references.push({ ...reference, application_id: id });
        for (const landlord of person.landlords) landlords.push({ ...landlord, application_id: id });
        inserted.push({
          id,
          reference: person.row.reference,
          status: person.row.status ?? 'pending',
          createdAt: person.row.created_at,
        });
      }
      await insertRows(trx, 'application_references', references);
      await insertRows(trx, 'application_previous_landlords', landlords);
      // As a booking does: each application's search text once, after its references.
      if (options.writeSearchTexts !== false) {
        await writeSearchTexts(
          trx,
          inserted.slice(start).map((application) => application.id),
        );
      }
    }
  });
  return inserted;
}

/** One stored application, pending unless `overrides` say otherwise: a booking just made. */
export async function insertApplication(
  db: Kysely<Database>,
  dataEncryptionKey: Buffer,
  overrides: ApplicationOverrides = {},
): Promise<InsertedApplication> {
  const [inserted] = await insertApplications(db, {
    count: 1,
    dataEncryptionKey,
    seed: randomInt(2 ** 31),
    overrides: () => ({ status: 'pending', ...overrides }),
  });
  if (!inserted) throw new Error('insertApplication inserted nothing');
  return inserted;
}

type BulkTable = 'applications' | 'application_references' | 'application_previous_landlords';

/**
 * Many rows per statement. PostgreSQL gets them as one JSON parameter it unpacks itself
 * (json_populate_recordset); SQLite gets a multi-row VALUES list compiled here once per shape,
 * which is cheaper than both Kysely's query builder at this size and SQLite's json_each (that
 * re-parses each row's JSON for every column).
 */
function bulkInserter(db: Kysely<Database>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return async function insertRows(
    trx: Transaction<Database>,
    table: BulkTable,
    rows: object[],
    returning: string[] = [],
  ): Promise<Array<Record<string, unknown>>> {
    const first = rows[0];
    if (!first) return [];
    const columns = Object.keys(first);
    const returningClause = returning.length > 0 ? ` returning ${returning.map(quote).join(', ')}` : '';
    if (isPostgres) {
      const columnList = columns.map(quote).join(', ');
      const query = CompiledQuery.raw(
        `insert into ${quote(table)} (${columnList}) select ${columnList} ` +
          `from json_populate_recordset(null::${quote(table)}, $1::json)${returningClause}`,
        [JSON.stringify(rows)],
      );
      return (await trx.executeQuery<Record<string, unknown>>(query)).rows;
    }
    const results: Array<Record<string, unknown>> = [];
    const rowsPerStatement = Math.max(1, Math.floor(SQLITE_MAX_PARAMETERS / columns.length));
    const placeholders = `(${columns.map(() => '?').join(', ')})`;
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      const chunk = rows.slice(start, start + rowsPerStatement) as Array<Record<string, unknown>>;
      const parameters: unknown[] = [];
      for (const row of chunk) for (const column of columns) parameters.push(row[column]);
      const query = CompiledQuery.raw(
        `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ` +
          `${Array.from({ length: chunk.length }, () => placeholders).join(', ')}${returningClause}`,
        parameters,
      );
      results.push(...(await trx.executeQuery<Record<string, unknown>>(query)).rows);
    }
    return results;
  };
}

/** Below SQLite's default limit of 32,766 bound parameters per statement. */
const SQLITE_MAX_PARAMETERS = 32_000;

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

interface GeneratedApplication {
  row: NewApplicationRow & { reference: string; created_at: string };
  references: Omit<Insertable<ApplicationReferencesTable>, 'application_id'>[];
  landlords: Omit<Insertable<ApplicationPreviousLandlordsTable>, 'application_id'>[];
}

/** The made-up people of one call, drawn from one seeded sequence. */
function createGenerator(options: InsertApplicationsOptions) {
  const random = seededRandom(options.seed ?? 20261120);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const below = (limit: number) => Math.floor(random() * limit);
  const digits = (length: number) => String(below(10 ** length)).padStart(length, '0');
  const phone = () => `${pick(AREA_CODES)}-555-01${digits(2)}`;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const address = () => `${10 + below(900)} ${pick(STREETS)}, ${pick(PLACES).city}, ON`;
  const bankVariants = Array.from({ length: Math.min(SEALED_BANK_VARIANTS, options.count) }, () => {
    const bank =
      random() < 0.7
        ? { bank: pick(BANKS), transit: digits(5), institution: pick(INSTITUTIONS), account: digits(7 + below(6)) }
        : { bank: '', transit: '', institution: '', account: '' };
    return { name: bank.bank, sealed: sealBank(bank, options.dataEncryptionKey) };
  });

  function application(
    index: number,
    defaultCreatedAt: Date,
    defaultReference: string,
    overrides: ApplicationOverrides,
  ): GeneratedApplication {
    const firstName = overrides.firstName ?? pick(FIRST_NAMES);
    const lastName = overrides.lastName ?? pick(LAST_NAMES);
    const place = pick(PLACES);
    const createdAt = overrides.createdAt ?? defaultCreatedAt.toISOString();
    const created = Date.parse(createdAt);
    const status = overrides.status ?? defaultStatus(random());
    const decidedAt =
      overrides.decidedAt !== undefined
        ? overrides.decidedAt
        : status === 'pending'
          ? null
          : new Date(created + (1 + below(72)) * HOUR_MS).toISOString();
    const bounced = random() < 0.1;
    const bank = overrides.bank
      ? { name: overrides.bank.bank, sealed: sealBank(overrides.bank, options.dataEncryptionKey) }
      : pick(bankVariants);
    const companies = overrides.referenceCompanies ?? [companyName(), companyName()];

    const row: GeneratedApplication['row'] = {
      reference: overrides.reference ?? defaultReference,
      status,
      created_at: createdAt,
      decided_at: decidedAt,
      decided_by: null,
      decision_reason:
        overrides.decisionReason !== undefined
          ? overrides.decisionReason
          : status === 'rejected' && random() < 0.5
            ? pick(REJECTION_REASONS)
            : null,
      first_name: firstName,
      middle_name: overrides.middleName ?? (random() < 0.3 ? pick(FIRST_NAMES) : ''),
      last_name: lastName,
      phone_number: overrides.phoneNumber ?? phone(),
      email: overrides.email ?? `${asciiLower(firstName)}.${asciiLower(lastName)}${index}@example.com`,
      street_address: overrides.streetAddress ?? `${10 + below(9900)} ${pick(STREETS)}`,
      apt_unit_number: random() < 0.3 ? `Unit ${1 + below(40)}` : '',
      city: overrides.city ?? place.city,
      state: 'ON',
      postal_zip_code: overrides.postalZipCode ?? `${place.postal} ${digits(1)}${pick(LETTERS)}${digits(1)}`,
      applicant_date: day(created),
      highway_trucks: below(12),
      day_cab: below(4),
      box_trucks: below(3),
      dump_trucks: below(2),
      dry_vans: below(15),
      reefer: below(6),
      flatbed: below(4),
      other_trailers: below(3),
      move_in_date: day(created + (7 + below(30)) * DAY_MS),
      truck_or_trailers: below(2),
      rate_approved_per_spot: 250 + below(30) * 5,
      location_applied_for: overrides.locationAppliedFor ?? pick(YARD_LOCATION_LABELS),
      is_carrier_based_in_ontario: random() < 0.85 ? 1 : 0,
      state_or_province: 'Ontario',
      has_bounced_check_or_missed_payment: bounced ? 1 : 0,
      last_bounced_check_or_missed_payment: bounced ? day(created - (60 + below(600)) * DAY_MS) : '',
      bounced_check_explanation: bounced ? 'A customer paid late during a slow season; settled within two weeks.' : '',
      has_internal_fleet_repair_shop: random() < 0.4 ? 1 : 0,
      will_perform_maintenance_on_properties: random() < 0.2 ? 1 : 0,
      bank_name: bank.name,
      bank_numbers_sealed: bank.sealed,
      ...overrides.fleet,
      ...(overrides.moveInDate === undefined ? {} : { move_in_date: overrides.moveInDate }),
      ...(overrides.moveOutDate === undefined ? {} : { move_out_date: overrides.moveOutDate }),
    };

    const references = companies.map((company, position) => {
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      return {
        position,
        name: `${first} ${last}`,
        relationship: pick(RELATIONSHIPS),
        company,
        phone: phone(),
        address: address(),
        email: `${asciiLower(first)}.${asciiLower(last)}@example.com`,
      };
    });

    let rentalEnd = created - below(30) * DAY_MS;
    const landlords = [0, 1, 2].map((position) => {
      const rentalStart = rentalEnd - (180 + below(900)) * DAY_MS;
      const landlord = {
        position,
        company: `${pick(SURNAME_WORDS)} ${pick(YARD_WORDS)}`,
        phone: phone(),
        address: address(),
        landlord_name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        space_rented: `${2 + below(20)} ${pick(SPOT_KINDS)} spots`,
        rental_start_date: day(rentalStart),
        rental_end_date: day(rentalEnd),
        can_contact_for_reference: random() < 0.8 ? 1 : 0,
      };
      rentalEnd = rentalStart - (1 + below(60)) * DAY_MS;
      return landlord;
    });

    return { row, references, landlords };
  }

  function companyName(): string {
    return `${pick(SURNAME_WORDS)} ${pick(COMPANY_WORDS)} ${pick(COMPANY_SUFFIXES)}`;
  }

  return { random, application };
}

function sealBank(bank: { transit: string; institution: string; account: string }, key: Buffer): string {
  // The shape the booking service seals (applications.service.ts).
  return seal(JSON.stringify({ transit: bank.transit, institution: bank.institution, account: bank.account }), key);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Older applications are mostly decided; about a quarter wait for review. */
function defaultStatus(roll: number): ApplicationStatus {
  if (roll < 0.25) return 'pending';
  return roll < 0.75 ? 'accepted' : 'rejected';
}

/** `BK-XXXX-XXXX` in the booking alphabet, unique for every distinct number below 30^8. */
function bookingReference(number: number): string {
  let rest = number % REFERENCE_ALPHABET.length ** 8;
  let characters = '';
  for (let position = 0; position < 8; position += 1) {
    characters = `${REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length]}${characters}`;
    rest = Math.floor(rest / REFERENCE_ALPHABET.length);
  }
  return `BK-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

function asciiLower(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/** mulberry32: small, fast and good enough for made-up people. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
