import fc from 'fast-check';

/**
 * fast-check arbitraries for the part of JSON Schema (2020-12) our OpenAPI document uses: types
 * (and type lists), const, enum, anyOf/oneOf, objects with properties, required, records
 * (propertyNames with additionalProperties), arrays, numbers with bounds and multipleOf, strings
 * with lengths, patterns (also under allOf), `not` patterns and the formats date, email and uuid.
 * A keyword it does not know makes it throw, so the fuzz cannot silently test less than the
 * document says. Text follows the document's own reading: surrounding white space is trimmed
 * before checks, so generated text has none; lengths count UTF-16 units, so it stays in the BMP.
 */
export type JsonSchema = { [keyword: string]: unknown };

const KNOWN_KEYWORDS = new Set([
  '$ref',
  'type',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'items',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'default',
  'description',
  'contentMediaType',
]);

/** Letters of several scripts, digits, spaces and punctuation: what people type, all in the BMP. */
const TEXT_CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'       ',
  ...".,;:'!?&()-/#@+",
  ...'éèàçôÉßñøÅłŽΩдЖ中文한',
];
const TEXT_UNIT = fc.constantFrom(...TEXT_CHARACTERS);
/** Longest text generated for a field without a pattern, so requests stay small and fast. */
const LONGEST_FREE_TEXT = 40;

export interface ArbitraryContext {
  /** The document's `components.schemas`, for `$ref`. */
  components: Record<string, JsonSchema>;
}

export function arbitraryOf(schema: JsonSchema, context: ArbitraryContext): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
  if (unknown.length > 0) throw new Error(`JSON Schema keywords the fuzz cannot generate: ${unknown.join(', ')}`);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = context.components[name];
    if (!target) throw new Error(`Unknown $ref ${schema.$ref}`);
    return arbitraryOf(target, context);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    // Each branch with the constraints beside it; a branch of another type than the one beside it cannot match.
    const merged = branches.map((branch) => mergeBranch(rest, branch)).filter((branch) => branch !== undefined);
    if (merged.length === 0)
      throw new Error(`No branch of anyOf matches its type: ${JSON.stringify(schema).slice(0, 200)}`);
    return fc.oneof(...merged.map((branch) => arbitraryOf(branch, context)));
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    // A `null` now and then, the real type most of the time.
    return fc.oneof(
      ...types.map((type) => ({
        arbitrary: arbitraryOf({ ...schema, type }, context),
        weight: type === 'null' ? 1 : 4,
      })),
    );
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return arrayArbitrary(schema, context);
    case 'object':
      return objectArbitrary(schema, context);
    case undefined:
      if (schema.properties) return objectArbitrary(schema, context);
      throw new Error(`A schema without a type: ${JSON.stringify(schema).slice(0, 200)}`);
    default:
      throw new Error(`Unknown type ${String(schema.type)}`);
  }
}

function mergeBranch(outer: JsonSchema, branch: JsonSchema): JsonSchema | undefined {
  const { default: _default, description: _description, ...constraints } = outer;
  if (branch.type === 'null') return branch;
  if (constraints.type === undefined || branch.type === undefined || constraints.type === branch.type) {
    return { ...branch, ...constraints };
  }
  // An integer beside a number branch is an integer; any other pair of types has nothing in common.
  if (constraints.type === 'integer' && branch.type === 'number') return { ...branch, ...constraints };
  return undefined;
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const minimum = (schema.minimum as number | undefined) ?? -1_000_000;
  const maximum = (schema.maximum as number | undefined) ?? 1_000_000;
  const step = (schema.multipleOf as number | undefined) ?? (schema.type === 'integer' ? 1 : undefined);
  if (step === undefined) {
    return fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true });
  }
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const low = Math.ceil(minimum / step);
  const high = Math.floor(maximum / step);
  // Half the time near the minimum: ids of rows that exist, counts people type.
  return fc
    .oneof(fc.integer({ min: low, max: Math.min(high, low + 4) }), fc.integer({ min: low, max: high }))
    .map((multiple) => Number((multiple * step).toFixed(decimals)));
}

