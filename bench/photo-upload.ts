import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page, type Request } from 'playwright';
import sharp from 'sharp';
import { DOCUMENT_KINDS } from '../domain/documents.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { startBuiltSite } from './built-site.ts';

/**
 * Step 2 of the booking wizard (/request, Bank Info and Documents) on a phone with a weak uplink:
 * five 12-megapixel photos of paper documents chosen, timed until every upload card says it is
 * uploaded, with the bytes each upload put on the wire. Two scenarios on the same production build:
 * "before", a page whose browser cannot shrink photos (no createImageBitmap, so
 * app/lib/shrink-photo.ts sends the originals as docs/decisions/066-shrink-photos-before-upload.md
 * says), and "after", the page as it is. See bench/README.md.
 *
 *   npx tsx bench/photo-upload.ts [--runs 1] [--only before|after] [--one-by-one] [--build]
 *   npx tsx bench/photo-upload.ts --photos-only     (makes the five photos, prints their sizes, stops)
 */

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

/** A phone on a weak mobile signal: 750 kbit/s up, Lighthouse's slow 4G down (1.6 Mbit/s, 150 ms). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A 12 MP camera's picture, saved at a phone camera's usual JPEG quality. */
const PHOTO = { width: 4000, height: 3000, quality: 92 };
/** Sensor grain (peak, in levels of 255): enough that the JPEGs weigh what a phone's do, 3 to 3.5 MB. */
const GRAIN = 5;
const PHOTO_COUNT = DOCUMENT_KINDS.length;

/** The card's words once a document is up, or once its upload failed (English page). */
const UPLOADED_TEXT = 'Uploaded';
const NOT_UPLOADED_TEXT = 'Not uploaded';
/** Well beyond what five originals take on this link: past it, something is stuck. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

type Scenario = 'before' | 'after';
const SCENARIO_NAMES: Record<Scenario, string> = {
  before: 'before: originals (no shrinking)',
  after: 'after: shrunk in the page',
};

interface Photo {
  name: string;
  path: string;
  bytes: number;
}

interface UploadFigure {
  /** The endpoint's last segment (the document's kind). */
  document: string;
  photo: string;
  originalBytes: number;
  /** Content-Length of the multipart request: the file and its framing. */
  bytes: number;
  /** HTTP status, or 0 when no answer came (the connection failed or was cut). */
  status: number;
  failure?: string;
  /** From the first choice to the request's start, and to its end (answer or failure). */
  startedAtSeconds: number;
  endedAtSeconds: number;
}

interface RunResult {
  scenario: Scenario;
  run: number;
  /** False when createImageBitmap was missing in the page, as the "before" scenario wants. */
  shrinkingAvailable: boolean;
  /** From the first file chosen until all five cards are final (uploaded or failed). */
  totalSeconds: number;
  uploaded: number;
  failed: number;
  uploads: UploadFigure[];
  loadAverage: number[];
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      only: { type: 'string' },
      'one-by-one': { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      'photos-only': { type: 'boolean', default: false },
    },
  });
  const runs = Number(flags.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const scenarios: Scenario[] = flags.only ? [scenarioOf(flags.only)] : ['before', 'after'];
  const oneByOne = flags['one-by-one'];

  const photoDir = mkdtempSync(join(tmpdir(), 'yard-photo-upload-'));
  try {
    log('making five 12 MP photos of paper documents…');
    const photos = await makePhotos(photoDir);
    for (const photo of photos) log(`  ${photo.name}: ${photo.bytes.toLocaleString('en-CA')} bytes`);
    if (flags['photos-only']) return;

    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless=new', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage'],
    });
    const results: RunResult[] = [];
    try {
      // Alternating scenarios run by run, so a change of the machine's load hits both alike.
      for (let run = 1; run <= runs; run += 1) {
        for (const scenario of scenarios) {
          // A fresh server each time: its own upload rate limit and an empty documents folder.
          const site = await startBuiltSite({
            forceBuild: flags.build && results.length === 0,
            name: 'photo-upload',
            log,
          });
          try {
            log(`${SCENARIO_NAMES[scenario]}, run ${run}/${runs}…`);
            const result = await measure(browser, site.baseUrl, scenario, run, photos, oneByOne);
            results.push(result);
            log(
              `  ${result.totalSeconds.toFixed(1)} s, ${result.uploaded} uploaded, ${result.failed} failed ` +
                `(load ${result.loadAverage[0]?.toFixed(2)})`,
            );
          } finally {
            await site.stop();
          }
        }
      }
    } finally {
      await browser.close();
    }
    printTable(results, oneByOne);
    printOddities(results);
    writeResults(results, photos, oneByOne);
  } finally {
    rmSync(photoDir, { recursive: true, force: true });
  }
}

