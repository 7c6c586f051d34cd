import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { findFreePort, type SmtpTestServer, startSmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import { createTestDatabase } from '../../../tests/support/test-app.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { MailOutboxRow } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { renderMail } from './mail-html.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';
import { CLAIM_LEASE_MS, createOutboxWorker, MAX_ATTEMPTS, retryDelayMs } from './outbox-worker.ts';
import { bodyOf, claimMail, enqueueMail, enqueueMails, type MailToQueue } from './outbox.repository.ts';

const FROM = 'no-reply@safeyard.example';
const START = new Date('2026-11-23T14:00:00.000Z');
const MINUTE = 60_000;

let dataDir: string;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
let now: Date;
const clock = () => now;
const servers: SmtpTestServer[] = [];
const transports: MailTransport[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'yard-outbox-'));
  const created = await createTestDatabase(dataDir);
  database = created.handle;
  dropDatabase = created.drop;
  await migrateToLatest(database.db);
  now = START;
});

afterEach(async () => {
  for (const transport of transports.splice(0)) transport.close();
  for (const server of servers.splice(0)) await server.stop();
  await database.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

function advance(milliseconds: number): void {
  now = new Date(now.getTime() + milliseconds);
}

function capturingLogger() {
  const lines: Array<Record<string, unknown> & { level: number; msg: string }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

function mailConfig(smtpUrl: string | undefined): Config['mail'] {
  return {
    smtpUrl,
    outboxDir: join(dataDir, 'outbox'),
    from: FROM,
    companyInbox: 'info@safeyard.example',
    careersInbox: 'careers@safeyard.example',
  };
}

async function smtpServer(options: { port?: number } = {}): Promise<SmtpTestServer> {
  const server = await startSmtpTestServer(options);
  servers.push(server);
  return server;
}

function workerFor(smtpUrl: string | undefined, logger = pino({ level: 'silent' }), intervalMs?: number) {
  const transport = createMailTransport(mailConfig(smtpUrl), logger);
  transports.push(transport);
  return createOutboxWorker({ db: database.db, transport, logger, clock, intervalMs });
}

function mail(overrides: Partial<MailToQueue> = {}): MailToQueue {
  return {
    to: 'driver@carrier.example',
    subject: 'Booking application received: SY-12345',
    ...renderMail({ heading: 'We received your booking application', paragraphs: ['Your reference is SY-12345.'] }),
    ...overrides,
  };
}

function outboxRows(): Promise<MailOutboxRow[]> {
  return database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}

async function onlyRow(): Promise<MailOutboxRow> {
  const rows = await outboxRows();
  expect(rows).toHaveLength(1);
  return rows[0] as MailOutboxRow;
}

/** Gives a stray duplicate delivery time to arrive before a test counts the messages. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 150));
}

describe('enqueueMail', () => {
  test('queues a pending message due now with a unique Message-ID', async () => {
    await enqueueMail(database.db, mail({ replyTo: 'dispatch@carrier.example' }), now);
    await enqueueMail(database.db, mail(), now);

    const [first, second] = await outboxRows();
    expect(first).toMatchObject({
      to_address: 'driver@carrier.example',
      reply_to: 'dispatch@carrier.example',
      subject: 'Booking application received: SY-12345',
      status: 'pending',
      attempts: 0,
      next_attempt_at: START.toISOString(),
      created_at: START.toISOString(),
      locked_until: null,
      last_error: null,
      sent_at: null,
    });
    expect(first?.message_id).toMatch(/^<[0-9a-f-]{36}@yard\.local>$/);
    expect(second?.reply_to).toBeNull();
    expect(second?.message_id).not.toBe(first?.message_id);
  });

  test('queues several messages in one insert, in order, each sealed or not as asked', async () => {
    const key = Buffer.alloc(32, 7);
    const secret = mail({ to: 'driver@carrier.example', text: 'Your private link: https://yard.example/status/x' });
    const notice = mail({ to: 'info@safeyard.example' });
    await enqueueMails(database.db, [{ mail: secret, options: { sealWith: key } }, { mail: notice }], now);

    const [first, second] = await outboxRows();
    expect(first).toMatchObject({ to_address: 'driver@carrier.example', sealed: 1, status: 'pending' });
    expect(first?.text).not.toContain('private link');
    expect(bodyOf(first as MailOutboxRow, key).text).toBe(secret.text);
    expect(second).toMatchObject({ to_address: 'info@safeyard.example', sealed: 0, text: notice.text });
    expect(second?.message_id).not.toBe(first?.message_id);
  });

  test('one unsafe message among several queues none of them', async () => {
    await expect(
      enqueueMails(database.db, [{ mail: mail() }, { mail: mail({ to: 'a@b.example, victim@example.com' }) }], now),
    ).rejects.toThrow(/Refusing to queue mail/);
    expect(await outboxRows()).toEqual([]);
  });

  test('takes the Message-ID domain it is given', async () => {
    await enqueueMail(database.db, mail(), now, { messageIdDomain: 'safeyard.example' });
    expect((await onlyRow()).message_id).toMatch(/^<[0-9a-f-]{36}@safeyard\.example>$/);
  });

  test('a message queued in a transaction that rolls back is not queued at all', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail(), now);
        throw new Error('the booking failed after its e-mail was queued');
      }),
    ).rejects.toThrow('the booking failed');

    expect(await outboxRows()).toEqual([]);
  });

  test('a message queued in a transaction that commits is queued', async () => {
    await database.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, mail(), now);
    });
    expect(await outboxRows()).toHaveLength(1);
  });

  test.each<[string, Partial<MailToQueue>]>([
    ['a subject with CR/LF', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['a subject with a bare LF', { subject: 'Hello\nBcc: victim@example.com' }],
    ['a recipient with CR/LF', { to: 'driver@carrier.example\r\nBcc: victim@example.com' }],
    ['a second recipient', { to: 'driver@carrier.example, victim@example.com' }],
    ['a named recipient', { to: 'Victim <victim@example.com>' }],
    ['a reply-to with LF', { replyTo: 'dispatch@carrier.example\nBcc: victim@example.com' }],
    ['a body with NUL', { text: 'a\u0000b' }],
  ])('refuses %s and queues nothing', async (_name, overrides) => {
    await expect(enqueueMail(database.db, mail(overrides), now)).rejects.toThrow(/Refusing to queue mail/);
    expect(await outboxRows()).toEqual([]);
  });
});

describe('outbox worker', () => {
  test('delivers a message to a real SMTP server with its HTML escaped and its reply-to', async () => {
    const smtp = await smtpServer();
    const worker = workerFor(smtp.url);
    const hostile = '<script>alert(1)</script>';
    await enqueueMail(
      database.db,
      {
        to: 'info@safeyard.example',
        replyTo: 'driver@carrier.example',
        subject: 'New booking application SY-12345',
        ...renderMail({ heading: 'New booking', paragraphs: [], rows: [{ label: 'Name', value: hostile }] }),
      },
      now,
    );
    advance(1_500);

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });

    const [received] = await smtp.waitForMessages(1);
    const row = await onlyRow();
    expect(received).toMatchObject({
      from: FROM,
      to: ['info@safeyard.example'],
      replyTo: 'driver@carrier.example',
      subject: 'New booking application SY-12345',
      messageId: row.message_id,
    });
    expect(received?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(received?.html).not.toContain('<script>');
    expect(received?.text).toContain('Name: <script>alert(1)</script>');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sent_at: now.toISOString(), locked_until: null });
  });

  test('sends sealed attachments whole, and keeps nothing of it once sent', async () => {
    const smtp = await smtpServer();
    const key = Buffer.alloc(32, 7);
    const content = Buffer.from('%PDF-1.7 the signed agreement\n%%EOF');
    const attachment = { filename: 'agreement-SY-12345.pdf', contentType: 'application/pdf', content };
    const qr = { filename: 'pass.png', contentType: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) };
    await enqueueMail(database.db, mail({ attachments: [attachment, qr] }), now, { sealWith: key });
    const queued = await onlyRow();
    expect(queued.attachment).not.toBeNull();
    expect(queued.attachment).not.toContain(content.toString('base64'));
    expect(bodyOf(queued, key).attachments).toEqual([attachment, qr]);

    const transport = createMailTransport(mailConfig(smtp.url), pino({ level: 'silent' }));
    transports.push(transport);
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      logger: pino({ level: 'silent' }),
      clock,
      dataEncryptionKey: key,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    const [received] = await smtp.waitForMessages(1);
    const parsed = await simpleParser(received?.raw ?? '');
    expect(parsed.attachments.map((file) => [file.filename, file.contentType, file.content.toString('hex')])).toEqual([
      ['agreement-SY-12345.pdf', 'application/pdf', content.toString('hex')],
      ['pass.png', 'image/png', '89504e47'],
    ]);
    expect(await onlyRow()).toMatchObject({ status: 'sent', html: '', text: '', attachment: null });
  });

  test('refuses an attachment it would have to store unsealed, or with a name that is not a plain file name', async () => {
    const attachment = { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('x') };
    await expect(enqueueMail(database.db, mail({ attachments: [attachment] }), now)).rejects.toThrow(/must be sealed/);
    const crafted = { ...attachment, filename: 'a.pdf"\r\nBcc: x@y.example' };
    await expect(
      enqueueMail(database.db, mail({ attachments: [crafted] }), now, { sealWith: Buffer.alloc(32, 7) }),
    ).rejects.toThrow(/plain file name/);
    expect(await outboxRows()).toEqual([]);
  });

  test('a message not yet due waits for its time', async () => {
    const smtp = await smtpServer();
    const worker = workerFor(smtp.url);
    await enqueueMail(database.db, mail(), new Date(START.getTime() + MINUTE));

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    advance(MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
  });

  test('an SMTP server down at first is retried with backoff and, once back, gets the message exactly once', async () => {
    const port = await findFreePort();
    const { logger, lines } = capturingLogger();
    const worker = workerFor(`smtp://127.0.0.1:${port}`, logger);
    await enqueueMail(database.db, mail(), now);

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const afterFirst = await onlyRow();
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, sent_at: null });
    expect(afterFirst.last_error).toMatch(/ECONNREFUSED/);
    const firstDelay = Date.parse(afterFirst.next_attempt_at) - now.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(24_000);
    expect(firstDelay).toBeLessThanOrEqual(36_000);
    expect(lines.some((line) => line.level === 40 && line.msg === 'Mail delivery failed; will retry')).toBe(true);

    // Backoff is respected: nothing is attempted before the retry time.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    now = new Date(afterFirst.next_attempt_at);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const afterSecond = await onlyRow();
    expect(afterSecond.attempts).toBe(2);
    const secondDelay = Date.parse(afterSecond.next_attempt_at) - now.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(48_000);
    expect(secondDelay).toBeLessThanOrEqual(72_000);

    const smtp = await smtpServer({ port });
    // Back, but the message is not due again yet: it is not sent early.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(0);

    now = new Date(afterSecond.next_attempt_at);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    advance(2 * 60 * MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    await settle();

    expect(smtp.messages).toHaveLength(1);
    const row = await onlyRow();
    expect(smtp.messages[0]?.messageId).toBe(row.message_id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  test(`gives up after ${MAX_ATTEMPTS} attempts, logs an error and keeps the message`, async () => {
    const port = await findFreePort();
    const { logger, lines } = capturingLogger();
    const worker = workerFor(`smtp://127.0.0.1:${port}`, logger);
    await enqueueMail(database.db, mail(), now);

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
      now = new Date((await onlyRow()).next_attempt_at);
    }
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });

    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null, locked_until: null });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(lines.filter((line) => line.level === 50)).toHaveLength(1);

    // A failed message is never picked up again, and the server coming back changes nothing.
    const smtp = await smtpServer({ port });
    advance(24 * 60 * MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    await settle();
    expect(smtp.messages).toHaveLength(0);
  });

  test('two workers running at once send each message exactly once', async () => {
    const smtp = await smtpServer();
    const first = workerFor(smtp.url);
    const second = workerFor(smtp.url);
    for (let index = 0; index < 6; index += 1) {
      await enqueueMail(database.db, mail({ subject: `Message ${index}` }), now);
    }

    const results = await Promise.all([first.runOnce(), second.runOnce(), first.runOnce()]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    await settle();
    expect(smtp.messages).toHaveLength(6);
    expect(new Set(smtp.messages.map((message) => message.subject)).size).toBe(6);
    const rows = await outboxRows();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  test('a claim taken by another worker is refused', async () => {
    await enqueueMail(database.db, mail(), now);
    const row = await onlyRow();
    const lease = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();

    const [a, b] = await Promise.all([
      claimMail(database.db, row, now.toISOString(), lease),
      claimMail(database.db, row, now.toISOString(), lease),
    ]);

    expect([a, b].filter(Boolean)).toEqual([{ id: row.id, attempts: 1 }]);
  });

  test('a message whose worker died mid-send is taken over once its lease has run out', async () => {
    const smtp = await smtpServer();
    const worker = workerFor(smtp.url);
    await enqueueMail(database.db, mail(), now);
    const row = await onlyRow();
    // Another server claims the message and then dies before recording anything.
    await claimMail(database.db, row, now.toISOString(), new Date(now.getTime() + CLAIM_LEASE_MS).toISOString());

    advance(CLAIM_LEASE_MS - 1_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    advance(2_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });

    await smtp.waitForMessages(1);
    expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test('without SMTP_URL the worker writes each message as an .eml file', async () => {
    const worker = workerFor(undefined);
    await enqueueMail(database.db, mail({ replyTo: 'dispatch@carrier.example' }), now);

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });

    const files = readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(join(dataDir, 'outbox', files[0] as string)));
    expect(parsed.subject).toBe('Booking application received: SY-12345');
    expect(parsed.replyTo?.text).toBe('dispatch@carrier.example');
    expect(parsed.messageId).toBe((await onlyRow()).message_id);
  });

  test('a started worker sends promptly when nudged, and stop() waits for it', async () => {
    const smtp = await smtpServer();
    // An interval far longer than the test: only the nudge can deliver in time.
    const worker = workerFor(smtp.url, pino({ level: 'silent' }), 60 * MINUTE);
    worker.start();
    await enqueueMail(database.db, mail(), now);

    worker.nudge();
    await smtp.waitForMessages(1, 10_000);
    await worker.stop();

    expect(await onlyRow()).toMatchObject({ status: 'sent' });
  });

  test('a worker that is not started ignores nudges', async () => {
    const smtp = await smtpServer();
    const worker = workerFor(smtp.url);
    await enqueueMail(database.db, mail(), now);

    worker.nudge();
    await settle();

    expect(smtp.messages).toHaveLength(0);
    expect((await onlyRow()).status).toBe('pending');
  });

  test('drain() delivers everything that is due', async () => {
    const smtp = await smtpServer();
    const worker = workerFor(smtp.url);
    for (let index = 0; index < 3; index += 1) await enqueueMail(database.db, mail(), now);

    expect(await worker.drain(5_000)).toBe(true);

    expect(smtp.messages).toHaveLength(3);
    expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true);
  });
});

describe('retryDelayMs', () => {
  test('doubles from 30 seconds up to an hour, jittered by at most a fifth', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 8, 9, 10].map((attempts) => retryDelayMs(attempts, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBeCloseTo(36_000, -1);
    expect(retryDelayMs(10, () => 0.999_999)).toBe(3_600_000);
  });
});
