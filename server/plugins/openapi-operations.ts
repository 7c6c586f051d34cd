import { z } from 'zod';
import { ApiErrorSchema } from '../../domain/api-error.schema.ts';

/**
 * What the OpenAPI document says about each operation beyond its zod schemas: who may call it,
 * what body it takes when the route reads the body itself, and every status it can answer. The
 * statuses that come from the app's shared machinery (the admin guard, body parsing, the
 * cross-site fence, Node's limits, the error handler) are added here from facts about the route;
 * those a route's own service answers (404, 409, 429…) are declared by the route, in its
 * `response`.
 */

type JsonSchema = Record<string, unknown>;
type Responses = Record<string, unknown>;

/** The names of the security schemes, shared by the admin guard's requirement and the document. */
export const SECURITY_SCHEMES = { bearer: 'bearer', session: 'session', xsrf: 'xsrf' } as const;

/** A body the route reads itself (a multipart upload), so Fastify has no schema to validate it with. */
export interface MultipartFileBody {
  field: string;
  contentTypes: readonly string[];
  maxBytes: number;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documents a multipart body of one file, read by the route itself (not validated by Fastify). */
    multipartFile?: MultipartFileBody;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM_ENCODING = 'application/x-www-form-urlencoded';

/** An error response until the document is finished, when it becomes a `$ref` to ApiError. */
const ERROR_RESPONSE = { type: 'object' } as const;

export interface OperationFacts {
  method: string;
  /** The route's own rate limit (`config.rateLimit`); limits applied in hooks are declared by the route. */
  rateLimited: boolean;
  /** Path parameters: a value longer than the router takes is a 404 (no such resource). */
  hasPathParameters: boolean;
}

/**
 * Completes one operation's schema (after the zod schemas became JSON Schema): its security (none
 * for a public route), the multipart body, `null` allowed where the binding takes it as absent,
 * and the error statuses the shared machinery can answer.
 */
export function describeOperation(schema: Record<string, unknown>, facts: OperationFacts): Record<string, unknown> {
  const { multipartFile, ...rest } = schema as Record<string, unknown> & { multipartFile?: MultipartFileBody };
  const described: Record<string, unknown> = { ...rest, security: rest.security ?? [] };
  if (multipartFile) {
    described.body = multipartBody(multipartFile);
    described.consumes = ['multipart/form-data'];
  } else if (rest.body) {
    described.body = allowNullWhereOptional(rest.body as JsonSchema);
  }
  const admin = Array.isArray(rest.security) && rest.security.length > 0;
  // Any request: too slow to arrive, an address or headers too large, a fault of ours.
  const statuses = new Set<number>([408, 414, 431, 500, 503]);
  if (rest.body || rest.querystring || rest.params || multipartFile) statuses.add(400);
  if (UNSAFE_METHODS.has(facts.method)) {
    // Malformed or empty JSON, a body nested too deep, a cross-site write, too large, a type we do not take.
    for (const status of [400, 403, 413, 415]) statuses.add(status);
  }
  if (admin) statuses.add(401);
  if (facts.hasPathParameters) statuses.add(404);
  if (facts.rateLimited) statuses.add(429);
  const responses: Responses = { ...(rest.response as Responses | undefined) };
  for (const status of statuses) responses[status] ??= ERROR_RESPONSE;
  if ((described.consumes as string[] | undefined)?.includes(FORM_ENCODING)) {
    // A form posted by a browser without scripts (ADR 019) is answered with pages: a redirect to
    // the confirmation page, or the form again with what was wrong.
    responses[303] = {
      description: 'A form post was received: see the confirmation page.',
      type: 'null',
      headers: { Location: { type: 'string', description: 'The confirmation page.' } },
    };
    responses[400] = {
      content: { 'application/json': { schema: ERROR_RESPONSE }, 'text/html': { schema: { type: 'string' } } },
    };
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
    // A route that streams its answer (a document, a page) has no zod schema for it: `produces` says what it sends.
    const types = (rest.produces as readonly string[] | undefined) ?? ['application/json'];
    responses[200] = {
      description: 'Success.',
      content: Object.fromEntries(
        types.map((type) => [type, { schema: type === 'application/json' ? { type: 'object' } : { type: 'string' } }]),
      ),
    };
  }
  described.response = responses;
  return described;
}

function multipartBody(file: MultipartFileBody): JsonSchema {
  const megabytes = Math.round(file.maxBytes / (1024 * 1024));
  return {
    type: 'object',
    required: [file.field],
    properties: {
      [file.field]: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `The file, at most ${megabytes} MB: ${file.contentTypes.join(', ')}, decided by its content, not its name.`,
      },
    },
  };
}