function scenarioOf(value: string): Scenario {
  if (value === 'before' || value === 'after') return value;
  throw new Error('--only takes before or after');
}

// ---------------------------------------------------------------------------------------------
// The photos

async function makePhotos(dir: string): Promise<Photo[]> {
  const photos: Photo[] = [];
  for (let index = 0; index < PHOTO_COUNT; index += 1) {
    const name = `IMG_${2041 + index}.jpg`;
    const path = join(dir, name);
    const jpeg = await documentPhoto(index + 1);
    writeFileSync(path, jpeg);
    photos.push({ name, path, bytes: jpeg.length });
  }
  return photos;
}

/**
 * Like a phone photo of a printed page on a desk: 4000 × 3000, taken with the phone upright (EXIF
 * orientation 6, so the page's lines run down the stored picture), uneven light, lines of dark
 * "print", and sensor grain everywhere, which is what makes a real photo of paper weigh 3 MB.
 */
async function documentPhoto(seed: number): Promise<Buffer> {
  const { width, height } = PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 0x9e3779b9 ^ (seed * 0x85ebca6b);
  const random = () => {
    // xorshift32: fast, and the same photos every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  // The page, and its lines of print as columns of the stored picture: where each word is, per line.
  const page = { left: 420, right: 3580, top: 260, bottom: 2740 };
  const lineStep = 64;
  const lineWidth = 26;
  const ink = new Uint8Array(width * height);
  for (let x = page.left + 200; x + lineWidth < page.right - 200; x += lineStep) {
    let y = page.top + 180 + Math.floor(random() * 120);
    const lineEnd = page.bottom - 180 - Math.floor(random() * 600);
    while (y < lineEnd) {
      const word = 40 + Math.floor(random() * 160);
      for (let yy = y; yy < Math.min(y + word, lineEnd); yy += 1) {
        for (let xx = x; xx < x + lineWidth; xx += 1) {
          // Strokes of letters, not solid blocks.
          if ((xx * 7 + yy * 3 + ((yy >> 3) & 5)) % 9 < 4) ink[yy * width + xx] = 1;
        }
      }
      y += word + 18 + Math.floor(random() * 10);
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const onPage = x >= page.left && x < page.right && y >= page.top && y < page.bottom;
      const dx = (x - width / 2) / width;
      const dy = (y - height / 2) / height;
      // Brighter near the lamp, darker in the corners.
      const light = 1 - 0.35 * (dx * dx + dy * dy) - 0.08 * (x / width);
      const shared = (random() - 0.5) * 2 * GRAIN;
      const offset = (y * width + x) * 3;
      const colour = !onPage ? DESK : ink[y * width + x] ? PRINT : PAPER;
      pixels[offset] = clamp(colour[0] * light + shared + (random() - 0.5) * GRAIN * 0.5);
      pixels[offset + 1] = clamp(colour[1] * light + shared);
      pixels[offset + 2] = clamp(colour[2] * light + shared + (random() - 0.5) * GRAIN * 0.5);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: PHOTO.quality })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'PhoneMaker', Model: 'Camera 12', Software: 'Camera 12.1' } },
    })
    .toBuffer();
}

const PAPER = [238, 234, 222] as const;
const PRINT = [48, 48, 56] as const;
const DESK = [96, 74, 52] as const;

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

// ---------------------------------------------------------------------------------------------
// One run in the browser

