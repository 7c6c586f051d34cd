import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

/**
 * Binds query strings and JSON bodies as the original ASP.NET server did, for every route at once
 * (docs/decisions/017-drop-in-binding.md): property names match their schema's key whatever their
 * letter case (`UserName`, `PersonalInfo`, `status`), and `null` means the property was left out.
 * The binder of each route is built once from the zod schema the route validates with, so the
 * schema stays the single source; names it does not know are left alone, and its own validation
 * still ignores or refuses them as before. An exact match wins over a case-insensitive one.
 */
type Binder = (value: unknown) => unknown;

interface ZodInternals {
  _zod: { def: { type: string; [key: string]: unknown } };
}

function isZodSchema(value: unknown): value is z.ZodType & ZodInternals {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** JSON objects, and the query parser's objects (whose prototype is an empty one of its own). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Wrappers (optional, default, pipe, refinements' carriers…) keep the shape of what they wrap. */
function binderOf(schema: unknown, seen = new Set<unknown>()): Binder | undefined {
  if (!isZodSchema(schema) || seen.has(schema)) return undefined;
  seen.add(schema);
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return binderOf(def.innerType, seen);
    case 'pipe':
      return binderOf(def.in, seen) ?? binderOf(def.out, seen);
    case 'array': {
      const element = binderOf(def.element, seen);
      return element ? (value) => (Array.isArray(value) ? value.map(element) : value) : undefined;
    }
    case 'object':
      return objectBinder(def.shape as Record<string, unknown>, seen);
    default:
      return undefined;
  }
}

function objectBinder(shape: Record<string, unknown>, seen: Set<unknown>): Binder {
  const keys = new Map<string, { key: string; bind: Binder | undefined }>();
  for (const [key, field] of Object.entries(shape)) {
    keys.set(key.toLowerCase(), { key, bind: binderOf(field, seen) });
  }
  return (value) => {
    if (!isPlainObject(value)) return value;
    const bound: Record<string, unknown> = {};
    const exact = new Set<string>();
    for (const [name, item] of Object.entries(value)) {
      // `null` for a property means it was left out (an optional field stays optional, a required
      // one gets its "is required" message instead of "expected string, received null").
      if (item === null) continue;
      const known = keys.get(name.toLowerCase());
      const key = known?.key ?? name;
      if (key !== name && exact.has(key)) continue;
      if (key === name) exact.add(key);
      bound[key] = known?.bind ? known.bind(item) : item;
    }
    return bound;
  };
}

/** One binder per route and part, made when the route is registered (never per request). */
function bindersOfRoute(route: RouteOptions): { body?: Binder; querystring?: Binder } {
  const schema = route.schema;
  const body = binderOf(schema?.body);
  const querystring = binderOf(schema?.querystring);
  return { ...(body ? { body } : {}), ...(querystring ? { querystring } : {}) };
}

async function apiBindingPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const binders = bindersOfRoute(route);
    if (!binders.body && !binders.querystring) return;
    const bind = async (request: FastifyRequest) => {
      if (binders.body && request.body !== undefined) request.body = binders.body(request.body);
      if (binders.querystring) request.query = binders.querystring(request.query);
    };
    // Runs right before validation, after every route's own onRequest checks (sign-in first).
    const existing = route.preValidation;
    route.preValidation = existing ? [bind, ...(Array.isArray(existing) ? existing : [existing])] : [bind];
  });
}

export default fp(apiBindingPlugin, { name: 'api-binding' });
