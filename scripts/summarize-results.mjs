#!/usr/bin/env node
// Totals the results of every suite that scripts/validate.sh ran and prints them, ending with the
// one line CI reads, alone on the last line of stdout:
//   N passed, N failed, N skipped
// Exit status: 0 when nothing failed, 1 otherwise.
//
// Usage:
//   node scripts/summarize-results.mjs --manifest .tmp/validate-steps.tsv
//       Reads the steps validate.sh recorded (see below), so a suite that should have run but left
//       no report, or that exited non-zero without a failing test (an unhandled error, no test
//       files), counts as failed instead of vanishing from the total.
//   node scripts/summarize-results.mjs
//       Without a manifest: summarizes whichever of the known reports exist in .tmp/.
//
// Manifest: one step per line, tab-separated: kind, name, status, report path, note.
//   kind    check (typecheck, build: a failure counts as 1 failed) | vitest | playwright
//   status  the step's exit code | not-run (an earlier step failed) | error (could not start it)
// Plain Node with no dependencies, so it still reports when `npm install` half failed.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const KNOWN_REPORTS = [
  { kind: 'vitest', name: 'vitest (SQLite)', report: '.tmp/vitest-sqlite.json' },
  { kind: 'vitest', name: 'vitest server (PostgreSQL)', report: '.tmp/vitest-pg.json' },
  { kind: 'playwright', name: 'playwright e2e', report: '.tmp/playwright.json' },
];

function parseArgs(argv) {
  const args = { manifest: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--manifest') {
      args.manifest = argv[i + 1];
      i += 1;
    } else if (arg.startsWith('--manifest=')) {
      args.manifest = arg.slice('--manifest='.length);
    } else {
      throw new Error(`unknown argument: ${arg}`);
    }
  }
  return args;
}

function readSteps(manifestPath) {
  if (manifestPath === undefined) {
    return KNOWN_REPORTS.filter((step) => existsSync(step.report)).map((step) => ({
      ...step,
      status: 'unknown',
      note: '',
    }));
  }
  if (!existsSync(manifestPath)) {
    throw new Error(`manifest ${manifestPath} does not exist`);
  }
  return readFileSync(manifestPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [kind = '', name = '', status = '', report = '', note = ''] = line.split('\t');
      return { kind, name, status, report, note };
    });
}

function readJson(path) {
  if (!path || !existsSync(path)) return { error: `no report at ${path || '(none given)'}` };
  try {
    return { data: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { error: `unreadable report ${path}: ${error.message}` };
  }
}

function emptyCounts() {
  return { passed: 0, failed: 0, skipped: 0, problems: [] };
}

// Vitest's json reporter (jest-compatible): testResults[] per file, assertionResults[] per test
// with status passed | failed | skipped | pending | todo. A file that fails to load has status
// "failed", a message and no assertions: that is one failure the per-test counts would miss.
function countVitest(data) {
  const counts = emptyCounts();
  if ((data.testResults ?? []).length === 0) counts.problems.push('no test files were found');
  for (const file of data.testResults ?? []) {
    let failedInFile = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        counts.failed += 1;
        failedInFile += 1;
      } else counts.skipped += 1; // skipped, pending, todo, disabled
    }
    if (file.status === 'failed' && failedInFile === 0) {
      counts.failed += 1;
      const firstLine = String(file.message ?? '').split('\n')[0] || 'no message';
      counts.problems.push(`${file.name}: the file failed outside any test: ${firstLine}`);
    }
  }
  return counts;
}

// Playwright's json reporter: stats.expected (passed), unexpected (failed), flaky (passed on a
// retry), skipped; errors[] holds failures outside tests (globalSetup, "No tests found", a worker
// crash), each counted as one failure.
function countPlaywright(data) {
  const counts = emptyCounts();
  const stats = data.stats ?? {};
  counts.passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed = stats.unexpected ?? 0;
  counts.skipped = stats.skipped ?? 0;
  if (stats.flaky) counts.problems.push(`${stats.flaky} flaky test(s) passed only on a retry`);
  for (const error of data.errors ?? []) {
    counts.failed += 1;
    const firstLine = String(error.message ?? error.value ?? 'unknown error').split('\n')[0];
    counts.problems.push(`error outside tests: ${firstLine}`);
  }
  return counts;
}

function summarizeStep(step) {
  const counts = emptyCounts();
  const exitCode = /^\d+$/.test(step.status) ? Number(step.status) : undefined;

  if (step.status === 'not-run') {
    return { ...counts, line: 'not run (an earlier step failed)', notRun: true };
  }
  if (step.status === 'error') {
    counts.failed = 1;
    counts.problems.push(step.note || 'could not be started');
    return { ...counts, line: 'could not run' };
  }

  if (step.kind === 'check') {
    if (exitCode === 0) return { ...counts, line: 'ok' };
    counts.failed = 1;
    counts.problems.push(`exited with code ${step.status}`);
    return { ...counts, line: 'FAILED' };
  }

  const { data, error } = readJson(step.report);
  if (error) {
    counts.failed = 1;
    counts.problems.push(`${error} (the suite should have run: counted as 1 failed)`);
    if (exitCode !== undefined) counts.problems.push(`the suite exited with code ${exitCode}`);
    return { ...counts, line: 'NO REPORT' };
  }
  let result;
  if (step.kind === 'vitest') result = countVitest(data);
  else if (step.kind === 'playwright') result = countPlaywright(data);
  else throw new Error(`unknown kind "${step.kind}" for step ${step.name}`);

  // A runner that exits non-zero while its report shows no failure (Vitest with an unhandled
  // error or no test files) still failed.
  if (exitCode !== undefined && exitCode !== 0 && result.failed === 0) {
    result.failed = 1;
    result.problems.push(
      `exited with code ${exitCode} although its report shows no failing test (unhandled error, no tests found, or a crash: see its output above)`,
    );
  }
  if (step.note) result.problems.push(step.note);
  return { ...result, line: `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped` };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const steps = readSteps(args.manifest ? resolve(args.manifest) : undefined);
  const total = { passed: 0, failed: 0, skipped: 0 };

  console.log('');
  console.log('Summary');
  if (steps.length === 0) {
    total.failed = 1;
    console.log('  no steps recorded and no reports found (counted as 1 failed)');
  }
  const width = Math.max(0, ...steps.map((step) => step.name.length));
  for (const step of steps) {
    const result = summarizeStep(step);
    total.passed += result.passed;
    total.failed += result.failed;
    total.skipped += result.skipped;
    console.log(`  ${step.name.padEnd(width)}  ${result.line}`);
    for (const problem of result.problems) console.log(`  ${' '.repeat(width)}    - ${problem}`);
  }
  console.log('');
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed > 0 ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`summarize-results: ${error.message}`);
  console.log('0 passed, 1 failed, 0 skipped');
  process.exitCode = 1;
}
