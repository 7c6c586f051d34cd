import { randomUUID } from 'node:crypto';
import type { MailOutboxRow } from '../../db/database.ts';
import { open, seal } from '../sealed-box.ts';
import type { Executor } from '../../db/executor.ts';

/**
 * The mail outbox table. A message is written in the same transaction as whatever caused it, so
 * it exists exactly when that change was committed; the outbox worker delivers it later.
 */
export interface MailToQueue {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message; they carry personal data, so the mail must be sealed. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
  /** Its content id, for a picture the HTML body shows (`cid:` in an `<img>`). */
  cid?: string;
}

/** What the worker holds after a claim: `attempts` doubles as the row's version. */
export type ClaimedMail = Pick<MailOutboxRow, 'id' | 'attempts'>;

const DEFAULT_MESSAGE_ID_DOMAIN = 'yard.local';
const DOMAIN_PATTERN = /^[A-Za-z0-9.-]+$/;
// One bare address: a comma, semicolon or angle bracket could smuggle in a second recipient.
const ADDRESS_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Header values reach here already validated (zod schemas upstream, config for our own
 * addresses), so a line break or a second address is a bug: refuse it loudly instead of letting
 * it become a header injection.
 */
function assertSafeHeaders(mail: MailToQueue): void {
  const addresses: Array<[string, string]> = [['to', mail.to]];
  if (mail.replyTo !== undefined) addresses.push(['replyTo', mail.replyTo]);
  for (const [name, address] of addresses) {
    if (CONTROL_CHARACTERS.test(address) || !ADDRESS_PATTERN.test(address)) {
      throw new Error(`Refusing to queue mail: ${name} is not a single e-mail address`);
    }
  }
  if (CONTROL_CHARACTERS.test(mail.subject)) {
    throw new Error('Refusing to queue mail: the subject contains a control character (CR/LF)');
  }
  // PostgreSQL refuses NUL in text where SQLite stores it; refuse it on both so they agree.
  if (mail.html.includes('\u0000') || mail.text.includes('\u0000')) {
    throw new Error('Refusing to queue mail: the body contains a NUL character');
  }
  if (mail.attachments?.some((file) => /[^\w.-]/.test(file.filename) || /[^\w.-]/.test(file.cid ?? ''))) {
    throw new Error('Refusing to queue mail: an attachment name is not a plain file name');
  }
}

/** `<uuid@domain>`: unique, and the same on every retry so a receiver can spot a duplicate. */
export function createMessageId(domain: string = DEFAULT_MESSAGE_ID_DOMAIN): string {
  const safeDomain = DOMAIN_PATTERN.test(domain) ? domain : DEFAULT_MESSAGE_ID_DOMAIN;
  return `<${randomUUID()}@${safeDomain}>`;
}

/** The domain of an address such as MAIL_FROM, for Message-IDs that match the sender. */
export function domainOfAddress(address: string): string {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return DOMAIN_PATTERN.test(domain) ? domain : DEFAULT_MESSAGE_ID_DOMAIN;
}

export interface EnqueueOptions {
  messageIdDomain?: string;
  /**
   * The body carries a secret (a reset code): it is stored sealed with this key (the data key) and
   * erased once sent, so the database, its WAL and a backup never hold it readable
   * (docs/decisions/021-no-secret-at-rest.md). Subjects are never secret.
   */
  sealWith?: Buffer;
}

export async function enqueueMail(
  db: Executor,
  mail: MailToQueue,
  now: Date,
  options: EnqueueOptions = {},
): Promise<void> {
  await enqueueMails(db, [{ mail, options }], now);
}

/**
 * Several messages in one insert (a booking's confirmation and the company's notice): one
 * statement, so one round trip to PostgreSQL, however many. One unsafe message refuses them all.
 */
