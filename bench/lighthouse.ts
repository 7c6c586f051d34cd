import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { stopChild } from '../tests/support/child-process.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { startBuiltSite } from './built-site.ts';
import { statusPathOfNewBooking } from './status-page-booking.ts';
import { publishYardCapacities } from './yard-capacity-setup.ts';

/**
 * Lighthouse's mobile preset (its default: Moto G Power, simulated slow 4G, 4× CPU slowdown) on the
 * production build, served by the compiled server as `npm start` runs it: several runs per page,
 * the median of each figure printed against the public pages' targets. See bench/README.md.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/services/parking] [--build] [--chrome /usr/bin/chromium]
 *                               [--url http://127.0.0.1:3000]   (an already running site instead)
 *                               [--strict]                      (exit 1 when a target is missed)
 */

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
/** `STATUS_PAGE` stands for a real applicant's status page: the bench books once to get its link. */
const STATUS_PAGE = '/status/<token>';
const DEFAULT_PAGES = ['/', '/services/parking', '/location/mavid', '/contact', '/request', '/Login', STATUS_PAGE];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Headless launch of Debian's Chromium with the project's flags; /dev/shm is small on CI machines. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

/** The public pages' targets; KB are 1000 bytes, as the other benches count. */
const TARGETS = {
  performance: 95,
  otherScores: 100,
  lcpMs: 2000,
  cls: 0.02,
  scriptBytes: 100_000,
};

/**
 * The booking wizard, the sign-in page and the applicant's status page: painted from HTML and CSS
 * like the content pages, no layout shift, their first paint within 0.2 s of the home page's.
 */
const APP_SCREEN_TARGETS = { performance: 99, cls: 0.001, scriptBytes: 60_000, fcpBehindHomeMs: 200 };
const APP_SCREEN = /^\/(fr\/)?(request$|status\/)|^\/login$/i;
const HOME = /^\/(fr\/?|home|fr\/home)?$/;
/** Kept out of search engines on purpose (`noindex`): Lighthouse's SEO score marks them down for it. */
const NOINDEX = /^\/login$|^\/(fr\/)?status\//i;

interface RunFigures {
  scores: Record<Category, number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Transferred (compressed) bytes while the page loads, before any interaction. */
  scriptBytes: number;
  totalBytes: number;
  requests: number;
}

interface PageSummary {
  path: string;
  runs: RunFigures[];
  median: RunFigures;
  /** What limits the figures, from the median run (by performance score). */
  diagnosis: Diagnosis;
}

