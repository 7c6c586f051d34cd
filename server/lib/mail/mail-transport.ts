import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { MailAttachment } from './outbox.repository.ts';
import { type FileSyncer, fsyncer, makeDirectoryDurably, renameDurably } from '../documents/durable-files.ts';

/**
 * How a stored message leaves the building: SMTP when SMTP_URL is set, otherwise an `.eml` file in
 * DATA_DIR/outbox plus a log line, so a local start needs no mail server and nothing is lost.
 */
export interface OutgoingMessage {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments?: MailAttachment[];
}

/**
 * `permanent`: the server refused the message for good (an SMTP 5xx reply, such as 550 "no such
 * user" or 554 "rejected"): sending it again would be refused again.
 */
export type SendResult = { status: 'success' } | { status: 'error'; error: string; permanent?: boolean };

export interface MailTransport {
  /** The sender every message goes out as (MAIL_FROM); headers come from config, never input. */
  readonly from: string;
  send(message: OutgoingMessage): Promise<SendResult>;
  close(): void;
}

/**
 * A dead or silent server must fail within seconds, so the worker moves on and retries later
 * instead of holding its lease for nodemailer's default minutes.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
const MAX_ERROR_LENGTH = 1000;

/**
 * nodemailer is loaded with the first message, not at start: a server that has sent nothing yet
 * does not hold it (its memory: bench/README.md).
 */
async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

export function createMailTransport(mail: Config['mail'], logger: FastifyBaseLogger): MailTransport {
  if (mail.smtpUrl) return createSmtpTransport(mail.smtpUrl, mail.from);
  return createFileTransport(mail.outboxDir, mail.from, logger);
}

function composeOptions(message: OutgoingMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    attachments: message.attachments?.map(({ filename, contentType, content, cid }) => ({
      filename,
      contentType,
      content: Buffer.from(content),
      ...(cid ? { cid } : {}),
    })),
    // Bodies are our own strings; never let them pull in a local file or a remote URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const text =
      typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
    return text.slice(0, MAX_ERROR_LENGTH);
  }
  return String(error).slice(0, MAX_ERROR_LENGTH);
}

/** An SMTP reply code 5xx (nodemailer puts it on its errors as `responseCode`) refuses for good. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // One connection per message (no pool): mail here is a trickle, and a fresh connection never
  // trips over a socket the server silently dropped while idle.
  const openTransporter = async () =>
    (await loadNodemailer()).createTransport({
      url: smtpUrl,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  let transporter: ReturnType<typeof openTransporter> | undefined;
  return {
    from,
    async send(message) {
      try {
        transporter ??= openTransporter();
        const info = await (await transporter).sendMail(composeOptions(message));
        if (info.rejected.length > 0) {
          const error = `Recipient rejected: ${info.response}`.slice(0, MAX_ERROR_LENGTH);
          const refusals: unknown[] = (info as { rejectedErrors?: unknown[] }).rejectedErrors ?? [];
          return { status: 'error', error, permanent: refusals.length > 0 && refusals.every(isPermanentRefusal) };
        }
        return { status: 'success' };
      } catch (error) {
        return { status: 'error', error: describeError(error), permanent: isPermanentRefusal(error) };
      }
    },
    close() {
      void transporter?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}

function fileNameFor(message: OutgoingMessage, writtenAt: Date): string {
  // Colons are not allowed in Windows file names; the Message-ID's own part is unique.
  const timestamp = writtenAt.toISOString().replace(/:/g, '-');
  const id = message.messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9-]/g, '');
  return `${timestamp}-${id}.eml`;
}

/** `syncer` is the real fsync but in a test that counts the syncs. */
export function createFileTransport(
  directory: string,
  from: string,
  logger: FastifyBaseLogger,
  syncer: FileSyncer = fsyncer,
): MailTransport {
  // The stream transport composes exactly the bytes SMTP would send (RFC 5322, CRLF line ends).
  const openComposer = async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let composer: ReturnType<typeof openComposer> | undefined;
  return {
    from,
    async send(message) {
      try {
        composer ??= openComposer();
        const info = await (await composer).sendMail(composeOptions(message));
        const bytes = Buffer.isBuffer(info.message) ? info.message : await readAll(info.message);
        // Mail holds applicants' personal details: only the server's user may read it.
        await makeDirectoryDurably(directory, syncer);
        const file = join(directory, fileNameFor(message, new Date()));
        // Write then rename, so a reader never sees half a message under its final name; synced
        // before the message is recorded as sent (durable-files.ts).
        await writeFile(`${file}.partial`, bytes, { mode: 0o600 });
        await renameDurably(`${file}.partial`, file, syncer);
        logger.info({ to: message.to, subject: message.subject, file }, 'Mail written to file (SMTP_URL is not set)');
        return { status: 'success' };
      } catch (error) {
        return { status: 'error', error: describeError(error) };
      }
    },
    close() {
      void composer?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}