function patternsOf(schema: JsonSchema): RegExp[] {
  const patterns = typeof schema.pattern === 'string' ? [schema.pattern] : [];
  for (const part of (schema.allOf as JsonSchema[] | undefined) ?? []) {
    if (typeof part.pattern === 'string') patterns.push(part.pattern);
    else throw new Error(`allOf other than patterns: ${JSON.stringify(part)}`);
  }
  return patterns.map((pattern) => new RegExp(pattern));
}

/** `not: { pattern }` or `not: { anyOf: [{ pattern }…] }`: what a value must not contain. */
function refusedOf(schema: JsonSchema): RegExp[] {
  const not = schema.not as JsonSchema | undefined;
  if (!not) return [];
  const parts = (not.anyOf as JsonSchema[] | undefined) ?? [not];
  return parts.map((part) => {
    if (typeof part.pattern !== 'string') throw new Error(`not other than patterns: ${JSON.stringify(not)}`);
    return new RegExp(part.pattern);
  });
}

/** Every string constraint of the schema, as the document states it (after the server's trim). */
export function satisfiesString(schema: JsonSchema, value: string): boolean {
  if (value !== value.trim()) return false;
  if (schema.minLength !== undefined && value.length < (schema.minLength as number)) return false;
  if (schema.maxLength !== undefined && value.length > (schema.maxLength as number)) return false;
  if (!patternsOf(schema).every((pattern) => pattern.test(value))) return false;
  if (refusedOf(schema).some((pattern) => pattern.test(value))) return false;
  if (schema.format === 'date' && !isRealDate(value)) return false;
  return true;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const statedMaximum = schema.maxLength as number | undefined;
  const maxLength = statedMaximum ?? Math.max(minLength, LONGEST_FREE_TEXT);
  const refused = refusedOf(schema);
  // What a refused pattern matches is taken out, and the ends trimmed, before the constraints are checked.
  const tidy = (value: string) =>
    refused.reduce((text, pattern) => text.replace(new RegExp(pattern.source, 'g'), ''), value).trim();
  let source: fc.Arbitrary<string>;
  if (schema.format === 'date') {
    source = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  } else if (schema.format === 'uuid') {
    source = fc.uuid({ version: 4 });
  } else {
    const patterns = patternsOf(schema);
    // The most specific pattern generates (the last: a rule's whole statement), the others check.
    const generator = patterns.at(-1);
    source = generator
      ? fc.stringMatching(generator, statedMaximum === undefined ? {} : { maxLength: statedMaximum }).map(tidy)
      : fc
          .string({ unit: TEXT_UNIT, minLength, maxLength: Math.min(maxLength, minLength + LONGEST_FREE_TEXT) })
          .map(tidy);
  }
  return source.filter((value) => satisfiesString(schema, value));
}

function arrayArbitrary(schema: JsonSchema, context: ArbitraryContext): fc.Arbitrary<unknown[]> {
  const items = schema.items as JsonSchema | undefined;
  if (!items) throw new Error('An array without items');
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxItems as number | undefined) ?? minLength + 3, minLength + 3);
  return fc.array(arbitraryOf(items, context), { minLength, maxLength });
}

function objectArbitrary(schema: JsonSchema, context: ArbitraryContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const names = schema.propertyNames as JsonSchema | undefined;
  if (names) {
    // A record: some of the allowed names, each with a value of `additionalProperties`.
    const keys = names.enum as string[] | undefined;
    const values = schema.additionalProperties as JsonSchema | undefined;
    if (!keys || !values) throw new Error(`A record the fuzz cannot generate: ${JSON.stringify(schema).slice(0, 200)}`);
    const minimum = (schema.minProperties as number | undefined) ?? 0;
    return fc
      .subarray(keys, { minLength: minimum })
      .chain((chosen) => fc.tuple(...chosen.map((key) => arbitraryOf(values, context).map((value) => [key, value]))))
      .map((entries) => Object.fromEntries(entries as Array<[string, unknown]>));
  }
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, context)]),
  );
  return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
}
