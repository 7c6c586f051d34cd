import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { type HardenedServer, startHardenedServer } from '../support/hardened-server.ts';

/**
 * The attack suite's clients that hold the server's sockets: dripping headers or a body,
 * and a flood of idle connections. What stops them is the HTTP server's timeouts and connection
 * cap, which no database changes, so this runs once, on SQLite (tests/support/database-free-tests.ts):
 * on each pass it would wait the same 30 s. attack-suite.test.ts holds the other attacks.
 */
let server: HardenedServer;

beforeAll(async () => {
  server = await startHardenedServer({ MAX_CONNECTIONS: '40' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** Opens a raw socket and resolves how long the server kept it open, writing as `drip` says. */
function holdOpen(head: string, drip: { chunk: string; everyMs: number }): Promise<number> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const socket: Socket = connect(server.port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => socket.write(drip.chunk), drip.everyMs);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - startedAt);
    });
  });
}

describe('clients that hold the server open', () => {
  test('slow clients are cut off: headers after 10 s, a JSON body after 30 s, an upload below the minimum rate', async () => {
    const [headers, body, upload] = await Promise.all([
      holdOpen('POST /api/Login HTTP/1.1\r\nHost: 127.0.0.1\r\n', { chunk: 'X-Slow: 1\r\n', everyMs: 1000 }),
      holdOpen(
        `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
        { chunk: ' ', everyMs: 1000 },
      ),
      holdOpen(
        'POST /api/ApplicationFormData/ArticleOfIncorporation HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000000\r\n\r\n',
        { chunk: 'x'.repeat(1024), everyMs: 1000 },
      ),
    ]);
    expect(headers).toBeLessThan(13_000);
    expect(body).toBeGreaterThan(25_000);
    expect(body).toBeLessThan(33_000);
    expect(upload).toBeLessThan(23_000);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  }, 60_000);

  test('a flood of idle connections is capped, and the server still answers once they go', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 70 },
        () =>
          new Promise<{ socket: Socket; closed: () => boolean }>((resolve) => {
            let closed = false;
            const socket = connect(server.port, '127.0.0.1', () => resolve({ socket, closed: () => closed }));
            socket.on('error', () => {});
            socket.on('close', () => {
              closed = true;
            });
          }),
      ),
    );
    // The refused ones are closed at once; on a busy machine "at once" may take a while.
    const refused = () => sockets.filter((entry) => entry.closed()).length;
    for (let waited = 0; refused() < 30 && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused()).toBeGreaterThanOrEqual(30);
    for (const { socket } of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});
