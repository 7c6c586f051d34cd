import { expect } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../domain/applicant-status.schema.ts';
import { createBookingInput, type DeepPartial } from '../factories/booking.factory.ts';
import { signInAsAdmin } from './admin-session.ts';
import { uploadAllDocuments } from './documents.ts';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';
import type { BookingInput } from '../../domain/booking.schema.ts';

/**
 * One real app (real database, outbox delivering to a real SMTP server on 127.0.0.1) for a
 * describe block of the applicant's side, with a clock the tests move.
 */
export interface ApplicantKit {
  t: TestApp;
  smtp: SmtpTestServer;
  admin: Record<string, string>;
  adminId: number;
  /** Moves the clock, and signs in again: a session does not outlive a moved clock. */
  setNow(moment: Date | string): Promise<void>;
  book(
    overrides?: DeepPartial<BookingInput>,
  ): Promise<{ id: number; reference: string; statusUrl: string; token: string }>;
  /**
   * A booking by a new person: an e-mail of their own (`<label><n>@example.com`, n counting up in
   * this kit), so each one's mail is told apart.
   */
  bookAsNewPerson(
    label: string,
    overrides?: DeepPartial<BookingInput>,
  ): Promise<{ id: number; reference: string; statusUrl: string; token: string; email: string }>;
  status(token: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  details(
    id: number,
  ): Promise<Record<string, unknown> & { history: Array<{ action: string; details: Record<string, unknown> }> }>;
  /** Delivers the outbox and answers the first message received that matches. */
  mail(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startApplicantKit(start: string): Promise<ApplicantKit> {
  const smtp = await startSmtpTestServer();
  let now = new Date(start);
  const t = await createTestApp({ clock: () => now, rateLimits: false, environment: { SMTP_URL: smtp.url } });
  const { headers: admin, adminId } = await signInAsAdmin(t);
  let people = 0;
  const kit: ApplicantKit = {
    t,
    smtp,
    admin,
    adminId,
    async setNow(moment) {
      now = new Date(moment);
      kit.admin = (await signInAsAdmin(t)).headers;
    },
    async book(overrides = {}) {
      const booking = createBookingInput(overrides, await uploadAllDocuments(t.app));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ApplicationFormData/CreateApplicationForm',
        payload: booking,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ id: number; reference: string; statusUrl: string }>();
      return { ...body, token: body.statusUrl.split('/status/')[1] ?? '' };
    },
    async bookAsNewPerson(label, overrides = {}) {
      people += 1;
      const email = `${label}${people}@example.com`;
      const booked = await kit.book({ ...overrides, personalInfo: { email, ...overrides.personalInfo } });
      return { ...booked, email };
    },
    status: (token) => t.app.inject({ method: 'GET', url: APPLICANT_API.status(token) }),
    post: (url, payload, headers = kit.admin) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers }),
    async details(id) {
      const response = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers: kit.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async mail(match) {
      await t.app.outboxWorker.drain();
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = smtp.messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no matching mail arrived');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await t.close();
      await smtp.stop();
    },
  };
  return kit;
}
