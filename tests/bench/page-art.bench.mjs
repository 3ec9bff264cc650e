// What a comic page costs the browser's main thread to show, in Debian's Chromium: each page SVG
// is opened alone in an <img> at a phone's size (412 px wide, 1.75x), and the trace's main-thread
// work for it is added up: parsing the picture's document, styling, layout and painting. Prints the
// median over the loads for every page, per comic and edition, and the median of all pages.
//
//   node tests/bench/page-art.bench.mjs [--loads 5] [--dir renderer/public/art/comics]
/* global requestAnimationFrame -- the probe runs in the page */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const LOADS = Number(arg('loads', 5));
const DIR = resolve(arg('dir', join(import.meta.dirname, '../../renderer/public/art/comics')));
// The main thread's work for the picture: its document parsed, styled, laid out and painted.
const WORK = new Set([
  'DecodedDataDocumentParser::AppendBytes',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
]);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Milliseconds of main-thread work to show `svg` once, in a fresh page. */
async function cost(browser, scratch, svg) {
  const html = join(scratch, 'page.html');
  writeFileSync(
    html,
    `<!doctype html><html><body style="margin:0"><img src="${pathToFileURL(svg)}" width="412" height="618"></body></html>`,
  );
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(pathToFileURL(html).href);
  await page.locator('img').evaluate((img) => img.decode());
  // Two frames after the decode, so the paint of the picture is in the trace.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) throw new Error(`No page load in the trace of ${svg}`);
  // Nested events of the same name (a paint inside a paint) are counted once, at the outermost.
  const mine = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && WORK.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let until = 0;
  for (const event of mine) {
    if (event.ts >= until) {
      total += event.dur;
      until = event.ts + event.dur;
    }
  }
  return total / 1000;
}

const comics = readdirSync(DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
if (comics.length === 0) {
  console.error(`No comic folders in ${DIR}.`);
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-dev-shm-usage', '--allow-file-access-from-files'],
});
const scratch = mkdtempSync(join(tmpdir(), 'page-art-'));
const all = [];
try {
  console.log(
    `Comic page art: main-thread ms to show one page at 412 px (median of ${LOADS} loads)`,
  );
  console.log(
    `${'comic'.padEnd(20)} ${'edition'.padEnd(8)} ${'pages'.padStart(5)} ${'median'.padStart(7)} ${'max'.padStart(6)}`,
  );
  for (const comic of comics) {
    for (const edition of ['en', 'ar']) {
      const files = readdirSync(join(DIR, comic))
        .filter((name) => /^page-\d+(\.ar)?\.svg$/.test(name))
        .filter((name) => name.endsWith('.ar.svg') === (edition === 'ar'));
      if (files.length === 0) continue;
      const costs = [];
      for (const file of files) {
        const loads = [];
        for (let load = 0; load < LOADS; load += 1)
          loads.push(await cost(browser, scratch, join(DIR, comic, file)));
        costs.push(median(loads));
      }
      all.push(...costs);
      console.log(
        `${comic.padEnd(20)} ${edition.padEnd(8)} ${String(files.length).padStart(5)} ${median(costs).toFixed(1).padStart(7)} ${Math.max(
          ...costs,
        )
          .toFixed(1)
          .padStart(6)}`,
      );
    }
  }
  console.log(
    `All ${all.length} pages: median ${median(all).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}
