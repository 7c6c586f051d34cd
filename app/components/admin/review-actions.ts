import type { ApplicationAction } from '../../../domain/admin.schema.ts';
import type {
  ReopenApplication,
  RequestCorrections,
  UpdateInsuranceExpiry,
} from '../../../domain/applicant-status.schema.ts';
import { decideApplication, failureMessage } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { actAsAdmin } from '../../lib/admin-session.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { reopenApplication, requestCorrections, updateInsuranceExpiry } from '../../lib/applicant-review-api.ts';
import { done, failedCall, type SubmissionResult } from '../../lib/submission.ts';
import { changeYard, endTenancy, waitlistApplication } from '../../lib/yards-api.ts';
import type { ChangeYardRequest, EndTenancyRequest, WaitlistRequest } from '../../../domain/yards.schema.ts';
import { decisionState } from './decision-notice.ts';
import type { AgreementRatesRequest, CountersignRequest } from '../../../domain/agreement.schema.ts';
import { countersignAgreement, reviseAgreementRates } from '../../lib/agreements-api.ts';
import type { ReissuePassRequest, RevokePassRequest } from '../../../domain/access-pass.schema.ts';
import { reissuePass, revokePass } from '../../lib/passes-api.ts';

/**
 * What the forms of an application's page post to its clientAction, each checked with its
 * endpoint's own schema first: the decision (with the reference, for the list's notice), the
 * request for corrections, reopening, the insurance certificate's expiry date, and the yard's
 * calls (the waitlist, a move to another yard, the end of a tenancy), the agreement's (the
 * countersign, new rates), and the access pass's revocation and reissue.
 */
export type ReviewPost =
  | { intent: 'decide'; reference: string; action: ApplicationAction }
  | { intent: 'request-corrections'; request: RequestCorrections }
  | { intent: 'reopen'; request: ReopenApplication }
  | { intent: 'insurance-expiry'; request: UpdateInsuranceExpiry }
  | { intent: 'waitlist'; request: WaitlistRequest }
  | { intent: 'change-yard'; request: ChangeYardRequest }
  | { intent: 'end-tenancy'; request: EndTenancyRequest }
  | { intent: 'countersign'; request: CountersignRequest }
  | { intent: 'agreement-rates'; request: AgreementRatesRequest }
  | { intent: 'revoke-pass'; request: RevokePassRequest }
  | { intent: 'reissue-pass'; request: ReissuePassRequest };

/** A refusal in one sentence, with every field message the server listed (these forms place none). */
function refused(result: Exclude<ApiResult<unknown>, { status: 'success' }>): SubmissionResult {
  const fieldMessages = result.status === 'error' ? (result.error.errors ?? []).map((entry) => entry.message) : [];
  return { ...failedCall(result, [failureMessage(result), ...fieldMessages].join(' ')), fieldErrors: [] };
}

function answer(result: ApiResult<unknown>): SubmissionResult {
  return result.status === 'success' ? done(null) : refused(result);
}

/**
 * One write on an application's page. The page's data is loaded again afterwards (React Router
 * reloads it after every action), except after a decision, which leads back to the list with a
 * notice of what was done. A decision another admin made first comes back as a conflict.
 */
export async function reviewAction(request: Request, post: ReviewPost): Promise<SubmissionResult> {
  switch (post.intent) {
    case 'decide': {
      const result = await actAsAdmin(request, () => decideApplication(post.action));
      if (result.status !== 'success') return failedCall(result, failureMessage(result));
      return done(null, {
        to: ADMIN_PATHS.allApplications,
        state: decisionState({ reference: post.reference, status: result.data.status }),
      });
    }
    case 'request-corrections':
      return answer(await actAsAdmin(request, () => requestCorrections(post.request)));
    case 'reopen':
      return answer(await actAsAdmin(request, () => reopenApplication(post.request)));
    case 'insurance-expiry':
      return answer(await actAsAdmin(request, () => updateInsuranceExpiry(post.request)));
    case 'waitlist':
      return answer(await actAsAdmin(request, () => waitlistApplication(post.request)));
    case 'change-yard':
      return answer(await actAsAdmin(request, () => changeYard(post.request)));
    case 'end-tenancy':
      return answer(await actAsAdmin(request, () => endTenancy(post.request)));
    case 'countersign':
      return answer(await actAsAdmin(request, () => countersignAgreement(post.request)));
    case 'agreement-rates':
      return answer(await actAsAdmin(request, () => reviseAgreementRates(post.request)));
    case 'revoke-pass':
      return answer(await actAsAdmin(request, () => revokePass(post.request)));
    case 'reissue-pass':
      return answer(await actAsAdmin(request, () => reissuePass(post.request)));
  }
}
