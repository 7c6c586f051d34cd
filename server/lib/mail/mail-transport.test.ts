import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { findFreePort, type SmtpTestServer, startSmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import type { Config } from '../../config.ts';
import { recordingSyncer } from '../../../tests/support/recording-syncer.ts';
import { createFileTransport, createMailTransport, type OutgoingMessage } from './mail-transport.ts';

let directory: string;
let smtp: SmtpTestServer | undefined;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'yard-mail-transport-'));
});

afterEach(async () => {
  await smtp?.stop();
  smtp = undefined;
  rmSync(directory, { recursive: true, force: true });
});

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

function mailConfig(overrides: Partial<Config['mail']> = {}): Config['mail'] {
  return {
    smtpUrl: undefined,
    outboxDir: join(directory, 'outbox'),
    from: 'no-reply@safeyard.example',
    companyInbox: 'info@safeyard.example',
    careersInbox: 'careers@safeyard.example',
    ...overrides,
  };
}

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    from: 'no-reply@safeyard.example',
    to: 'driver@carrier.example',
    replyTo: 'dispatch@carrier.example',
    subject: 'Booking application received: SY-12345',
    html: '<p>Hello &lt;Ann&gt;</p>',
    text: 'Hello <Ann>',
    messageId: '<0b7e2f8c-3c55-4a43-9d0c-1f6a3c0d1e2f@safeyard.example>',
    ...overrides,
  };
}

test('without SMTP_URL a message is written as a parseable .eml file and logged', async () => {
  const { logger, lines } = capturingLogger();
  const transport = createMailTransport(mailConfig(), logger);

  const result = await transport.send(message());
  transport.close();

  expect(result).toEqual({ status: 'success' });
  const outboxDir = join(directory, 'outbox');
  const files = readdirSync(outboxDir);
  expect(files).toHaveLength(1);
  const [file] = files as [string];
  expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-0b7e2f8c-3c55-4a43-9d0c-1f6a3c0d1e2f\.eml$/);
  expect(statSync(join(outboxDir, file)).mode & 0o077).toBe(0);

  const raw = readFileSync(join(outboxDir, file));
  expect(raw.toString('latin1')).toContain('\r\nSubject: Booking application received: SY-12345\r\n');
  const parsed = await simpleParser(raw);
  expect(parsed.from?.text).toBe('no-reply@safeyard.example');
  expect(parsed.replyTo?.text).toBe('dispatch@carrier.example');
  expect(parsed.subject).toBe('Booking application received: SY-12345');
  expect(parsed.messageId).toBe('<0b7e2f8c-3c55-4a43-9d0c-1f6a3c0d1e2f@safeyard.example>');
  expect(parsed.html).toBe('<p>Hello &lt;Ann&gt;</p>');
  expect(parsed.text?.trim()).toBe('Hello <Ann>');

  const logLine = lines.find((line) => line.file === join(outboxDir, file));
  expect(logLine).toMatchObject({
    level: 30,
    to: 'driver@carrier.example',
    subject: 'Booking application received: SY-12345',
  });
});

test('with SMTP_URL a message is delivered to the SMTP server with its headers', async () => {
  smtp = await startSmtpTestServer();
  const transport = createMailTransport(mailConfig({ smtpUrl: smtp.url }), pino({ level: 'silent' }));

  const result = await transport.send(message());
  transport.close();

  expect(result).toEqual({ status: 'success' });
  const [received] = await smtp.waitForMessages(1);
  expect(received).toMatchObject({
    from: 'no-reply@safeyard.example',
    to: ['driver@carrier.example'],
    replyTo: 'dispatch@carrier.example',
    subject: 'Booking application received: SY-12345',
    messageId: '<0b7e2f8c-3c55-4a43-9d0c-1f6a3c0d1e2f@safeyard.example>',
    envelope: { from: 'no-reply@safeyard.example', to: ['driver@carrier.example'] },
  });
  expect(received?.html).toBe('<p>Hello &lt;Ann&gt;</p>');
  expect(readdirSync(directory)).toEqual([]);
});

test('a message without a reply-to address has no Reply-To header', async () => {
  smtp = await startSmtpTestServer();
  const transport = createMailTransport(mailConfig({ smtpUrl: smtp.url }), pino({ level: 'silent' }));

  await transport.send(message({ replyTo: null }));
  transport.close();

  const [received] = await smtp.waitForMessages(1);
  expect(received?.replyTo).toBeNull();
  expect(received?.raw).not.toMatch(/^Reply-To:/im);
});

test('an SMTP server that is not there is an error value, not an exception', async () => {
  const port = await findFreePort();
  const transport = createMailTransport(mailConfig({ smtpUrl: `smtp://127.0.0.1:${port}` }), pino({ level: 'silent' }));

  const result = await transport.send(message());
  transport.close();

  expect(result.status).toBe('error');
  expect(result.status === 'error' && result.error).toMatch(/ECONNREFUSED/);
});

test('a mail written to the outbox folder is synced before it is reported sent', async () => {
  const root = directory;
  const outbox = join(root, 'outbox');
  const { syncer, calls } = recordingSyncer();
  const transport = createFileTransport(outbox, 'no-reply@safeyard.example', pino({ level: 'silent' }), syncer);

  const result = await transport.send({
    from: 'no-reply@safeyard.example',
    to: 'someone@example.com',
    replyTo: null,
    subject: 'Synced',
    html: '<p>Synced</p>',
    text: 'Synced',
    messageId: '<synced@safeyard.example>',
  });
  transport.close();

  expect(result).toEqual({ status: 'success' });
  const [written] = readdirSync(outbox);
  expect(written).toMatch(/\.eml$/);
  expect(calls).toEqual([
    { kind: 'directory', path: root, entries: expect.arrayContaining(['outbox']) },
    { kind: 'file', path: join(outbox, `${written}.partial`), entries: [] },
    { kind: 'directory', path: outbox, entries: [written] },
  ]);
});
