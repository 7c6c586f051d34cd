import {
  APPLICANT_API,
  ApplicantActionResultSchema,
  InsuranceExpiryUpdatedSchema,
  NeedsAttentionSchema,
  type RequestCorrections,
  type ReopenApplication,
  type UpdateInsuranceExpiry,
} from '../../domain/applicant-status.schema.ts';
import { getJson, postJson } from './api-client.ts';

/**
 * The admin calls beside the decision (asking for corrections, reopening, the insurance date, the
 * "Needs attention" view), with the paths and answer schemas of domain/applicant-status.schema.ts.
 * The session and the anti-forgery header travel as for every admin call (app/lib/admin-api.ts).
 */

export function requestCorrections(request: RequestCorrections) {
  return postJson(APPLICANT_API.requestCorrections, request, ApplicantActionResultSchema);
}

export function reopenApplication(request: ReopenApplication) {
  return postJson(APPLICANT_API.reopen, request, ApplicantActionResultSchema);
}

export function updateInsuranceExpiry(request: UpdateInsuranceExpiry) {
  return postJson(APPLICANT_API.updateInsuranceExpiry, request, InsuranceExpiryUpdatedSchema);
}

export function fetchNeedsAttention(options?: { signal?: AbortSignal }) {
  return getJson(APPLICANT_API.needsAttention, NeedsAttentionSchema, options);
}
