import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { CONTACT_ADMIN_API } from '../../domain/contact-admin.schema.ts';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { DOCUMENT_KINDS, type DocumentField } from '../../domain/documents.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { createEnquiryInput } from '../factories/contact.factory.ts';
import { makeJpeg } from '../support/documents.ts';
import { HARDENED_ADMIN, type HardenedServer, startHardenedServer } from '../support/hardened-server.ts';
import { createTestApp, TEST_DATABASE_KIND } from '../support/test-app.ts';

/**
 * The standing attack suite: each test is one attack on the real server, in its own
 * process on a real socket with every protection on, and names what holds. It runs on SQLite and,
 * with TEST_DATABASE_URL, on PostgreSQL; the slow clients and the connection flood, which no database
 * changes, are in attack-slow-clients.test.ts. docs/security-model.md lists the limits it checks.
 */
let server: HardenedServer;
let nextAddress = 1;

beforeAll(async () => {
  server = await startHardenedServer({ CORS_ORIGINS: 'https://partner.example' }, process.env.TEST_DATABASE_URL);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** A client address of its own (the server trusts X-Forwarded-For here, as behind a proxy). */
/** The parts of an answer the attacks read. */
interface AnswerBody {
  isSuccess?: boolean;
  code?: string;
  token?: string;
  errors?: Array<{ path: string; message: string }>;
}

function freshAddress(): string {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

async function send(
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshAddress(), ...options.headers };
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let json: AnswerBody | undefined;
  try {
    json = JSON.parse(text) as AnswerBody;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

function signIn(password: string, ip?: string, userName: string = HARDENED_ADMIN.username) {
  return send('POST', ADMIN_API.login, { body: { userName, password }, ip });
}

/** Waits for a received mail that `matches`; mail of earlier tests may still be arriving. */
async function waitForMail(matches: (html: string) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = server.smtp.messages.find((mail) => matches(mail.html ?? ''));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the expected mail did not arrive');
}

/** Whether any received mail mentions `marker`, after giving the outbox time to send. */
async function mailMentions(marker: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return server.smtp.messages.some((mail) => `${mail.subject}${mail.text}${mail.html}`.includes(marker));
}

/** A booking as the wizard sends it, its five documents uploaded first, from `ip`. */
async function bookOverHttp(ip: string, email: string): Promise<{ id: number; token: string }> {
  const jpeg = await makeJpeg();
  const references: Partial<Record<DocumentField, string>> = {};
  for (const { kind, field } of DOCUMENT_KINDS) {
    const form = new FormData();
    form.append('Image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'document.jpg');
    const response = await fetch(`${server.baseUrl}/api/ApplicationFormData/${kind}`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.status).toBe(200);
    references[field] = ((await response.json()) as { response: string }).response;
  }
  const booking = createBookingInput(
    {
      personalInfo: { email },
      bankingInfo: { bank: 'Maple Bank', contact: '12345', phone: '001', address: '7654321' },
    },
    references,
  );
  const booked = await send('POST', '/api/ApplicationFormData/CreateApplicationForm', { body: booking, ip });
  expect(booked.status).toBe(200);
  const answer = booked.json as { id?: number; statusUrl?: string };
  const token = /\/status\/([A-Za-z0-9_-]{43})$/.exec(String(answer.statusUrl))?.[1];
  if (!token || !answer.id) throw new Error(`the booking answered no id or status link: ${booked.text}`);
  return { id: answer.id, token };
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe(`attacks on the running server (${TEST_DATABASE_KIND})`, () => {
  // --- auth and throttle -------------------------------------------------------------------

  test('a stranger guessing the admin password is held back while the admin signs in from their own address, and the admin is e-mailed once', async () => {
    const stranger = freshAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await signIn(`guess number ${attempt}`, stranger)).status).toBe(401);
    }
    const blocked = await signIn(HARDENED_ADMIN.password, stranger);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(HARDENED_ADMIN.password)).status).toBe(200);

    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(`another guess ${attempt}`, freshAddress());
    const alerts = await server.smtp.waitForMessages(1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const attackMails = server.smtp.messages.filter((mail) => mail.subject === 'Failed sign-ins on your admin account');
    expect(alerts.length).toBeGreaterThan(0);
    expect(attackMails).toHaveLength(1);
    expect(attackMails[0]?.to).toEqual([HARDENED_ADMIN.email]);
  }, 60_000);

  test('SQL written into the username is only a wrong username', async () => {
    for (const userName of ["' OR '1'='1", "admin'--", '"; drop table admins; --']) {
      expect((await signIn('anything at all 123', undefined, userName)).status).toBe(401);
    }
    expect((await signIn(HARDENED_ADMIN.password)).status).toBe(200);
  });

  // --- sessions ----------------------------------------------------------------------------

  test('a signed-out or forged session token is refused', async () => {
    const { json } = await signIn(HARDENED_ADMIN.password);
    const bearer = { authorization: `Bearer ${json?.token}` };
    expect((await send('GET', ADMIN_API.me, { headers: bearer })).status).toBe(200);
    expect((await send('POST', ADMIN_API.logout, { headers: bearer })).status).toBe(200);
    expect((await send('GET', ADMIN_API.me, { headers: bearer })).status).toBe(401);
    const forged = { authorization: `Bearer ${'A'.repeat(43)}` };
    expect((await send('GET', ADMIN_API.me, { headers: forged })).status).toBe(401);
  });

  // --- XSRF and cross-site writes -------------------------------------------------------------

  test('a cookie-carrying write without the XSRF token is refused', async () => {
    const response = await signIn(HARDENED_ADMIN.password);
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const refused = await send('POST', ADMIN_API.logout, { headers: { cookie } });
    expect(refused.status).toBe(403);
  });

  test('a cross-site write is refused by Sec-Fetch-Site and by Origin, and stores nothing', async () => {
    const probe = createEnquiryInput({ message: 'cross-site-probe message' });
    const crossSite = await send('POST', ENQUIRY_PATH, {
      body: probe,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json).toMatchObject({ isSuccess: false, code: 'forbidden' });
    const oldBrowser = await send('POST', ENQUIRY_PATH, {
      body: probe,
      headers: { origin: 'https://evil.example' },
    });
    expect(oldBrowser.status).toBe(403);
    const sandboxed = await send('POST', ENQUIRY_PATH, { body: probe, headers: { origin: 'null' } });
    expect(sandboxed.status).toBe(403);
    expect(await mailMentions('cross-site-probe')).toBe(false);
  });

  test('a same-origin post, and one from an origin in CORS_ORIGINS, are accepted', async () => {
    const sameOrigin = await send('POST', ENQUIRY_PATH, {
      body: createEnquiryInput(),
      headers: { 'sec-fetch-site': 'same-origin', origin: server.baseUrl },
    });
    expect(sameOrigin.status).toBe(200);
    const partner = await send('POST', ENQUIRY_PATH, {
      body: createEnquiryInput(),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' },
    });
    expect(partner.status).toBe(200);
  });

  // --- IDOR --------------------------------------------------------------------------------

  test('applications, documents and messages are not readable without a session', async () => {
    for (const path of [
      ADMIN_API.byId(1),
      '/api/ApplicationFormData/Document/1/ArticleOfIncorporation',
      ADMIN_API.revealBankDetails(1),
      '/api/Contact/Enquiries',
    ]) {
      const response = await send(path.startsWith('/api/ApplicationFormData/RevealBankDetails') ? 'POST' : 'GET', path);
      expect([401, 404]).toContain(response.status);
      expect(response.status === 404 ? response.text : '').not.toContain('fullName');
    }
  });

  // --- uploads -----------------------------------------------------------------------------

  test('a truncated or malformed multipart upload is a 400, never a 500', async () => {
    const boundary = 'attackboundary';
    const truncated = await send('POST', '/api/ApplicationFormData/ArticleOfIncorporation', {
      raw: `--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut off here`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(truncated.status).toBe(400);
    expect(truncated.json).toMatchObject({ isSuccess: false, code: 'validation_failed' });
    const garbage = await send('POST', '/api/ApplicationFormData/ArticleOfIncorporation', {
      raw: 'this is not multipart at all',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(garbage.status).toBe(400);
    const noBoundary = await send('POST', '/api/ApplicationFormData/ArticleOfIncorporation', {
      raw: 'x',
      headers: { 'content-type': 'multipart/form-data; charset=utf-8' },
    });
    expect([400, 415]).toContain(noBoundary.status);
    expect((await send('GET', '/healthz')).status).toBe(200);
  });

  // --- XSS ---------------------------------------------------------------------------------

  test('markup typed into a form reaches the company e-mail escaped', async () => {
    const response = await send('POST', ENQUIRY_PATH, {
      body: createEnquiryInput({ message: 'Hello xss-probe <img src=x onerror=alert(1)> <script>alert(2)</script>' }),
    });
    expect(response.status).toBe(200);
    const html = (await waitForMail((body) => body.includes('xss-probe'))).html ?? '';
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });

  // --- bad input ---------------------------------------------------------------------------

  test('line breaks, lone surrogates and implausible input are 400s listing every field, and nothing is sent', async () => {
    const response = await send('POST', ENQUIRY_PATH, {
      raw: JSON.stringify(
        createEnquiryInput({
          FullName: 'Ann\r\nBcc: victim@example.com',
          Email: 'not-an-email',
          message: 'bad-input-probe message',
        }),
      ).replace('"CompanyName":"', '"CompanyName":"\\ud800'),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ isSuccess: false, code: 'validation_failed' });
    const paths = (response.json?.errors ?? []).map((error) => error.path).sort();
    expect(paths).toEqual(['CompanyName', 'Email', 'FullName']);
    expect(await mailMentions('bad-input-probe')).toBe(false);
  });

  test("NUL, half a surrogate pair or a line break in the admin side's text (sign-in name, search, decision reason) is a 400, never a 500", async () => {
    // PostgreSQL refuses NUL in text with an error: unvalidated, each of these was a 500 there.
    for (const userName of ['yard-admin\u0000', 'yard-\ud800admin', 'yard-admin\r\nX-Injected: 1']) {
      const refused = await send('POST', ADMIN_API.login, { body: { userName, password: 'anything at all 123' } });
      expect(refused.status, JSON.stringify(userName)).toBe(400);
      expect(refused.json?.errors?.map((error) => error.path)).toEqual(['userName']);
    }
    const { json } = await signIn(HARDENED_ADMIN.password);
    const bearer = { authorization: `Bearer ${json?.token}` };
    // A query string carries no lone surrogate (percent-decoding makes U+FFFD of one): controls and breaks.
    for (const search of ['%00', 'a%1B%5B2J', 'a%0D%0Ab']) {
      const refused = await send('GET', `${ADMIN_API.list}?search=${search}`, { headers: bearer });
      expect(refused.status, search).toBe(400);
      expect(refused.json?.errors?.map((error) => error.path)).toEqual(['search']);
    }
    for (const reason of ['Missing\u0000 pages', 'Missing \udc00pages']) {
      const refused = await send('POST', ADMIN_API.action, { body: { id: 1, status: 1, reason }, headers: bearer });
      expect(refused.status, JSON.stringify(reason)).toBe(400);
      expect(refused.json?.errors?.map((error) => error.path)).toEqual(['reason']);
    }
  });

  test('query numbers that are not plain digits are 400s on every admin list', async () => {
    const { json } = await signIn(HARDENED_ADMIN.password);
    const bearer = { authorization: `Bearer ${json?.token}` };
    for (const list of [ADMIN_API.list, CONTACT_ADMIN_API.enquiries, CONTACT_ADMIN_API.jobApplications]) {
      for (const query of ['skip=0x3', 'take=1e1', 'skip=%202', 'take=2.0', 'skip=', 'skip=-1', 'skip=1&skip=2']) {
        const refused = await send('GET', `${list}?${query}`, { headers: bearer });
        expect(refused.status, `${list}?${query}`).toBe(400);
        expect(refused.json).toMatchObject({ isSuccess: false, code: 'validation_failed' });
      }
      expect((await send('GET', `${list}?skip=0&take=5`, { headers: bearer })).status).toBe(200);
    }
  });

  test('a deeply nested body is a 400 and a huge one a 413, and the server stays up', async () => {
    const deep = await send('POST', ENQUIRY_PATH, {
      raw: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(400);
    const nested = await send('POST', ENQUIRY_PATH, {
      raw: `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(nested.status).toBe(400);
    expect(nested.json?.errors).toHaveLength(1);
    const huge = await send('POST', ENQUIRY_PATH, { body: { message: 'x'.repeat(400_000) } });
    expect(huge.status).toBe(413);
    expect((await send('GET', '/healthz')).status).toBe(200);
  });

  // --- secrets at rest ---------------------------------------------------------------------

  test('a reset code can be read from the mail alone: not from the database, its WAL, DATA_DIR or the logs', async () => {
    const response = await send('POST', ADMIN_API.forgotPasswordRequest, {
      body: { email: HARDENED_ADMIN.email, newPassword: 'quartz meadow violin 7781' },
    });
    expect(response.status).toBe(200);
    const mail = await waitForMail((html) => html.includes('Enter this code on the reset page'), 15_000);
    const code = /Code: (\d{6})/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The worker erases the sealed body right after SMTP accepted it.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const needles = [`Code: ${code}`, `>${code}<`, `\n${code}\n`, 'Enter this code on the reset page'];
    const haystacks: Array<[string, string]> = filesUnder(server.dataDir).map((file) => [
      file,
      readFileSync(file).toString('latin1'),
    ]);
    haystacks.push(['logs', server.logs()]);
    haystacks.push(...((await server.postgresTables()) ?? []));
    // The database was read: its file on SQLite, its tables (the outbox among them) on PostgreSQL.
    const read = haystacks.map(([name]) => name);
    expect(read.some((name) => name.endsWith(TEST_DATABASE_KIND === 'sqlite' ? 'app.sqlite' : 'mail_outbox'))).toBe(
      true,
    );
    for (const [name, content] of haystacks) {
      for (const needle of needles) expect(content.includes(needle), `${name} holds "${needle}"`).toBe(false);
    }
  }, 40_000);

  test("a booking's private status link can be read from the applicant's mail alone: not from the database, its WAL, DATA_DIR or the logs, even once opened", async () => {
    const applicant = freshAddress();
    const { token } = await bookOverHttp(applicant, 'status-link-probe@example.com');
    // The applicant opens the link, as the page does: the access log sees its address.
    expect((await send('GET', `/api/ApplicationStatus/${token}`, { ip: applicant })).status).toBe(200);
    const mail = await waitForMail((html) => html.includes(`/status/${token}`), 15_000);
    expect(mail.to).toEqual(['status-link-probe@example.com']);
    // The worker erases the sealed body right after SMTP accepted it.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const haystacks: Array<[string, string]> = filesUnder(server.dataDir).map((file) => [
      file,
      readFileSync(file).toString('latin1'),
    ]);
    haystacks.push(['logs', server.logs()], ...((await server.postgresTables()) ?? []));
    expect(server.logs()).toContain('/api/ApplicationStatus/');
    for (const [name, content] of haystacks)
      expect(content.includes(token ?? ''), `${name} holds the token`).toBe(false);
  }, 60_000);

  // --- headers and caching ------------------------------------------------------------------

  test('answers forbid framing in both headers, sniffing, and caching of anything private', async () => {
    const health = await send('GET', '/healthz');
    expect(health.headers.get('x-frame-options')).toBe('DENY');
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    // Served over http here: no HSTS (a browser would ignore it anyway).
    expect(health.headers.get('strict-transport-security')).toBeNull();

    const signedIn = await signIn(HARDENED_ADMIN.password);
    expect(signedIn.headers.get('cache-control')).toContain('no-store');
    const me = await send('GET', ADMIN_API.me, { headers: { authorization: `Bearer ${signedIn.json?.token}` } });
    expect(me.headers.get('cache-control')).toContain('no-store');
    const refused = await send('GET', ADMIN_API.me);
    expect(refused.headers.get('cache-control')).toContain('no-store');
  });

  test('revealed bank numbers and an application read by the admin are answered no-store', async () => {
    const { id } = await bookOverHttp(freshAddress(), 'no-store-probe@example.com');
    const { json } = await signIn(HARDENED_ADMIN.password);
    const bearer = { authorization: `Bearer ${json?.token}` };
    const revealed = await send('POST', ADMIN_API.revealBankDetails(id), { headers: bearer });
    expect(revealed.status).toBe(200);
    expect(revealed.text).toContain('7654321');
    expect(revealed.headers.get('cache-control')).toContain('no-store');
    const details = await send('GET', ADMIN_API.byId(id), { headers: bearer });
    expect(details.status).toBe(200);
    expect(details.headers.get('cache-control')).toContain('no-store');
  }, 60_000);

  test('over https the site sends HSTS for at least a year', async () => {
    const app = await createTestApp({ environment: { PUBLIC_URL: 'https://yard.example.com' } });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/healthz' });
      const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    } finally {
      await app.close();
    }
  });

  // --- mail abuse ---------------------------------------------------------------------------

  test('a filled honeypot gets the same success and sends nothing', async () => {
    const response = await send('POST', ENQUIRY_PATH, {
      body: createEnquiryInput({ website: 'http://spam.example', message: 'honeypot-probe message' }),
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ isSuccess: true });
    expect(await mailMentions('honeypot-probe')).toBe(false);
  });
});