/**
 * The API binds `null` for a property as the property left out (docs/decisions/017-drop-in-binding.md):
 * an optional property takes `null`; a required one does not (it is a 400 "is required").
 */
export function allowNullWhereOptional(schema: JsonSchema): JsonSchema {
  const result: JsonSchema = { ...schema };
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    result.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        const inner = allowNullWhereOptional(property);
        return [name, required.has(name) ? inner : orNull(inner)];
      }),
    );
  }
  if (schema.items && typeof schema.items === 'object')
    result.items = allowNullWhereOptional(schema.items as JsonSchema);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) result[key] = (schema[key] as JsonSchema[]).map(allowNullWhereOptional);
  }
  return result;
}

/** Keywords that would refuse `null` even beside `type: [..., 'null']`. */
const REFUSING_NULL = ['enum', 'const', 'not', 'anyOf', 'oneOf'];

function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && REFUSING_NULL.every((keyword) => schema[keyword] === undefined)) {
    return { ...schema, type: [schema.type, 'null'] };
  }
  const { default: fallback, description, ...inner } = schema;
  return {
    anyOf: [inner, { type: 'null' }],
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: `errors` lists each field (`path`) and what is wrong with it.',
  401: 'Not signed in, the session has ended, or (sign-in) the credentials are wrong.',
  403: 'Refused: a write from another site, a cookie-signed write without `X-XSRF-TOKEN`, or an action that needs a fresh sign-in.',
  404: 'Nothing was found at this address.',
  409: 'The request conflicts with the current state (e.g. already decided); reload and try again.',
  413: 'The request body is too large.',
  415: 'The body is not of a type this operation takes.',
  429: 'Too many requests: wait `Retry-After` seconds.',
  408: 'The request took too long to arrive.',
  414: 'The address, or a part of it, is too long.',
  431: 'The request headers are too large.',
  500: 'Something went wrong on our side; nothing internal is shown.',
  503: 'The database or the document storage is briefly unavailable: retry after `Retry-After` seconds.',
};

const REQUEST_ID_HEADER = {
  'X-Request-Id': {
    description: 'The id of this request in the server logs: quote it when reporting a problem.',
    schema: { type: 'string' },
  },
};
const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
};

/**
 * The error body as a component every error response refers to. `requestId` is described even
 * while the schema does not carry it yet: it is optional, so a body without it still conforms.
 */
export function apiErrorComponent(): JsonSchema {
  const generated = z.toJSONSchema(ApiErrorSchema, { io: 'output', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _dialect, ...schema } = generated;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  properties.requestId ??= {
    type: 'string',
    description: 'The id of the request in the server logs (also in the X-Request-Id header).',
  };
  return { ...schema, properties };
}

type Operation = { responses?: Record<string, Record<string, unknown>> };

/**
 * Finishes the generated document: every error response refers to the one ApiError schema and
 * says when it happens, and every response names its X-Request-Id header.
 */
export function finishOperations(paths: Record<string, Record<string, Operation>>): void {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        operation.responses![status] = finishResponse(Number(status), response);
      }
    }
  }
}

function finishResponse(status: number, response: Record<string, unknown>): Record<string, unknown> {
  const content = response.content as Record<string, { schema?: JsonSchema }> | undefined;
  if (status < 400) {
    const description = response.description === 'Default Response' ? 'Success.' : response.description;
    return { ...response, description, headers: { ...REQUEST_ID_HEADER, ...(response.headers as object) } };
  }
  const headers = { ...REQUEST_ID_HEADER, ...(status === 429 || status === 503 ? RETRY_AFTER_HEADER : {}) };
  const errorContent: Record<string, unknown> = {
    'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
  };
  // A form post's 400 is the form again, as a page (contact forms without scripts).
  if (content?.['text/html']) errorContent['text/html'] = content['text/html'];
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'The request was refused.',
    headers,
    content: errorContent,
  };
}
