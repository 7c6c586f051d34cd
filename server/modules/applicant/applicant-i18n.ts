import { COMMON_CORRECTION_REASONS } from '../../../domain/applicant-status.schema.ts';
import type { DocumentKind } from '../../../domain/documents.ts';
import type { Language } from '../../../domain/language.ts';
import { mailDate } from '../../lib/i18n/mail-dates.ts';
import { type ServerI18n, serverI18n } from '../../lib/i18n/server-i18n.ts';
import { APPLICANT_MAIL_EN } from './applicant-mail.en.ts';
import { APPLICANT_MAIL_FR } from './applicant-mail.fr.ts';
import { renewalReason } from './applicant-status.rules.ts';

/** Each common reason's message: `reason.<its place in COMMON_CORRECTION_REASONS>`. */
type CommonReasonKey = Extract<keyof typeof APPLICANT_MAIL_EN, `reason.${number}`>;

/** The applicant's side in the applicant's language (docs/i18n.md). */
export type ApplicantI18n = ServerI18n<keyof typeof APPLICANT_MAIL_EN>;

export function applicantI18n(language: Language): ApplicantI18n {
  return serverI18n(language, { en: APPLICANT_MAIL_EN, fr: APPLICANT_MAIL_FR });
}

/** A document's name as the applicant reads it. */
export function documentLabelIn(i18n: ApplicantI18n, kind: DocumentKind): string {
  return i18n.t(`document.${kind}`);
}

/**
 * A reason to replace a document, as the applicant reads it: one the admin picked from the common
 * list, or the insurance renewal's own, in the applicant's language; a reason the admin typed, as
 * typed (the admin writes it in whatever language they use with this applicant).
 */
export function correctionReasonIn(i18n: ApplicantI18n, reason: string, insuranceExpiresOn: string | null): string {
  const common = (COMMON_CORRECTION_REASONS as readonly string[]).indexOf(reason);
  if (common !== -1) return i18n.t(`reason.${common}` as CommonReasonKey);
  if (insuranceExpiresOn && reason === renewalReason(insuranceExpiresOn)) {
    return i18n.t('renewalReason', { expiresOn: mailDate(i18n, insuranceExpiresOn) });
  }
  return reason;
}
