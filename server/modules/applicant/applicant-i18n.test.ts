import { describe, expect, test } from 'vitest';
import { COMMON_CORRECTION_REASONS } from '../../../domain/applicant-status.schema.ts';
import { applicantI18n, correctionReasonIn } from './applicant-i18n.ts';

describe('the reasons an admin picks, as the applicant reads them', () => {
  test('every common reason has its words in English (the same) and in French (its own)', () => {
    const english = applicantI18n('en');
    const french = applicantI18n('fr');
    const inFrench = COMMON_CORRECTION_REASONS.map((reason) => correctionReasonIn(french, reason, null));
    COMMON_CORRECTION_REASONS.forEach((reason, index) => {
      expect(correctionReasonIn(english, reason, null)).toBe(reason);
      expect(inFrench[index], reason).not.toBe(reason);
      expect(inFrench[index], reason).not.toMatch(/^reason\./);
    });
    expect(new Set(inFrench).size).toBe(COMMON_CORRECTION_REASONS.length);
  });

  test('an unsigned document and a wrong date are among them', () => {
    const french = applicantI18n('fr');
    expect(correctionReasonIn(french, 'The document is not signed', null)).toBe('Le document n’est pas signé');
    expect(correctionReasonIn(french, 'The date on the document is wrong', null)).toBe(
      'La date inscrite sur le document est inexacte',
    );
  });

  test('a reason the admin typed is shown as typed', () => {
    expect(correctionReasonIn(applicantI18n('fr'), 'Merci d’envoyer le verso', null)).toBe('Merci d’envoyer le verso');
  });
});
