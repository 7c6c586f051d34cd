import fc from 'fast-check';
import { afterAll, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../domain/api-error.schema.ts';
import { lacksReplyWay } from '../../domain/enquiry.schema.ts';
import { PREVIOUS_LANDLORD_COUNT } from '../../domain/booking.schema.ts';
import { isPlaceholderName, isPlaceholderPhone } from '../../domain/placeholder-answers.ts';
import { postalCodeProblem } from '../../domain/postal-codes.ts';
import { countryOfRegion } from '../../domain/regions.ts';
import { API_DOCS } from '../../server/modules/api-docs/api-docs.routes.ts';
import { signInAsAdmin, TEST_ADMIN } from '../support/admin-session.ts';
import { makeJpeg, multipartBody, uploadAllDocuments } from '../support/documents.ts';
import { arbitraryOf, type JsonSchema } from '../support/json-schema-arbitrary.ts';
import { createTestApp, TEST_DATABASE_KIND } from '../support/test-app.ts';

/*
 * Property-based fuzz of every operation of our own OpenAPI document: requests valid by its
 * schemas, and the same with one thing wrong (a wrong type, null, a field left out, text too long,
 * control characters, a field too many), signed in where the operation asks for it. Whatever is
 * sent, the answer is never a 5xx and its status is one the document lists for that operation;
 * an error answer is the ApiError shape. A valid request is not refused as invalid (400) unless its
 * validity depends on state the schema cannot know (a code, a password), listed below with why.
 * Fixed seed and a bounded number of runs: the same requests every time, in seconds.
 * docs/decisions/062-an-api-description-that-tells-the-truth.md
 */

const SEED = 62;
const VALID_RUNS = 6;
const MUTATED_RUNS = 20;

/** Valid by the schema, refused by the server on what only the server knows. */
const STATEFUL_400: Record<string, string> = {
  changePassword: 'the new password must not be easily guessed, which the server checks (zxcvbn)',
  confirmPasswordReset: 'the code must be the one e-mailed',
  enableTwoFactor: "the code must be the authenticator's current one",
  disableTwoFactor: "the password must be the account's",
  requestPasswordResetCode: 'the new password must not be easily guessed, which the server checks (zxcvbn)',
};

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

const testApp = await createTestApp({ rateLimits: false });
afterAll(async () => {
  await testApp.close();
});
const document = (await testApp.app.inject({ method: 'GET', url: API_DOCS.openApi })).json<Document>();
const context = { components: document.components.schemas };
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);
let adminPassword: string = TEST_ADMIN.password;

interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** Send the body as the browser's own form encoding (operations that take it). */
  asForm?: boolean;
  /** A multipart upload. */
  file?: { field: string; content: Uint8Array; filename: string };
}

let addressCounter = 0;
/** Each request from an address of its own, so the sign-in throttle of one never blocks the next. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** %-encoded UTF-8; half of a surrogate pair (which has none) goes as the bytes a broken encoder would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\u0000')).replaceAll('%00', '%ED%A0%80');
  }
}

/** A repeated name for an array, JSON for an object, text for the rest. */
function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

async function send(path: string, method: string, request: FuzzRequest, headers: Record<string, string>) {
  const url =
    path.replace(/\{(\w+)\}/g, (_match, name: string) => encode(String(request.path[name]))) +
    queryString(request.query);
  const sent: Record<string, string> = { ...headers };
  let payload: string | Buffer | undefined;
  if (request.file) {
    const body = await multipartBody(Buffer.from(request.file.content), {
      field: request.file.field,
      filename: request.file.filename,
    });
    payload = body.payload;
    Object.assign(sent, body.headers);
  } else if (request.body !== undefined && request.asForm) {
    const fields = request.body && typeof request.body === 'object' ? Object.entries(request.body) : [];
    const form = new URLSearchParams();
    for (const [name, value] of fields) {
      // A form has no null: a field with none is left out, as a browser leaves out what it lacks.
      if (value === null) continue;
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    // A body that is no object is sent as it is: what a browser would never send, a script might.
    payload = fields.length > 0 || typeof request.body === 'object' ? form.toString() : JSON.stringify(request.body);
    sent['content-type'] = 'application/x-www-form-urlencoded';
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    sent['content-type'] = 'application/json';
  }
  return testApp.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: sent,
    payload,
    remoteAddress: nextAddress(),
  });
}

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.record(
    Object.fromEntries(inPath.map((parameter) => [parameter.name, arbitraryOf(parameter.schema, context)])),
  );
  const query = fc.record(
    Object.fromEntries(inQuery.map((parameter) => [parameter.name, arbitraryOf(parameter.schema, context)])),
    { requiredKeys: inQuery.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const field = Object.keys((content['multipart/form-data'].schema.properties as object | undefined) ?? {})[0] ?? '';
    const file = fc.record({
      field: fc.constant(field),
      content: fc.constant(JPEG),
      filename: fc.constant('scan.jpg'),
    });
    return fc.record({ path, query, file });
  }
  const json = content['application/json'];
  if (!json) return fc.record({ path, query });
  const body = arbitraryOf(json.schema, context);
  return fc.record({
    path,
    query,
    body,
    asForm: content['application/x-www-form-urlencoded'] ? fc.boolean() : fc.constant(false),
  });
}

