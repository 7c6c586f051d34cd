import {
  ADMIN_API,
  AdminUserSchema,
  ApplicationActionResultSchema,
  ApplicationDetailsSchema,
  ApplicationSummaryListSchema,
  BankDetailsSchema,
  LoginResponseSchema,
  PAGE_SIZE,
  StatisticsSchema,
  SuccessSchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupSchema,
  type ApplicationAction,
  type ChangePasswordForm,
  type ForgotPasswordConfirm,
  type ForgotPasswordRequest,
  type LoginRequest,
} from '../../domain/admin.schema.ts';
import { getJson, postJson, type ApiResult } from './api-client.ts';

/**
 * The admin API as the web app calls it: the paths of ADMIN_API and the reply schemas of
 * domain/admin.schema.ts. The session travels in the httpOnly `session` cookie the server sets at
 * sign-in (same origin), never in storage that any script of the page could read; unsafe calls
 * carry the anti-forgery header through postJson.
 */

type CallOptions = { signal?: AbortSignal };

export function fetchCurrentAdmin(options?: CallOptions) {
  return getJson(ADMIN_API.me, AdminUserSchema, options);
}

export function signIn(request: LoginRequest) {
  return postJson(ADMIN_API.login, request, LoginResponseSchema);
}

export function signOut() {
  return postJson(ADMIN_API.logout, {}, SuccessSchema);
}

export function changePassword(request: ChangePasswordForm) {
  return postJson(ADMIN_API.changePassword, request, SuccessSchema);
}

export function requestPasswordResetCode(request: ForgotPasswordRequest) {
  return postJson(ADMIN_API.forgotPasswordRequest, request, SuccessSchema);
}

export function confirmPasswordReset(request: ForgotPasswordConfirm) {
  return postJson(ADMIN_API.forgotPasswordConfirm, request, SuccessSchema);
}

export function startTwoFactorSetup() {
  return postJson(ADMIN_API.twoFactorSetup, {}, TwoFactorSetupSchema);
}

export function enableTwoFactor(code: string) {
  return postJson(ADMIN_API.twoFactorEnable, { code }, TwoFactorEnabledSchema);
}

export function disableTwoFactor(password: string) {
  return postJson(ADMIN_API.twoFactorDisable, { password }, SuccessSchema);
}

/** `statusCode` absent = every status (docs/api-contract.md, Statuses). */
export function listApplications(
  query: { page: number; statusCode: 0 | 1 | 2 | undefined; search: string },
  options?: CallOptions,
) {
  const params = new URLSearchParams({ skip: String((query.page - 1) * PAGE_SIZE), take: String(PAGE_SIZE) });
  if (query.statusCode !== undefined) params.set('Status', String(query.statusCode));
  if (query.search) params.set('search', query.search);
  return getJson(`${ADMIN_API.list}?${params.toString()}`, ApplicationSummaryListSchema, options);
}

export function countApplications(statusCode: 0 | 1 | 2 | undefined, options?: CallOptions) {
  const query = statusCode === undefined ? '' : `?Status=${statusCode}`;
  return getJson(`${ADMIN_API.statistics}${query}`, StatisticsSchema, options);
}

export function fetchApplication(id: number, options?: CallOptions) {
  return getJson(ADMIN_API.byId(id), ApplicationDetailsSchema, options);
}

export function decideApplication(action: ApplicationAction) {
  return postJson(ADMIN_API.action, action, ApplicationActionResultSchema);
}

export function revealBankDetails(id: number) {
  return postJson(ADMIN_API.revealBankDetails(id), {}, BankDetailsSchema);
}

/** The sentence a screen shows for a failed call (the server's own message when it sent one). */
export function failureMessage(result: Exclude<ApiResult<unknown>, { status: 'success' }>): string {
  if (result.status === 'offline') {
    return 'No connection to the server. Check your connection and try again.';
  }
  return result.error.message;
}
