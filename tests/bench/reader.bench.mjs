// The reader's speed in Debian's Chromium against the built server on a fresh embedded database:
// - page turn: a key press to the frame that shows the next page with its image decoded (the 0.3 s
//   slide starts in that frame), p50 and p95 over 30 turns, at 1366x900 and 390x844;
// - guided view step: a key press to the frame in which the camera sets off towards the next panel
//   (or the next page shows whole), p50 and p95 over the same number of steps, at 390x844;
// - controls over the page: the area of the bar, hint and notices over the page (px², 0 is the
//   goal) at open, after a turn and in guided view, at 1366x900, 1280x800, 390x844 and 844x390,
//   both editions (tests/bench/reader-overlap.mjs; the browser test reader-overlap.spec.ts holds it);
// - first page visible: navigation start to the frame that shows the first page's decoded image,
//   p50 over 10 loads on a warm server (a fresh browser profile each load);
// - scrubber drag: a pointer move on the scrubber to the frame that shows the page under it with its
//   image decoded, p50 and p95 over the same number of moves (one drag), at 1366x900 and 390x844.
// - vertical mode: the longest main-thread task (thread time) while the stage scrolls a 6-page
//   comic at 60 px a frame, top to bottom, at 1366x900 and 390x844 (goal: none over 50 ms).
// Every figure is printed for this build beside the previous one, measured in the same run: the
// previous commit (`--base <git ref>`, HEAD~1 by default) is unpacked (git archive) in a folder
// under the system's temp folder and built there once (kept for the next run), and both builds are
// served side by side, each on a fresh embedded database.
// Run `npm run build` first (or `npm run bench:reader`, which builds).
//
//   node tests/bench/reader.bench.mjs [--turns 30] [--loads 10] [--base HEAD~1] [--no-base]
/* global window, document, requestAnimationFrame -- the probes run in the page */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { OVERLAP_SIZES, overlapStates } from './reader-overlap.mjs';
import { waitForServer } from './wait-for-server.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const TURNS = arg('turns', 30);
const LOADS = arg('loads', 10);
const PORT = Number(process.env.BENCH_PORT ?? 5301);
const textArg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const BASE_REF = process.argv.includes('--no-base') ? null : textArg('base', 'HEAD~1');
/** The server the measurements of the moment go to (this build's, then the previous one's). */
let BASE = `http://localhost:${PORT}`;
const COMIC = 'origins-1';
const PAGES = 6;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