const JPEG = new Uint8Array(await makeJpeg(16, 12));

// ---- mutations ----------------------------------------------------------------------------------

type Slot = { where: 'path' | 'query' | 'body' | 'file'; keys: Array<string | number> };

function slotsOf(request: FuzzRequest): Slot[] {
  const slots: Slot[] = [];
  for (const name of Object.keys(request.path)) slots.push({ where: 'path', keys: [name] });
  for (const name of Object.keys(request.query)) slots.push({ where: 'query', keys: [name] });
  if (request.file) slots.push({ where: 'file', keys: [] });
  const walk = (value: unknown, keys: Array<string | number>) => {
    slots.push({ where: 'body', keys });
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...keys, index]));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...keys, key]);
    }
  };
  if (request.body !== undefined) walk(request.body, []);
  // Nothing to aim at (no parameters, no body): the request as a whole gets a body it does not expect.
  if (slots.length === 0) slots.push({ where: 'body', keys: [] });
  return slots;
}

const MUTATIONS = ['wrong type', 'null', 'missing', 'too long', 'control characters', 'extra field'] as const;
type Mutation = (typeof MUTATIONS)[number];
const WRONG_TYPES: unknown[] = [42, 'text', true, {}, [], 1.5, -1, '', [null]];
const CONTROL_TEXTS = ['\u0000', 'a\u0007b', 'x\u001b[31my', '\u202eevil', 'tab\there', 'line\nbreak', '\ud800'];

function mutatedValue(mutation: Mutation, current: unknown, variant: number): unknown {
  switch (mutation) {
    case 'wrong type': {
      const others = WRONG_TYPES.filter((value) => typeof value !== typeof current || Array.isArray(current));
      return others[variant % others.length];
    }
    case 'null':
      return null;
    case 'too long':
      return 'x'.repeat(variant % 2 === 0 ? 5_000 : 300);
    case 'control characters':
      return typeof current === 'string'
        ? `${current}${CONTROL_TEXTS[variant % CONTROL_TEXTS.length]}`
        : CONTROL_TEXTS[variant % CONTROL_TEXTS.length];
    default:
      return current;
  }
}