interface Diagnosis {
  lcpElement: string | undefined;
  lcpPhases: Record<string, number>;
  largestScripts: { url: string; transferBytes: number }[];
  largestRequests: { url: string; resourceType: string; transferBytes: number }[];
  layoutShifts: string[];
  /** Audits that cost points in a category, with what they found. */
  failedAudits: { category: Category; id: string; title: string; details: string[] }[];
  performanceOpportunities: { id: string; title: string; displayValue: string }[];
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
      build: { type: 'boolean', default: false },
      chrome: { type: 'string', default: process.env.CHROME_PATH || CHROMIUM_PATH },
      url: { type: 'string' },
      strict: { type: 'boolean', default: false },
    },
  });
  const runs = Number(flags.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const asked = flags.pages
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  // The status page of a booking made on this site; never on a site given by --url (it would book there).
  const pages = flags.url ? asked.filter((path) => path !== STATUS_PAGE) : asked;
  if (pages.length < asked.length) log(`${STATUS_PAGE} left out: it is measured only on a site the bench starts`);

  const site = flags.url
    ? { baseUrl: flags.url.replace(/\/$/, ''), stop: async () => {} }
    : await startBuiltSite({ forceBuild: flags.build, name: 'lighthouse', log });
  const statusPath = pages.includes(STATUS_PAGE) ? await statusPathOfNewBooking(site.baseUrl) : undefined;
  // The location pages as visitors see them once the operator has set capacities: with their line.
  if ('admin' in site && site.admin) await publishYardCapacities(site.baseUrl, site.admin);
  const chrome = await launchChrome(flags.chrome);
  const summaries: PageSummary[] = [];
  const medianReports: Record<string, Result> = {};
  try {
    for (const path of pages) {
      const results: Result[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await audit(`${site.baseUrl}${path === STATUS_PAGE ? statusPath : path}`, chrome.port);
        results.push(lhr);
        const figures = figuresOf(lhr);
        log(
          `${path} run ${run}/${runs}: performance ${figures.scores.performance ?? '–'}, LCP ${ms(figures.lcpMs)}, ` +
            `CLS ${figures.cls.toFixed(3)}, TBT ${ms(figures.tbtMs)}, JS ${kb(figures.scriptBytes)} ` +
            `(benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, load ${loadavg()[0]?.toFixed(2)})`,
        );
      }
      const medianRun = medianBy(results, (lhr) => lhr.categories.performance?.score ?? 0);
      medianReports[path] = medianRun;
      const figures = results.map(figuresOf);
      summaries.push({ path, runs: figures, median: medianOf(figures), diagnosis: diagnose(medianRun) });
    }
  } finally {
    await chrome.stop();
    await site.stop();
  }

  const home = summaries.find((summary) => HOME.test(summary.path));
  const verdicts = summaries.flatMap((summary) => verdictsOf(summary, home));
  printTable(summaries, runs);
  printVerdicts(verdicts);
  printDiagnoses(summaries, verdicts);
  writeResults(summaries, verdicts, medianReports, { runs, chrome: flags.chrome, url: flags.url });
  if (flags.strict && verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------
// The site and the browser

async function launchChrome(chromePath: string): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'yard-lighthouse-chrome-'));
  const chrome = spawn(
    chromePath,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start within 30 s:\n${output}`)), 30_000);
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not start ${chromePath}: ${error.message} (install it with scripts/ensure-chromium.sh)`));
    });
    chrome.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with code ${code} before it listened:\n${output}`));
    });
  });
  return {
    port,
    async stop() {
      await stopChild(chrome);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number): Promise<Result> {
  // No config: Lighthouse's default is the mobile preset with simulated throttling.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

// ---------------------------------------------------------------------------------------------
// Figures

function figuresOf(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items ?? [];
  const bytesOf = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requestsOf = (type: string) => summary.find((item) => item.resourceType === type)?.requestCount ?? 0;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    scriptBytes: bytesOf('script'),
    totalBytes: bytesOf('total'),
    requests: requestsOf('total'),
  };
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure on its own (so it need not come from one run). */
function medianOf(runs: RunFigures[]): RunFigures {
  const pick = (read: (run: RunFigures) => number | null) => median(runs.map((run) => read(run) ?? Number.NaN));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const value = pick((run) => run.scores[category]);
      return [category, Number.isNaN(value) ? null : value];
    }),
  ) as Record<Category, number | null>;
  return {
    scores,
    lcpMs: pick((run) => run.lcpMs),
    cls: pick((run) => run.cls),
    tbtMs: pick((run) => run.tbtMs),
    fcpMs: pick((run) => run.fcpMs),
    speedIndexMs: pick((run) => run.speedIndexMs),
    scriptBytes: pick((run) => run.scriptBytes),
    totalBytes: pick((run) => run.totalBytes),
    requests: pick((run) => run.requests),
  };
}

/** The run whose `key` is the median (the lower middle one for an even count). */
function medianBy<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const found = sorted[Math.floor((sorted.length - 1) / 2)];
  if (found === undefined) throw new Error('no runs');
  return found;
}

interface Verdict {
  path: string;
  name: string;
  target: string;
  measured: string;
  pass: boolean;
}

function verdictsOf({ path, median: figures }: PageSummary, home: PageSummary | undefined): Verdict[] {
  const appScreen = APP_SCREEN.test(path);
  const targets = appScreen ? { ...TARGETS, ...APP_SCREEN_TARGETS } : TARGETS;
  const score = (category: Category, label: string, target: number): Verdict => {
    const value = figures.scores[category];
    return {
      path,
      name: label,
      target: `≥ ${target}`,
      measured: value === null ? 'n/a' : String(value),
      pass: value !== null && value >= target,
    };
  };
  const verdicts: Verdict[] = [
    score('performance', 'performance score', targets.performance),
    score('accessibility', 'accessibility score', TARGETS.otherScores),
    score('best-practices', 'best practices score', TARGETS.otherScores),
    ...(NOINDEX.test(path) ? [] : [score('seo', 'SEO score', TARGETS.otherScores)]),
    {
      path,
      name: 'LCP',
      target: `< ${ms(TARGETS.lcpMs)}`,
      measured: ms(figures.lcpMs),
      pass: figures.lcpMs < TARGETS.lcpMs,
    },
    {
      path,
      name: 'CLS',
      target: `< ${targets.cls}`,
      measured: figures.cls.toFixed(3),
      pass: figures.cls < targets.cls,
    },
    {
      path,
      name: 'JavaScript before interaction',
      target: `≤ ${kb(targets.scriptBytes)}`,
      measured: kb(figures.scriptBytes),
      pass: figures.scriptBytes <= targets.scriptBytes,
    },
  ];
  if (appScreen && home) {
    const behind = figures.fcpMs - home.median.fcpMs;
    verdicts.push({
      path,
      name: `FCP behind ${home.path}`,
      target: `≤ ${ms(APP_SCREEN_TARGETS.fcpBehindHomeMs)}`,
      measured: ms(behind),
      pass: behind <= APP_SCREEN_TARGETS.fcpBehindHomeMs,
    });
  }
  return verdicts;
}

// ---------------------------------------------------------------------------------------------
// Diagnosis: what limits each figure, from the median run's audits

interface TableDetails {
  type?: string;
  items?: Record<string, unknown>[];
}

function itemsOf(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as (TableDetails & { items?: unknown[] }) | undefined;
  if (!details?.items) return [];
  // Some audits (the LCP element, insights) nest tables inside a list.
  return details.items.flatMap((item) => {
    const nested = item as TableDetails;
    return nested.type === 'table' && nested.items ? nested.items : [item];
  });
}

/** A table cell as text: Lighthouse puts strings, numbers or small objects there. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

function describeNode(value: unknown): string | undefined {
  const node = value as { type?: string; snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  if (node?.type !== 'node') return undefined;
  return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 200);
}

function diagnose(lhr: Result): Diagnosis {
  const requests = itemsOf(lhr, 'network-requests').map((item) => ({
    url: textOf(item.url),
    resourceType: textOf(item.resourceType),
    transferBytes: Number(item.transferSize ?? 0),
  }));
  const lcpItems = itemsOf(lhr, 'largest-contentful-paint-element');
  const lcpElement = lcpItems.map((item) => describeNode(item.node)).find(Boolean);
  const lcpPhases: Record<string, number> = {};
  for (const item of lcpItems) {
    if (typeof item.phase === 'string' && typeof item.timing === 'number')
      lcpPhases[item.phase] = Math.round(item.timing);
  }
  const layoutShifts = itemsOf(lhr, 'layout-shifts')
    .map((item) => `${Number(item.score ?? 0).toFixed(3)} ${describeNode(item.node) ?? ''}`.trim())
    .slice(0, 5);

  const failedAudits: Diagnosis['failedAudits'] = [];
  for (const category of CATEGORIES.filter((name) => name !== 'performance')) {
    for (const reference of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[reference.id];
      if (!audit || reference.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const details = itemsOf(lhr, reference.id)
        .slice(0, 6)
        .map(
          (item) =>
            describeNode(item.node) ??
            (textOf(item.url ?? item.source ?? item.description) || JSON.stringify(item)).slice(0, 200),
        );
      failedAudits.push({ category, id: reference.id, title: audit.title, details });
    }
  }
  const performanceOpportunities = (lhr.categories.performance?.auditRefs ?? [])
    .map((reference) => lhr.audits[reference.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        !!audit && audit.score !== null && audit.score < 0.9 && !!audit.displayValue,
    )
    .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '' }))
    .slice(0, 8);

  return {
    lcpElement,
    lcpPhases,
    largestScripts: requests
      .filter((request) => request.resourceType === 'Script')
      .sort((a, b) => b.transferBytes - a.transferBytes)
      .slice(0, 6)
      .map(({ url, transferBytes }) => ({ url, transferBytes })),
    largestRequests: [...requests].sort((a, b) => b.transferBytes - a.transferBytes).slice(0, 6),
    layoutShifts,
    failedAudits,
    performanceOpportunities,
  };
}

// ---------------------------------------------------------------------------------------------
// Output

function printTable(summaries: PageSummary[], runs: number) {
  const header = ['page', 'perf', 'a11y', 'b.p.', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP', 'JS KB', 'total KB', 'requests'];
  const rows = summaries.map(({ path, median: figures }) => [
    path,
    String(figures.scores.performance ?? 'n/a'),
    String(figures.scores.accessibility ?? 'n/a'),
    String(figures.scores['best-practices'] ?? 'n/a'),
    String(figures.scores.seo ?? 'n/a'),
    ms(figures.lcpMs),
    figures.cls.toFixed(3),
    ms(figures.tbtMs),
    ms(figures.fcpMs),
    (figures.scriptBytes / 1000).toFixed(1),
    (figures.totalBytes / 1000).toFixed(1),
    String(figures.requests),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log('');
  console.log(
    `Lighthouse ${lighthouseVersion()} mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs per page`,
  );
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('JS KB and total KB: bytes transferred (compressed) while the page loads, 1 KB = 1000 bytes.');
}

function printVerdicts(verdicts: Verdict[]) {
  console.log('');
  const pathWidth = Math.max(...verdicts.map((verdict) => verdict.path.length));
  const nameWidth = Math.max(...verdicts.map((verdict) => verdict.name.length));
  const targetWidth = Math.max(...verdicts.map((verdict) => verdict.target.length));
  for (const verdict of verdicts) {
    console.log(
      `${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.path.padEnd(pathWidth)}  ${verdict.name.padEnd(nameWidth)}  ` +
        `target ${verdict.target.padEnd(targetWidth)}  measured ${verdict.measured}`,
    );
  }
}

function printDiagnoses(summaries: PageSummary[], verdicts: Verdict[]) {
  for (const { path, diagnosis } of summaries) {
    const failed = verdicts.filter((verdict) => verdict.path === path && !verdict.pass).map((verdict) => verdict.name);
    console.log('');
    console.log(`${path}${failed.length > 0 ? ` — missed: ${failed.join(', ')}` : ' — every target met'}`);
    console.log(`  LCP element: ${diagnosis.lcpElement ?? 'n/a'}`);
    if (Object.keys(diagnosis.lcpPhases).length > 0) {
      console.log(
        `  LCP phases: ${Object.entries(diagnosis.lcpPhases)
          .map(([phase, time]) => `${phase} ${ms(time)}`)
          .join(', ')}`,
      );
    }
    for (const shift of diagnosis.layoutShifts) console.log(`  layout shift: ${shift}`);
    console.log(
      `  largest scripts: ${diagnosis.largestScripts.map((script) => `${shortUrl(script.url)} ${kb(script.transferBytes)}`).join(', ') || 'none'}`,
    );
    console.log(
      `  largest requests: ${diagnosis.largestRequests.map((request) => `${shortUrl(request.url)} ${kb(request.transferBytes)}`).join(', ')}`,
    );
    for (const opportunity of diagnosis.performanceOpportunities) {
      console.log(`  performance: ${opportunity.title} (${opportunity.displayValue})`);
    }
    for (const audit of diagnosis.failedAudits) {
      console.log(`  ${audit.category}: ${audit.title} [${audit.id}]`);
      for (const detail of audit.details) console.log(`      ${detail}`);
    }
  }
}

function writeResults(
  summaries: PageSummary[],
  verdicts: Verdict[],
  reports: Record<string, Result>,
  context: { runs: number; chrome: string; url: string | undefined },
) {
  mkdirSync(join(RESULTS_DIR, 'lighthouse'), { recursive: true });
  const json = JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      lighthouseVersion: lighthouseVersion(),
      preset: 'mobile (Lighthouse default: simulated throttling, Moto G Power)',
      runsPerPage: context.runs,
      chrome: context.chrome,
      site: context.url ?? 'production build, compiled server (as npm start)',
      machine: { cpus: cpus().length, loadAverage: loadavg() },
      targets: TARGETS,
      pages: summaries,
      verdicts,
    },
    null,
    2,
  );
  writeFileSync(join(RESULTS_DIR, 'lighthouse-latest.json'), json);
  for (const [path, lhr] of Object.entries(reports)) {
    writeFileSync(join(RESULTS_DIR, 'lighthouse', `${reportName(path)}.report.json`), JSON.stringify(lhr));
  }
  log('');
  log('results written to bench/results/lighthouse-latest.json; the median run of each page as a full Lighthouse');
  log('report (open it in https://googlechrome.github.io/lighthouse/viewer/) in bench/results/lighthouse/');
}

function reportName(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9-]+/g, '_');
}

function lighthouseVersion(): string {
  return String((createRequire(import.meta.url)('lighthouse/package.json') as { version?: unknown }).version);
}

function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

function ms(value: number): string {
  if (Number.isNaN(value)) return 'n/a';
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function kb(bytes: number): string {
  return Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1000).toFixed(1)} KB`;
}

function log(message: string) {
  console.log(message);
}

await main();