export async function enqueueMails(
  db: Executor,
  messages: ReadonlyArray<{ mail: MailToQueue; options?: EnqueueOptions }>,
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  for (const { mail, options } of messages) {
    assertSafeHeaders(mail);
    if (mail.attachments?.length && !options?.sealWith)
      throw new Error('Refusing to queue mail: an attachment must be sealed');
  }
  const timestamp = now.toISOString();
  await db
    .insertInto('mail_outbox')
    .values(
      messages.map(({ mail, options = {} }) => {
        const key = options.sealWith;
        return {
          to_address: mail.to,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          html: key ? seal(mail.html, key) : mail.html,
          text: key ? seal(mail.text, key) : mail.text,
          sealed: key ? 1 : 0,
          attachment: key && mail.attachments?.length ? seal(attachmentsJson(mail.attachments), key) : null,
          message_id: createMessageId(options.messageIdDomain),
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: timestamp,
          locked_until: null,
          last_error: null,
          created_at: timestamp,
          sent_at: null,
        };
      }),
    )
    .execute();
}

function attachmentsJson(attachments: MailAttachment[]): string {
  return JSON.stringify(
    attachments.map(({ filename, contentType, content, cid }) => ({
      filename,
      contentType,
      content: Buffer.from(content).toString('base64'),
      ...(cid ? { cid } : {}),
    })),
  );
}

function attachmentsOf(json: string): MailAttachment[] {
  const files = JSON.parse(json) as Array<{ filename: string; contentType: string; content: string; cid?: string }>;
  return files.map(({ filename, contentType, content, cid }) => ({
    filename,
    contentType,
    content: Buffer.from(content, 'base64'),
    ...(cid ? { cid } : {}),
  }));
}

/** The body to send, and its attachments if any: opened with the data key when it was sealed. */
export function bodyOf(
  row: MailOutboxRow,
  key: Buffer | undefined,
): { html: string; text: string; attachments?: MailAttachment[] } {
  if (!row.sealed) return { html: row.html, text: row.text };
  if (!key) throw new Error('This message is sealed and the outbox worker holds no data key');
  const body = { html: open(row.html, key), text: open(row.text, key) };
  return row.attachment ? { ...body, attachments: attachmentsOf(open(row.attachment, key)) } : body;
}

/** A sealed body has done its job once sent (or given up on): nothing of it stays, sealed or not. */
export async function eraseSealedBody(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ html: '', text: '', attachment: null })
    .where('id', '=', id)
    .where('sealed', '=', 1)
    .execute();
}

/** Pending messages whose time has come, and messages whose sender's lease ran out (a crash). */
export async function findDueMail(db: Executor, now: string, limit: number): Promise<MailOutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countDueMail(db: Executor, now: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', now)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes one message for sending, or returns null when another worker got there first. The UPDATE
 * re-checks that the row is still due and still at the version we read, and only one UPDATE can
 * win that race on SQLite and on PostgreSQL alike (the loser matches zero rows). The lease
 * `locked_until` lets another worker take over if this one dies mid-send.
 */
export async function claimMail(
  db: Executor,
  row: ClaimedMail,
  now: string,
  leaseUntil: string,
): Promise<ClaimedMail | null> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'sending', locked_until: leaseUntil, attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { id: row.id, attempts: row.attempts + 1 } : null;
}

/** Each of these only touches the row while this worker still holds its claim. */
function updateClaimed(db: Executor, claim: ClaimedMail) {
  return db
    .updateTable('mail_outbox')
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'sending');
}

export async function markMailSent(db: Executor, claim: ClaimedMail, sentAt: string): Promise<boolean> {
  const result = await updateClaimed(db, claim)
    .set({ status: 'sent', sent_at: sentAt, locked_until: null, last_error: null })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function scheduleMailRetry(
  db: Executor,
  claim: ClaimedMail,
  nextAttemptAt: string,
  error: string,
): Promise<boolean> {
  const result = await updateClaimed(db, claim)
    .set({ status: 'pending', next_attempt_at: nextAttemptAt, locked_until: null, last_error: error })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives up on a message. It stays in the table (never deleted) for an operator to inspect. */
export async function markMailFailed(db: Executor, claim: ClaimedMail, error: string): Promise<boolean> {
  const result = await updateClaimed(db, claim)
    .set({ status: 'failed', locked_until: null, last_error: error })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Messages given up on and queued since `since`, newest first, for the dashboard's Needs attention. */
export async function findFailedMail(db: Executor, since: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'created_at', 'last_error'])
    .where('status', '=', 'failed')
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countFailedMail(db: Executor, since: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'failed')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