function mutate(request: FuzzRequest, slotIndex: number, mutation: Mutation, variant: number): FuzzRequest {
  const copy: FuzzRequest = structuredClone(request);
  const slots = slotsOf(copy);
  const slot = slots[slotIndex % slots.length] as Slot;
  if (slot.where === 'file' && copy.file) {
    const files = [
      { ...copy.file, field: 'file' },
      { ...copy.file, content: new Uint8Array(0) },
      { ...copy.file, content: new TextEncoder().encode('%PDF-not really\u0000'), filename: 'x.pdf' },
      { ...copy.file, content: new Uint8Array(Array.from({ length: 600 }, (_item, index) => (index * 37) % 256)) },
    ];
    copy.file = files[variant % files.length];
    return copy;
  }
  if (slot.where === 'path' || slot.where === 'query') {
    const target = slot.where === 'path' ? copy.path : copy.query;
    const name = slot.keys[0] as string;
    if (mutation === 'missing' && slot.where === 'query') delete target[name];
    else if (mutation === 'extra field') copy.query[`unexpected${variant}`] = 'x';
    else target[name] = mutation === 'missing' ? '' : mutatedValue(mutation, target[name], variant);
    return copy;
  }
  if (slot.keys.length === 0) {
    if (mutation === 'missing') delete copy.body;
    else if (mutation === 'extra field' && copy.body && typeof copy.body === 'object') {
      (copy.body as Record<string, unknown>)[`unexpected${variant}`] = 'x';
    } else copy.body = mutatedValue(mutation, copy.body, variant);
    return copy;
  }
  const parent = slot.keys
    .slice(0, -1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], copy.body) as
    Record<string, unknown> | unknown[];
  const key = slot.keys.at(-1) as string | number;
  const current = (parent as Record<string | number, unknown>)[key];
  if (mutation === 'missing') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  } else if (mutation === 'extra field') {
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      (current as Record<string, unknown>)[`unexpected${variant}`] = 'x';
    } else if (!Array.isArray(parent)) parent[`unexpected${variant}`] = 'x';
    else parent.push('x');
  } else {
    (parent as Record<string | number, unknown>)[key] = mutatedValue(mutation, current, variant);
  }
  return copy;
}

// ---- what the server must answer --------------------------------------------------------------

function describe(request: FuzzRequest): string {
  const { file, ...rest } = request;
  return JSON.stringify({ ...rest, ...(file ? { file: { ...file, content: `${file.content.length} bytes` } } : {}) });
}