async function measure(
  browser: Browser,
  baseUrl: string,
  scenario: Scenario,
  run: number,
  photos: Photo[],
  oneByOne: boolean,
): Promise<RunResult> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    if (scenario === 'before') {
      // A browser that cannot decode pictures: shrinkPhoto sends the file as it was chosen.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'createImageBitmap', { value: undefined, configurable: true, writable: true });
      });
    }
    // The clock starts at the first choice, by the page's own clock.
    await page.addInitScript(() => {
      window.addEventListener(
        'change',
        (event) => {
          const clock = window as unknown as { firstChoiceAt?: number };
          if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
            clock.firstChoiceAt ??= performance.now();
          }
        },
        true,
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);

    const uploads = watchUploads(page);
    await page.goto(`${baseUrl}/request`, { waitUntil: 'load' });
    await openStepTwo(page);
    const shrinkingAvailable = await page.evaluate(() => typeof createImageBitmap === 'function');
    const loadAverage = loadavg();

    let final = { at: 0, uploaded: 0, failed: 0 };
    for (const [index, { label }] of DOCUMENT_KINDS.entries()) {
      const photo = photos[index];
      if (!photo) throw new Error(`No photo for ${label}`);
      await page.getByLabel(label, { exact: true }).setInputFiles(photo.path);
      if (oneByOne) final = await cardsFinal(page, index + 1);
    }
    if (!oneByOne) final = await cardsFinal(page, PHOTO_COUNT);
    const { firstChoiceAt, timeOrigin } = await page.evaluate(() => ({
      firstChoiceAt: (window as unknown as { firstChoiceAt?: number }).firstChoiceAt ?? Number.NaN,
      timeOrigin: performance.timeOrigin,
    }));
    const firstChoiceEpochMs = timeOrigin + firstChoiceAt;
    return {
      scenario,
      run,
      shrinkingAvailable,
      totalSeconds: (final.at - firstChoiceAt) / 1000,
      uploaded: final.uploaded,
      failed: final.failed,
      uploads: await uploads.figures(firstChoiceEpochMs, photos),
      loadAverage,
    };
  } finally {
    await context.close();
  }
}

/** Straight to step 2 with its button in the step list, as the e2e does; again if the page was not yet hydrated. */
async function openStepTwo(page: Page) {
  const heading = page.getByRole('heading', { level: 2, name: /Bank Info and Documents/ });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByRole('button', { name: 'Step 2: Bank Info and Documents' }).click();
    try {
      await heading.waitFor({ timeout: 3_000 });
      return;
    } catch {
      // not there yet
    }
  }
  throw new Error('Step 2 did not open');
}

