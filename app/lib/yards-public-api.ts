import { YardsAnswerSchema } from '../../domain/yards.schema.ts';
import { getJson } from './api-client.ts';

/** The yards' free spaces from a day, as visitors read them (the answer may be a minute old). */
export function fetchYardsFrom(day: string, options: { signal?: AbortSignal } = {}) {
  return getJson(`/api/Yards?from=${encodeURIComponent(day)}`, YardsAnswerSchema, options);
}