function expectDocumented(
  label: string,
  operation: Operation,
  request: FuzzRequest,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  const context = `${label} ${describe(request).slice(0, 600)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(Object.keys(operation.responses), context).toContain(String(response.statusCode));
  if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('application/json')) {
    expect(ApiErrorSchema.safeParse(JSON.parse(response.body)).success, context).toBe(true);
  }
}

type Person = Record<string, unknown>;
type BookingBody = {
  personalInfo: Record<string, unknown>;
  moveInInfo: { isCarrierBasedInOntario: boolean; stateOrProvince?: string | null };
  references: Person[];
  previousLandlords: Array<{ rentalStartDate: string; rentalEndDate: string } & Person>;
  previousLandlordsNote?: string | null;
  fleetInfo: {
    hasBouncedCheckOrMissedPayment: boolean;
    lastBouncedCheckOrMissedPayment?: string | null;
    bouncedCheckExplanation?: string | null;
  };
};
type ChangePasswordBody = { password: string; confirmPassword: string; currentPassword?: string };
type RequestCorrectionsBody = { documents: Array<{ kind: string; reason: string }> };

/** The rules the document states in prose (descriptions), which a schema-valid body may break. */
async function repairValid(operationId: string, request: FuzzRequest): Promise<FuzzRequest> {
  if (!request.body || typeof request.body !== 'object') return request;
  // The honeypot: filled, the request is answered as a success and nothing is stored.
  delete (request.body as { website?: unknown }).website;
  if (operationId === 'createApplicationForm') {
    const booking = request.body as BookingBody;
    Object.assign(booking.personalInfo, await uploadAllDocuments(testApp.app));
    for (const landlord of booking.previousLandlords) {
      if (landlord.rentalEndDate < landlord.rentalStartDate) {
        [landlord.rentalStartDate, landlord.rentalEndDate] = [landlord.rentalEndDate, landlord.rentalStartDate];
      }
    }
    const fleet = booking.fleetInfo;
    if (fleet.hasBouncedCheckOrMissedPayment) {
      // On "yes" the date must be a real one (the description says so); on "no" any text is ignored.
      if (!/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/.test(fleet.lastBouncedCheckOrMissedPayment ?? '')) {
        fleet.lastBouncedCheckOrMissedPayment = '2024-03-01';
      }
      if ((fleet.bouncedCheckExplanation ?? '').length < 3) fleet.bouncedCheckExplanation = 'A cheque bounced once.';
    }
    repairCarrierAnswers(booking);
  }
  if (operationId === 'sendEnquiry') {
    // A way to reply, e-mail or phone: stated in Email's description, not expressible in the schema.
    const enquiry = request.body as { Email?: unknown; PhoneNumber?: unknown };
    if (lacksReplyWay(enquiry)) enquiry.Email = 'reply@example.com';
  }
  if (operationId === 'changePassword') {
    const change = request.body as ChangePasswordBody;
    change.confirmPassword = change.password;
    if (change.currentPassword !== undefined) change.currentPassword = adminPassword;
  }
  if (operationId === 'requestCorrections') {
    const corrections = request.body as RequestCorrectionsBody;
    const seen = new Set<string>();
    corrections.documents = corrections.documents.filter(
      (document) => !seen.has(document.kind) && seen.add(document.kind),
    );
  }
  return request;
}

/**
 * The booking's rules between fields and against placeholders, stated in its descriptions (ADR 064):
 * a note with fewer than three landlords, a province for a carrier outside Ontario, a postal code
 * in the format of the province's country, and real names and phones for the people we call.
 */
function repairCarrierAnswers(booking: BookingBody) {
  const note = (booking.previousLandlordsNote ?? '').trim();
  if (booking.previousLandlords.length < PREVIOUS_LANDLORD_COUNT && (note.length < 3 || isPlaceholderName(note))) {
    booking.previousLandlordsNote = 'A first rental';
  }
  const moveIn = booking.moveInInfo;
  if (!moveIn.isCarrierBasedInOntario && (moveIn.stateOrProvince ?? '').trim() === '')
    moveIn.stateOrProvince = 'Quebec';
  const person = booking.personalInfo;
  const country = countryOfRegion(String(person.state));
  if (postalCodeProblem(String(person.state), String(person.postalZipCode))) {
    person.postalZipCode = country === 'US' ? '10001' : 'L5N 7Z9';
  }
  if (typeof person.companyName === 'string' && isPlaceholderName(person.companyName))
    person.companyName = 'Real Freight Inc.';
  for (const contact of [...booking.references, ...booking.previousLandlords]) {
    for (const field of ['name', 'landlordName', 'company']) {
      if (typeof contact[field] === 'string' && isPlaceholderName(contact[field])) contact[field] = 'Real Name';
    }
    if (typeof contact.phone === 'string' && isPlaceholderPhone(contact.phone)) contact.phone = '416-555-0142';
  }
}

/** Signing out and changing the password end the session: those get a fresh one for each request. */
const ENDS_THE_SESSION = new Set(['logout', 'changePassword']);

async function authFor(operation: Operation): Promise<Record<string, string>> {
  if (!operation.security?.length) return {};
  return (await signInAsAdmin(testApp, { password: adminPassword })).headers;
}

for (const { path, method, operation } of operations) {
  test(`${method} ${path} answers only the statuses the document lists, never a 5xx (${TEST_DATABASE_KIND})`, async () => {
    let sessionHeaders = await authFor(operation);
    const headersFor = async () => (ENDS_THE_SESSION.has(operation.operationId) ? authFor(operation) : sessionHeaders);
    const requests = requestArbitrary(operation);

    await fc.assert(
      fc.asyncProperty(requests, async (generated) => {
        const request = await repairValid(operation.operationId, generated);
        const response = await send(path, method, request, await headersFor());
        expectDocumented('valid', operation, request, response);
        if (!STATEFUL_400[operation.operationId]) {
          expect(response.statusCode, `valid, yet refused: ${describe(request).slice(0, 600)}`).not.toBe(400);
        }
        if (operation.operationId === 'changePassword' && response.statusCode === 200) {
          adminPassword = (request.body as { password: string }).password;
        }
      }),
      { seed: SEED, numRuns: VALID_RUNS, endOnFailure: true },
    );

    sessionHeaders = await authFor(operation);
    const mutated = fc.tuple(requests, fc.nat(), fc.constantFrom(...MUTATIONS), fc.nat(50));
    await fc.assert(
      fc.asyncProperty(mutated, async ([generated, slot, mutation, variant]) => {
        const request = mutate(generated, slot, mutation, variant);
        const response = await send(path, method, request, await headersFor());
        expectDocumented(`${mutation}:`, operation, request, response);
        if (operation.operationId === 'changePassword' && response.statusCode === 200) {
          adminPassword = (request.body as { password: string }).password;
        }
      }),
      { seed: SEED, numRuns: MUTATED_RUNS, endOnFailure: true },
    );
  });
}

test('the fuzz covers every operation of the document', () => {
  expect(operations.length).toBeGreaterThanOrEqual(37);
});
