import type { Kysely } from 'kysely';
import { INSURANCE_REMINDER_DAYS } from '../../../domain/applicant-status.schema.ts';
import type { Database } from '../../db/database.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { issueStatusLink } from '../../lib/status-link.ts';
import { insuranceReminderMail, insuranceReminderNoticeMail } from './applicant.mail.ts';
import { addDays, yardDayOf } from '../../lib/calendar-days.ts';
import { REMINDER_LINK_DAYS_AFTER_EXPIRY } from './applicant-status.rules.ts';
import { claimReminder, findCustomersDueForReminder } from './insurance-reminders.repository.ts';

export interface ReminderContext {
  db: Kysely<Database>;
  publicUrl: string;
  companyInbox: string;
  dataEncryptionKey: Buffer;
}

export interface ReminderResult {
  remindersSent: number;
}

/** Largest first: 30, then 7. */
const REMINDER_DAYS = [...INSURANCE_REMINDER_DAYS].sort((a, b) => b - a);

/**
 * Sends the insurance reminders due today (the app's clock), each once per application, expiry date
 * and number of days. A reminder is due from its day until the next one is: a customer accepted
 * 10 days before expiry gets the 30-day reminder now and the 7-day one later; one accepted 5 days
 * before gets only the 7-day one. None goes after the certificate expired (the dashboard lists those).
 */
export async function sendDueInsuranceReminders(context: ReminderContext, now: Date): Promise<ReminderResult> {
  const today = yardDayOf(now);
  let remindersSent = 0;
  for (const [index, daysBefore] of REMINDER_DAYS.entries()) {
    const next = REMINDER_DAYS[index + 1];
    const window = {
      from: next === undefined ? today : addDays(today, next + 1),
      to: addDays(today, daysBefore),
      daysBefore,
    };
    const due = await findCustomersDueForReminder(context.db, window);
    for (const customer of due) {
      const expiresOn = customer.insurance_expires_on;
      if (!expiresOn) continue;
      const sent = await context.db.transaction().execute(async (trx) => {
        const reminder = { applicationId: customer.id, expiresOn, daysBefore, sentAt: now.toISOString() };
        if (!(await claimReminder(trx, reminder))) return false;
        const statusUrl = await issueStatusLink(trx, {
          applicationId: customer.id,
          now,
          publicUrl: context.publicUrl,
          language: customer.language,
          expiresAt: new Date(Date.parse(`${addDays(expiresOn, REMINDER_LINK_DAYS_AFTER_EXPIRY)}T00:00:00.000Z`)),
        });
        const applicant = {
          reference: customer.reference,
          firstName: customer.first_name,
          email: customer.email,
          language: customer.language,
        };
        const daysLeft = Math.round((Date.parse(expiresOn) - Date.parse(today)) / 86_400_000);
        const facts = { expiresOn, daysBefore: daysLeft };
        await enqueueMail(trx, insuranceReminderMail(applicant, facts, statusUrl), now, {
          sealWith: context.dataEncryptionKey,
        });
        await enqueueMail(
          trx,
          insuranceReminderNoticeMail(
            {
              id: customer.id,
              reference: customer.reference,
              name: `${customer.first_name} ${customer.last_name}`.trim(),
              email: customer.email,
            },
            facts,
            { to: context.companyInbox, publicUrl: context.publicUrl },
          ),
          now,
        );
        await recordApplicationEvent(
          trx,
          { applicationId: customer.id, action: 'insurance_reminder_sent', details: { expiresOn, daysBefore } },
          now,
        );
        return true;
      });
      if (sent) remindersSent += 1;
    }
  }
  return { remindersSent };
}
