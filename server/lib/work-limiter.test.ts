import { expect, test } from 'vitest';
import { createWorkLimiter } from './work-limiter.ts';

/** Lets every pending promise continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

test('no more than the limit of tasks run at once, and the others start in order as slots free', async () => {
  const limiter = createWorkLimiter(2);
  const gates = [deferred(), deferred(), deferred(), deferred()];
  const started: number[] = [];
  const results = gates.map((gate, index) =>
    limiter.run(async () => {
      started.push(index);
      await gate.promise;
      return index;
    }),
  );
  await settle();
  expect(started).toEqual([0, 1]);
  expect({ active: limiter.active, waiting: limiter.waiting }).toEqual({ active: 2, waiting: 2 });

  gates[1]?.resolve();
  await settle();
  expect(started).toEqual([0, 1, 2]);

  for (const gate of gates) gate.resolve();
  expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
  expect({ active: limiter.active, waiting: limiter.waiting }).toEqual({ active: 0, waiting: 0 });
});

test('a failing task frees its slot and passes its error on', async () => {
  const limiter = createWorkLimiter(1);
  const failed = limiter.run(async () => {
    throw new Error('task failed');
  });
  const next = limiter.run(async () => 'ran');

  await expect(failed).rejects.toThrow('task failed');
  expect(await next).toBe('ran');
  expect(limiter.active).toBe(0);
});

test('a limit below one is refused', () => {
  expect(() => createWorkLimiter(0)).toThrow(/positive integer/);
});
