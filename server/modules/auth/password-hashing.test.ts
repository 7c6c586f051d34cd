import { availableParallelism } from 'node:os';
import { expect, test } from 'vitest';
import { ARGON2_OPTIONS } from './first-admin.ts';
import { hashPassword, PASSWORD_HASH_CONCURRENCY, passwordWorkLoad, verifyPassword } from './password-hashing.ts';

/**
 * The bound that keeps a flood of sign-ins from starving the server: argon2id checks run
 * at most PASSWORD_HASH_CONCURRENCY at once, the rest queue. bench/sign-in-flood.ts measures what
 * it buys (/healthz latency and memory under 200 sign-ins); this proves the bound itself holds.
 */
test('at most half the cores hash at once, and at least one core is left for everything else', () => {
  expect(PASSWORD_HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
  expect(PASSWORD_HASH_CONCURRENCY).toBeLessThanOrEqual(Math.max(1, Math.floor(availableParallelism() / 2)));
});

test('a burst of password checks runs PASSWORD_HASH_CONCURRENCY at a time, the rest wait their turn, and every answer is right', async () => {
  const stored = await hashPassword('granite lantern orchard 2026', ARGON2_OPTIONS);
  expect(passwordWorkLoad()).toEqual({ active: 0, waiting: 0 });

  const burst = 12;
  const checks = Array.from({ length: burst }, (_, index) =>
    verifyPassword(stored, index % 2 === 0 ? 'granite lantern orchard 2026' : `wrong guess ${index}`),
  );
  let busiest = passwordWorkLoad();
  expect(busiest).toEqual({ active: PASSWORD_HASH_CONCURRENCY, waiting: burst - PASSWORD_HASH_CONCURRENCY });
  // Sampled while the burst drains: the bound holds throughout, not only at the start.
  const sampler = setInterval(() => {
    const load = passwordWorkLoad();
    if (load.active > busiest.active) busiest = load;
  }, 1);
  const answers = await Promise.all(checks);
  clearInterval(sampler);

  expect(busiest.active).toBe(PASSWORD_HASH_CONCURRENCY);
  expect(answers).toEqual(Array.from({ length: burst }, (_, index) => index % 2 === 0));
  expect(passwordWorkLoad()).toEqual({ active: 0, waiting: 0 });
});
