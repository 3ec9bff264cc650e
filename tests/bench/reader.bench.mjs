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
// Run `npm run build` first (or `npm run bench:reader`, which builds).
//
//   node tests/bench/reader.bench.mjs [--turns 30] [--loads 10]
/* global window, document, requestAnimationFrame -- the probes run in the page */
import { spawn } from 'node:child_process';
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
const BASE = `http://localhost:${PORT}`;
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
  const box = await slider.boundingBox();
  // The track sits 10 px inside the slider at each end; page p at its share of the track.
  const xOf = (target) => box.x + 10 + ((target - 1) / (PAGES - 1)) * (box.width - 20);
  const y = box.y + box.height / 2;
  await page.mouse.move(xOf(1), y);
  await page.mouse.down();
  const order = [2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 6, 1, 4, 2, 5, 3];
  const times = [];
  for (let move = 0; times.length < TURNS; move += 1) {
    const target = order[move % order.length];
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

const server = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT) },
});
let browser;
try {
  await waitForServer(BASE);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  // Warm the server: one load of the reader and its pages.
  await firstPageVisible(browser).catch(() => undefined);

  console.log(`Reader benchmark (${TURNS} page turns per size, ${LOADS} loads)`);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const times = await pageTurns(browser, viewport);
    console.log(
      `page turn at ${viewport.width}x${viewport.height}: p50 ${ms(percentile(times, 50))}, p95 ${ms(
        percentile(times, 95),
      )}, max ${ms(Math.max(...times))} (key press to the next page painted, decoded)`,
    );
  }
  for (const size of OVERLAP_SIZES) {
    const { width, height, touch } = size;
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
        `${edition} ${results.map((r) => `${r.state} ${r.area} px²`).join(', ')} (page ${(
          share * 100
        ).toFixed(1)} % of the window ${height > width ? 'width' : 'height'})`,
      );
    }
    console.log(`controls over the page at ${width}x${height}: ${parts.join('; ')}`);
  }
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const drags = await scrubberDrags(browser, viewport);
    console.log(
      `scrubber drag at ${viewport.width}x${viewport.height}: p50 ${ms(percentile(drags, 50))}, p95 ${ms(
        percentile(drags, 95),
      )}, max ${ms(Math.max(...drags))} (pointer move to the page under it painted, decoded)`,
    );
  }
  const steps = await guidedSteps(browser);
  console.log(
    `guided view step at 390x844: p50 ${ms(percentile(steps, 50))}, p95 ${ms(
      percentile(steps, 95),
    )}, max ${ms(Math.max(...steps))} (key press to the camera setting off for the next panel)`,
  );
  const loads = await firstPageVisible(browser);
  console.log(
    `first page visible at 1366x900: p50 ${ms(percentile(loads, 50))}, p95 ${ms(
      percentile(loads, 95),
    )} (navigation to the first page's decoded image, warm server, fresh profile)`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
