import { once } from 'node:events';
import { createServer } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: the app talks to it over TCP exactly as it would to
 * a production relay, and every message is parsed back so a test can read what arrived.
 */
export interface ReceivedMail {
  /** The recipients in the To header. */
  to: string[];
  from: string | null;
  replyTo: string | null;
  subject: string;
  html: string | null;
  text: string | null;
  messageId: string | null;
  /** The SMTP envelope (MAIL FROM / RCPT TO), which may differ from the headers. */
  envelope: { from: string | null; to: string[] };
  /** The message exactly as received. */
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * From now on, refuse every recipient with this SMTP reply (554: refused for good; 451: try
   * later), as a relay does; null accepts again.
   */
  refuseWith(reply: { responseCode: number; message: string } | null): void;
  stop(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

/** A port that was free a moment ago, for a server the test starts later ("down at first"). */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtpTestServer(options: { port?: number } = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { responseCode: number; message: string } | null = null;

  const server = new SMTPServer({
    // Plain SMTP without TLS or required login, like a local relay; credentials are accepted if sent.
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              to: addresses(parsed.to),
              from: addresses(parsed.from)[0] ?? null,
              replyTo: addresses(parsed.replyTo)[0] ?? null,
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              text: parsed.text ?? null,
              messageId: parsed.messageId ?? null,
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              raw,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client dropping its connection is reported as an error; it must not crash the test run.
  server.on('error', () => {});
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessages(count, timeoutMs = 5_000) {
      if (messages.length >= count) return Promise.resolve([...messages]);
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve([...messages]);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`Expected ${count} message(s) at the SMTP server, got ${messages.length} in ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    refuseWith(reply) {
      refusal = reply;
    },
    stop() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
