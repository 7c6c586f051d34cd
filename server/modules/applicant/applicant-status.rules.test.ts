import { expect, test } from 'vitest';
import { INSURANCE_REMINDER_DAYS } from '../../../domain/applicant-status.schema.ts';
import { NOTICE_MIN_DAYS } from '../../../domain/yards.schema.ts';
import { addDays } from '../../lib/calendar-days.ts';
import { earliestMoveOutDateOf, isInsuranceRenewalDue } from './applicant-status.rules.ts';

/** 10 p.m. on 2026-12-01 in Toronto, already 2026-12-02 in UTC. */
const EVENING_IN_TORONTO = new Date('2026-12-02T03:00:00Z');

test("a notice given in the evening counts its days from that day in Ontario, not from UTC's tomorrow", () => {
  const tenant = { status: 'accepted' as const, move_out_date: null, move_in_date: '2026-11-01' };
  expect(earliestMoveOutDateOf(tenant, EVENING_IN_TORONTO)).toBe(addDays('2026-12-01', NOTICE_MIN_DAYS));
});

test('a renewed certificate may be sent from the first reminder day in Ontario, not a UTC evening before it', () => {
  const firstReminderDay = '2026-12-02';
  const insured = {
    status: 'accepted' as const,
    insurance_expires_on: addDays(firstReminderDay, Math.max(...INSURANCE_REMINDER_DAYS)),
  };
  expect(isInsuranceRenewalDue(insured, EVENING_IN_TORONTO)).toBe(false);
  expect(isInsuranceRenewalDue(insured, new Date('2026-12-02T05:00:00Z'))).toBe(true);
});
