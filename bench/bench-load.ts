import autocannon from 'autocannon';
import { percentile } from './bench-stats.ts';

/**
 * What bench/run-all.ts and bench/admin-run.ts share when they put load on a bench server and
 * report it: one autocannon run, its latency figures, and the table and verdicts they print.
 */

export interface LoadOutcome {
  result: autocannon.Result;
  /** Response times of the 2xx answers only: a fast error must not flatter the figures. */
  latencies: number[];
  /** The first non-2xx answer, to say why a run failed. */
  firstFailure?: string;
}

export interface Verdict {
  name: string;
  target: string;
  measured: string;
  /** null: measured but not judged (another database or size than the target is set on). */
  pass: boolean | null;
}

/** One autocannon run; `setupRequest` changes each request (another path, a fresh body). */
export function fireLoad(
  options: Omit<autocannon.Options, 'requests'>,
  setupRequest?: (request: autocannon.Request) => autocannon.Request,
): Promise<LoadOutcome> {
  const latencies: number[] = [];
  let firstFailure: string | undefined;
  const request: autocannon.Request = {
    onResponse: (status: number, body: string) => {
      if ((status < 200 || status >= 300) && firstFailure === undefined)
        firstFailure = `${status} ${body.slice(0, 300)}`;
    },
  };
  if (setupRequest) request.setupRequest = setupRequest;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, requests: [request] }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, latencies, firstFailure });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** p50, p99, mean and max of the 2xx response times. */
export function latencyFigures(latencies: number[]): { p50: number; p99: number; mean: number; max: number } {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Prints `rows` under `header` in aligned columns: `textColumn` to the left, numbers to the right. */
export function printColumns(header: string[], rows: string[][], textColumn: number) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === textColumn ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** One line a target: PASS, MISS or N/A, its name, the target and what was measured. */
export function printVerdicts(verdicts: Verdict[]) {
  const nameWidth = Math.max(...verdicts.map((verdict) => verdict.name.length));
  const targetWidth = Math.max(...verdicts.map((verdict) => verdict.target.length));
  for (const verdict of verdicts) {
    const mark = verdict.pass === null ? 'N/A ' : verdict.pass ? 'PASS' : 'MISS';
    console.log(
      `${mark}  ${verdict.name.padEnd(nameWidth)}  target ${verdict.target.padEnd(targetWidth)}  measured ${verdict.measured}`,
    );
  }
}
