import {
  PASS_API,
  PassActionAnswerSchema,
  PassCheckSchema,
  type ReissuePassRequest,
  type RevokePassRequest,
} from '../../domain/access-pass.schema.ts';
import type { YardSlug } from '../../domain/yards.schema.ts';
import { getJson, postJson } from './api-client.ts';

/** The access passes' admin API as the dashboard calls it (docs/decisions/081-access-pass.md). */
export function revokePass(request: RevokePassRequest) {
  return postJson(PASS_API.revoke, request, PassActionAnswerSchema);
}

export function reissuePass(request: ReissuePassRequest) {
  return postJson(PASS_API.reissue, request, PassActionAnswerSchema);
}

/** The yard screen's question: does this code open `slug` today? */
export function checkPass(slug: YardSlug, code: string, options?: { signal?: AbortSignal }) {
  return getJson(PASS_API.check(slug, code), PassCheckSchema, options);
}
