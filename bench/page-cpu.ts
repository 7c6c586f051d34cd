import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

/**
 * The main thread's CPU time while a page loads, by the thread's own clock: what the page costs the
 * browser, whatever else the machine runs. Lighthouse's TBT is built from wall-clock task lengths,
 * so on a busy machine (a low benchmark index) it grows with the load, not with the page; compare
 * two builds here, alternating runs, before blaming one. See bench/README.md.
 *
 *   npx tsx bench/page-cpu.ts --url http://127.0.0.1:3000[,http://127.0.0.1:3001] [--pages /,/contact] [--runs 3]
 */

/** Trace event fields this script reads (Chrome's trace event format; times in microseconds). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

interface PageCpu {
  cpuMs: number;
  wallMs: number;
  longestTaskCpuMs: number;
  byKind: Record<string, number>;
}

/** The kinds of main-thread work worth telling apart (DevTools' names). */
const KINDS = ['ParseHTML', 'ParseAuthorStyleSheet', 'EvaluateScript', 'UpdateLayoutTree', 'Layout', 'Paint'];
/** After `load`: late layout, images decoding, timers. */
const SETTLE_MS = 3_000;

async function main() {
  const { values: flags } = parseArgs({
    options: {
      url: { type: 'string' },
      pages: { type: 'string', default: '/,/services/parking,/location/mavid,/contact' },
      runs: { type: 'string', default: '3' },
    },
  });
  if (!flags.url) throw new Error('--url is required (one site, or two separated by a comma to compare)');
  const sites = flags.url.split(',').map((url) => url.trim().replace(/\/$/, ''));
  const pages = flags.pages.split(',').map((path) => path.trim());
  const runs = Number(flags.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    for (const path of pages) {
      const figures = new Map<string, PageCpu[]>(sites.map((site) => [site, []]));
      // Alternating sites run by run, so a change of load hits both alike.
      for (let run = 0; run < runs; run += 1) {
        for (const site of sites) figures.get(site)?.push(await measure(browser, `${site}${path}`));
      }
      for (const [site, results] of figures) {
        const median = (pick: (result: PageCpu) => number) => medianOf(results.map(pick)).toFixed(1);
        console.log(
          `${path} on ${site}: main-thread CPU ${median((result) => result.cpuMs)} ms ` +
            `(wall ${median((result) => result.wallMs)} ms), longest task CPU ${median((result) => result.longestTaskCpuMs)} ms :: ` +
            KINDS.map((kind) => `${kind} ${median((result) => result.byKind[kind] ?? 0)}`).join(', '),
        );
      }
    }
  } finally {
    await browser.close();
  }
}

/** One cold load on a phone-sized screen, traced from navigation to SETTLE_MS after `load`. */
async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<PageCpu> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return pageCpuOf(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

/** Sums the tasks of the renderer thread that parsed `url`, by thread clock (tdur) and wall clock (dur). */
function pageCpuOf(events: TraceEvent[], url: string): PageCpu {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`No ParseHTML of ${url} in the trace`);
  const onThread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const tasks = onThread.filter((event) => event.name === 'ThreadControllerImpl::RunTask');
  const byKind: Record<string, number> = {};
  for (const event of onThread) {
    if (KINDS.includes(event.name)) byKind[event.name] = (byKind[event.name] ?? 0) + (event.tdur ?? 0) / 1000;
  }
  return {
    cpuMs: tasks.reduce((total, task) => total + (task.tdur ?? 0), 0) / 1000,
    wallMs: tasks.reduce((total, task) => total + (task.dur ?? 0), 0) / 1000,
    longestTaskCpuMs: Math.max(0, ...tasks.map((task) => task.tdur ?? 0)) / 1000,
    byKind,
  };
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

await main();