/** Waits until `count` upload cards are final, and answers when (page clock) and how they ended. */
async function cardsFinal(page: Page, count: number): Promise<{ at: number; uploaded: number; failed: number }> {
  const handle = await page.waitForFunction(
    ({ count, uploadedText, notUploadedText }) => {
      const texts = [...document.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
      const uploaded = texts.filter((text) => text === uploadedText).length;
      const failed = texts.filter((text) => text === notUploadedText).length;
      return uploaded + failed >= count ? { at: performance.now(), uploaded, failed } : false;
    },
    { count, uploadedText: UPLOADED_TEXT, notUploadedText: NOT_UPLOADED_TEXT },
    { polling: 100, timeout: UPLOAD_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as { at: number; uploaded: number; failed: number };
}

const UPLOAD_PATHS = new Set(DOCUMENT_KINDS.map(({ kind }) => `/api/ApplicationFormData/${kind}`));

/** The page's document uploads, with when each started and ended (wall clock, epoch ms). */
function watchUploads(page: Page) {
  const seen: { request: Request; startedAt: number; endedAt?: number }[] = [];
  const isUpload = (request: Request) =>
    request.method() === 'POST' && UPLOAD_PATHS.has(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (isUpload(request)) seen.push({ request, startedAt: Date.now() });
  });
  const ended = (request: Request) => {
    const entry = seen.find((candidate) => candidate.request === request);
    if (entry) entry.endedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** In the order the requests started; each with the photo chosen for its document. */
    async figures(firstChoiceEpochMs: number, photos: Photo[]): Promise<UploadFigure[]> {
      // The last card can turn before Playwright reports its request's end.
      for (let wait = 0; wait < 50 && seen.some((entry) => entry.endedAt === undefined); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const figures: UploadFigure[] = [];
      for (const { request, startedAt, endedAt } of seen) {
        const headers = await request.allHeaders();
        const response = await request.response();
        const document = new URL(request.url()).pathname.split('/').at(-1) ?? '';
        const photo = photos[DOCUMENT_KINDS.findIndex(({ kind }) => kind === document)];
        const failure = request.failure()?.errorText;
        figures.push({
          document,
          photo: photo?.name ?? '?',
          originalBytes: photo?.bytes ?? Number.NaN,
          bytes: Number(headers['content-length']),
          status: response?.status() ?? 0,
          ...(failure ? { failure } : {}),
          startedAtSeconds: (startedAt - firstChoiceEpochMs) / 1000,
          endedAtSeconds: ((endedAt ?? Number.NaN) - firstChoiceEpochMs) / 1000,
        });
      }
      return figures;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting

function printTable(results: RunResult[], oneByOne: boolean) {
  console.log('');
  console.log(
    `Step 2, five 12 MP photos ${oneByOne ? 'chosen one after the other, each once the previous was up' : 'chosen at once'}, ` +
      `uplink ${NETWORK.uploadThroughput * 8} bit/s, downlink ${NETWORK.downloadThroughput * 8} bit/s, latency ${NETWORK.latency} ms`,
  );
  const rows = results.map((result) => {
    const bytes = result.uploads.map((upload) => upload.bytes);
    const started = result.uploads.map((upload) => upload.startedAtSeconds);
    return [
      SCENARIO_NAMES[result.scenario],
      String(result.run),
      result.totalSeconds.toFixed(1),
      `${result.uploaded}/${PHOTO_COUNT}`,
      started.length ? Math.max(...started).toFixed(1) : '–',
      bytes.length ? Math.min(...bytes).toLocaleString('en-CA') : '–',
      bytes.length ? Math.max(...bytes).toLocaleString('en-CA') : '–',
      (bytes.reduce((total, value) => total + value, 0) / 1e6).toFixed(2),
      result.loadAverage[0]?.toFixed(2) ?? '–',
    ];
  });
  const header = [
    'scenario',
    'run',
    'total s',
    'uploaded',
    'last start s',
    'bytes/photo min',
    'bytes/photo max',
    'sent MB',
    'load',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

/** What should not happen: originals not sent as they were, photos the shrinking did not make lighter, failures. */
function printOddities(results: RunResult[]) {
  const notes: string[] = [];
  for (const result of results) {
    const label = `${result.scenario} run ${result.run}`;
    if (result.scenario === 'before' && result.shrinkingAvailable)
      notes.push(`${label}: createImageBitmap was still there`);
    if (result.scenario === 'after' && !result.shrinkingAvailable)
      notes.push(`${label}: createImageBitmap was missing`);
    if (result.uploads.length !== PHOTO_COUNT)
      notes.push(`${label}: ${result.uploads.length} upload requests, not ${PHOTO_COUNT}`);
    for (const upload of result.uploads) {
      const original = upload.originalBytes;
      if (upload.status !== 200) {
        notes.push(
          `${label}: ${upload.document} ended ${upload.status === 0 ? `without an answer (${upload.failure ?? 'no error text'})` : `with ${upload.status}`} ` +
            `after ${upload.endedAtSeconds.toFixed(1)} s`,
        );
      }
      if (result.scenario === 'before' && upload.bytes < original) {
        notes.push(`${label}: ${upload.document} sent ${upload.bytes} bytes, less than an original (${original})`);
      }
      if (result.scenario === 'after' && upload.bytes >= original / 2) {
        notes.push(
          `${label}: ${upload.document} sent ${upload.bytes} bytes, not much lighter than an original (${original})`,
        );
      }
    }
  }
  console.log('');
  if (notes.length === 0)
    console.log('nothing odd: originals sent as they were before, every photo shrunk after, all answered 200');
  for (const note of notes) console.log(`ODD  ${note}`);
}

function writeResults(results: RunResult[], photos: Photo[], oneByOne: boolean) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, oneByOne ? 'photo-upload-one-by-one.json' : 'photo-upload.json');
  const summary = Object.fromEntries(
    (['before', 'after'] as const)
      .map((scenario) => [scenario, results.filter((result) => result.scenario === scenario)] as const)
      .filter(([, runs]) => runs.length > 0)
      .map(([scenario, runs]) => {
        const bytes = runs.flatMap((result) => result.uploads.map((upload) => upload.bytes));
        return [
          scenario,
          {
            totalSeconds: runs.map((result) => result.totalSeconds),
            medianTotalSeconds: median(runs.map((result) => result.totalSeconds)),
            bytesPerPhoto: { min: Math.min(...bytes), max: Math.max(...bytes) },
            allUploaded: runs.every((result) => result.uploaded === PHOTO_COUNT),
          },
        ];
      }),
  );
  writeFileSync(
    file,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        chromium: CHROMIUM_PATH,
        phone: PHONE,
        network: { ...NETWORK, uploadBitsPerSecond: NETWORK.uploadThroughput * 8 },
        choice: oneByOne ? 'one after the other, each once the previous was up' : 'all five at once',
        photos: photos.map(({ name, bytes }) => ({ name, bytes, ...PHOTO, orientation: 6 })),
        machine: { cpus: cpus().length, loadAverageAtEnd: loadavg() },
        summary,
        runs: results,
      },
      null,
      2,
    ),
  );
  log(`\nresults written to ${file.slice(REPO_ROOT.length + 1)}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function log(message: string) {
  console.log(message);
}

await main();