// In the page: after each key press, the frame in which a different first page shows its decoded
// image. The key's own event time is the start.
const TURN_PROBE = () => {
  const win = window;
  win.__turn = { start: 0, result: null };
  window.addEventListener(
    'keydown',
    (event) => {
      win.__turn.start = event.timeStamp;
    },
    { capture: true },
  );
  win.__watchTurn = () => {
    const firstPage = () => document.querySelector('[data-page-box]')?.getAttribute('data-page');
    const before = firstPage();
    win.__turn.result = null;
    const check = () => {
      const img = document.querySelector('[data-page-box] img');
      if (firstPage() !== before && img?.complete && img.naturalWidth > 0) {
        win.__turn.result = performance.now() - win.__turn.start;
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
};

// In the page: after each key press in guided view, the frame in which the camera's target (the
// transform of the pages' layer) differs from the one before the key.
const GUIDED_PROBE = () => {
  const win = window;
  win.__step = { start: 0, result: null };
  window.addEventListener(
    'keydown',
    (event) => {
      win.__step.start = event.timeStamp;
    },
    { capture: true },
  );
  win.__watchStep = () => {
    const target = () => document.querySelector('[data-camera]')?.style.transform;
    const before = target();
    win.__step.result = null;
    const check = () => {
      if (target() !== before) win.__step.result = performance.now() - win.__step.start;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
};

async function guidedSteps(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(GUIDED_PROBE);
  const page = await context.newPage();
  await page.goto(`${BASE}/comics/reader/${COMIC}?page=1`);
  await page.waitForSelector('[data-page-box] img');
  await page.keyboard.press('g');
  await page.waitForSelector('[data-testid="reader-panel-highlight"]');
  const times = [];
  let forward = true;
  while (times.length < TURNS) {
    // Back and forth over the first pages, so page changes are part of the steps.
    if (times.length % 8 === 0 && times.length) forward = !forward;
    await page.evaluate(() => window.__watchStep());
    await page.keyboard.press(forward ? 'ArrowRight' : 'ArrowLeft');
    const handle = await page.waitForFunction(() => window.__step.result, null, { timeout: 5000 });
    times.push(await handle.jsonValue());
    // Let the camera arrive (and a new page's overview pass), as a reader would.
    await page.waitForTimeout(1000);
  }
  await context.close();
  return times;
}

// In the page: the frame in which the first page image is decoded, from navigation start.
const FIRST_PAGE_PROBE = () => {
  const check = () => {
    const img = document.querySelector('[data-page-box] img');
    if (img?.complete && img.naturalWidth > 0) window.__firstPage = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

async function pageTurns(browser, viewport) {
  const context = await browser.newContext({ viewport });
  // One page at a time, so every turn changes the page.
  await context.addInitScript(() => localStorage.setItem('reader-spreads', 'off'));
  await context.addInitScript(TURN_PROBE);
  const page = await context.newPage();
  await page.goto(`${BASE}/comics/reader/${COMIC}?page=1`);
  await page.waitForSelector('[data-page-box] img');
  await page.waitForTimeout(500);
  const times = [];
  let at = 1;
  let step = 1;
  while (times.length < TURNS) {
    if (at + step < 1 || at + step > PAGES) step = -step;
    await page.evaluate(() => window.__watchTurn());
    await page.keyboard.press(step > 0 ? 'ArrowRight' : 'ArrowLeft');
    const handle = await page.waitForFunction(() => window.__turn.result, null, { timeout: 5000 });
    times.push(await handle.jsonValue());
    at += step;
    // Let the slide finish, as a reader would before the next turn.
    await page.waitForTimeout(350);
  }
  await context.close();
  return times;
}

async function firstPageVisible(browser) {
  const times = [];
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(FIRST_PAGE_PROBE);
    const page = await context.newPage();
    await page.goto(`${BASE}/comics/reader/${COMIC}`);
    const handle = await page.waitForFunction(() => window.__firstPage, null, { timeout: 15000 });
    times.push(await handle.jsonValue());
    await context.close();
  }
  return times;
}

// In the page: the time of the last pointer move, and the frame in which a given page shows its
// decoded image.
const DRAG_PROBE = () => {
  const win = window;
  win.__drag = { start: 0, result: null };
  window.addEventListener(
    'pointermove',
    (event) => {
      win.__drag.start = event.timeStamp;
    },
    { capture: true },
  );
  win.__watchDrag = (target) => {
    win.__drag.result = null;
    const check = () => {
      const img = document.querySelector(`[data-page-box][data-page="${target}"] img`);
      if (img?.complete && img.naturalWidth > 0) {
        win.__drag.result = performance.now() - win.__drag.start;
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
};

/** Drags the scrubber (one press) from page to page, near ones and far ones, timing each move. */
async function scrubberDrags(browser, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem('reader-spreads', 'off'));
  await context.addInitScript(DRAG_PROBE);
  const page = await context.newPage();
  await page.goto(`${BASE}/comics/reader/${COMIC}?page=1`);
  await page.waitForSelector('[data-page-box] img');
  await page.waitForTimeout(500);
  const slider = page.getByRole('slider');
  await slider.focus();
  // The track sits 10 px inside the slider at each end; page p at its share of the track. The
  // slider is measured again before each move: it narrows on the last page, where Finish shows.
  let box = await slider.boundingBox();
  const xOf = (target) => box.x + 10 + ((target - 1) / (PAGES - 1)) * (box.width - 20);
  const y = box.y + box.height / 2;
  await page.mouse.move(xOf(1), y);
  await page.mouse.down();
  const order = [2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 6, 1, 4, 2, 5, 3];
  const times = [];
  for (let move = 0; times.length < TURNS; move += 1) {
    const target = order[move % order.length];
    box = await slider.boundingBox();
    await page.evaluate((to) => window.__watchDrag(to), target);
    await page.mouse.move(xOf(target), y);
    const handle = await page.waitForFunction(() => window.__drag.result, null, { timeout: 5000 });
    times.push(await handle.jsonValue());
    // A reader's finger rests on a page a moment before moving on.
    await page.waitForTimeout(150);
  }
  await page.mouse.up();
  await context.close();
  return times;
}

// In the page: scrolls the stage of vertical mode from top to bottom at 60 px a frame, between
// two marks in the trace.
const SCROLL_DOWN = () =>
  new Promise((done) => {
    const stage = document.querySelector('[data-testid="reader-stage"]');
    console.timeStamp('vertical-scroll-start');
    const step = () => {
      const end = stage.scrollHeight - stage.clientHeight;
      if (stage.scrollTop >= end - 1) {
        console.timeStamp('vertical-scroll-end');
        done(Math.round(stage.scrollHeight));
        return;
      }
      stage.scrollTop = Math.min(end, stage.scrollTop + 60);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });

/**
 * Vertical mode: the longest task on the page's main thread, at thread time (the CPU time the
 * thread spent in it, as tests/bench/thread-time.mjs explains), while the comic scrolls through.
 * Null where the build has no vertical mode.
 */
async function verticalScroll(browser, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem('reader-vertical-origins-1', 'on'));
  const page = await context.newPage();
  await page.goto(`${BASE}/comics/reader/${COMIC}?page=1`);
  await page.waitForSelector('[data-page-box] img');
  const vertical = await page
    .waitForSelector('[data-testid="reader"][data-vertical="true"]', { timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (!vertical) {
    await context.close();
    return null;
  }
  await page.waitForTimeout(500);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.evaluate(SCROLL_DOWN);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const marks = events.filter((event) => event.name === 'TimeStamp');
  const mark = (name) => marks.find((event) => event.args?.data?.message === name)?.ts;
  const [from, to] = [mark('vertical-scroll-start'), mark('vertical-scroll-end')];
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      mainThreads.has(`${event.pid}:${event.tid}`) &&
      event.ts + event.dur >= from &&
      event.ts <= to,
  );
  const longest = Math.max(0, ...tasks.map((task) => (task.tdur ?? task.dur) / 1000));
  const over50 = tasks.filter((task) => (task.tdur ?? task.dur) / 1000 > 50).length;
  return { longest, over50, tasks: tasks.length, seconds: (to - from) / 1e6 };
}

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** Every figure of one build, served at `origin`. */
/**
 * Runs one measurement and records its figure; a measurement that fails (a build without the
 * feature, a page that never showed under load) is recorded as not measured, never fatal.
 */
async function record(figures, name, run, text) {
  try {
    figures.set(name, { text: text(await run()) });
  } catch (error) {
    figures.set(name, { text: `not measured: ${String(error.message).split('\n')[0]}` });
  }
}

const spread = (times) =>
  `p95 ${ms(percentile(times, 95))} (p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))})`;

/** Every figure of one build, served at `origin`. */
async function measure(browser, origin, label) {
  BASE = origin;
  console.error(`Measuring ${label} at ${origin}...`);
  // Warm the server: one load of the reader and its pages.
  await firstPageVisible(browser).catch(() => undefined);
  const figures = new Map();
  for (const viewport of SIZES) {
    const size = `${viewport.width}x${viewport.height}`;
    await record(
      figures,
      `page turn p95 at ${size} (target 16.7 ms)`,
      () => pageTurns(browser, viewport),
      spread,
    );
  }
  for (const viewport of SIZES) {
    const size = `${viewport.width}x${viewport.height}`;
    await record(
      figures,
      `scrubber drag to the page shown p95 at ${size} (target 100 ms)`,
      () => scrubberDrags(browser, viewport),
      spread,
    );
  }
  for (const viewport of SIZES) {
    const size = `${viewport.width}x${viewport.height}`;
    await record(
      figures,
      `vertical mode, longest main-thread task scrolling 60 px/frame at ${size} (target none over 50 ms)`,
      () => verticalScroll(browser, viewport),
      (scroll) =>
        scroll
          ? `${ms(scroll.longest)} thread time, ${scroll.over50} over 50 ms (${scroll.tasks} tasks in ${scroll.seconds.toFixed(1)} s)`
          : 'no vertical mode',
    );
  }
  for (const size of OVERLAP_SIZES) {
    await record(
      figures,
      `controls over the page at ${size.width}x${size.height} (target 0 px²)`,
      () => overlapFigures(browser, size),
      (parts) => parts.join('; '),
    );
  }
  await record(figures, 'guided view step at 390x844', () => guidedSteps(browser), spread);
  await record(
    figures,
    'first page visible at 1366x900, warm server, fresh profile',
    () => firstPageVisible(browser),
    spread,
  );
  return figures;
}

/** The area of the controls over the page at a size, both editions, at open, after a turn, guided. */
async function overlapFigures(browser, { width, height, touch }) {
  const parts = [];
  for (const edition of ['en', 'ar']) {
    const context = await browser.newContext({
      viewport: { width, height },
      hasTouch: touch,
      isMobile: touch,
    });
    const results = await overlapStates(await context.newPage(), BASE, edition);
    await context.close();
    const share = results[0][height > width ? 'widthShare' : 'heightShare'];
    parts.push(
      `${edition} ${results.map((r) => `${r.state} ${r.area}`).join(', ')} px² (page ${(
        share * 100
      ).toFixed(1)} % of ${height > width ? 'width' : 'height'})`,
    );
  }
  return parts;
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * The previous build: `ref` unpacked in a temporary folder (this checkout's packages linked in)
 * and built there, once per commit. Its directory, or null when it cannot be built.
 */
function previousBuild(ref) {
  let sha;
  try {
    sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    console.log(`No commit ${ref}: this build alone.`);
    return null;
  }
  const dir = join(tmpdir(), `abtal-bench-${sha.slice(0, 12)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    // The commit's files alone (no second worktree in the repository's records).
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`]);
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  }
  console.log(`Previous build: ${ref} (${sha.slice(0, 12)}), in ${dir}`);
  try {
    // Builds only when its sources changed since its last build (dist/build-stamp).
    execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch {
    console.log(`The previous build (${ref}) did not build: this build alone.`);
    return null;
  }
  return { dir, label: `${ref} ${sha.slice(0, 8)}` };
}

const serve = (cwd, port) =>
  spawn(process.execPath, [resolve('tests/e2e/serve.mjs')], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });

const previous = BASE_REF ? previousBuild(BASE_REF) : null;
const servers = [serve(process.cwd(), PORT)];
if (previous) servers.push(serve(previous.dir, PORT + 1));
let browser;
try {
  await waitForServer(`http://localhost:${PORT}`);
  if (previous) await waitForServer(`http://localhost:${PORT + 1}`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const current = await measure(browser, `http://localhost:${PORT}`, 'this build');
  const before = previous
    ? await measure(
        browser,
        `http://localhost:${PORT + 1}`,
        `the previous build (${previous.label})`,
      )
    : null;

  console.log(
    `\nReader benchmark (${TURNS} page turns and drags per size, ${LOADS} loads), this build${
      previous ? ` beside the previous (${previous.label})` : ''
    }:`,
  );
  for (const [name, figure] of current) {
    console.log(`${name}\n  this build: ${figure.text}`);
    if (before) console.log(`  previous:   ${before.get(name)?.text ?? 'not measured'}`);
  }
} finally {
  await browser?.close();
  for (const server of servers) server.kill('SIGTERM');
}
