import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { LOGGED_PASS_CODE, LOGGED_TOKEN, loggableUrl } from './logger-options.ts';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a Fastify app with these settings in a process of its own and returns what it printed. */
function logOneLine(environment: Record<string, string>): string {
  const script = `
    import Fastify from 'fastify';
    import { loadConfig } from './server/config.ts';
    import { loggerOptions } from './server/lib/logger-options.ts';
    const app = Fastify({ logger: loggerOptions(loadConfig()) });
    app.log.info({ applicationId: 42 }, 'booking stored');
    await app.close();
  `;
  const { NODE_ENV: _vitest, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    env: { ...inherited, ...environment },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

test('with LOG_FORMAT=json (the default off a terminal) each event is one JSON line', () => {
  const output = logOneLine({ LOG_FORMAT: 'json' });
  const lines = output.trim().split('\n');
  expect(lines).toHaveLength(1);
  const event = JSON.parse(lines[0] ?? '');
  expect(event).toMatchObject({ level: 30, msg: 'booking stored', applicationId: 42 });
});

test('with LOG_FORMAT=pretty (the default at a terminal) events are readable lines, not JSON', () => {
  // Colours are on (a terminal is what this format is for); read the text without them.
  const output = logOneLine({ LOG_FORMAT: 'pretty' }).replace(
    new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
    '',
  );
  expect(output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: booking stored\n\s+applicationId: 42\n$/);
  expect(() => JSON.parse(output.trim().split('\n')[0] ?? '')).toThrow();
});

test('unset, the format follows whether stdout is a terminal; tests always log JSON', () => {
  expect(loadConfig({}, { stdoutIsTty: true }).logFormat).toBe('pretty');
  expect(loadConfig({}, { stdoutIsTty: false }).logFormat).toBe('json');
  expect(loadConfig({ NODE_ENV: 'test' }, { stdoutIsTty: true }).logFormat).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'json' }, { stdoutIsTty: true }).logFormat).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'pretty' }, { stdoutIsTty: false }).logFormat).toBe('pretty');
});

test("the applicant's private link is logged without its token, the page's address and the API's alike", () => {
  const token = 'Tk9_-abcdefghijklmnopqrstuvwxyz0123456789AB';
  expect(loggableUrl(`/status/${token}`)).toBe(`/status/${LOGGED_TOKEN}`);
  expect(loggableUrl(`/fr/status/${token}`)).toBe(`/fr/status/${LOGGED_TOKEN}`);
  expect(loggableUrl(`/api/ApplicationStatus/${token}/Corrections?x=1`)).toBe(
    `/api/ApplicationStatus/${LOGGED_TOKEN}/Corrections?x=1`,
  );
  expect(loggableUrl('/api/Yards/mavid/Pass/7KQ4-MX2P')).toBe(`/api/Yards/mavid/Pass/${LOGGED_PASS_CODE}`);
  expect(loggableUrl('/api/Yards/mavid/Capacity')).toBe('/api/Yards/mavid/Capacity');
  expect(loggableUrl('/api/ApplicationFormData/GetAllApplicationForm?skip=10')).toBe(
    '/api/ApplicationFormData/GetAllApplicationForm?skip=10',
  );
});
