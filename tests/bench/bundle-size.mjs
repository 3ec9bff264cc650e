// First-load size of every prerendered route: the JavaScript and CSS its HTML makes the browser
// fetch before the page is interactive (the entry script, the modulepreloads of the entry's and the
// page's chunks, the stylesheets), gzip and brotli as the server sends them (the build's own
// precompressed copies). Reads the built dist/web (run `npm run build:web` first). Exits 1 when a
// route's JavaScript exceeds its budget (brotli).
// Also the art set (the pictures of renderer/public/art and the favicon, each file gzipped on its own
// as a server sends it) against the size it had when the generator became a maintained tool: it may
// grow to at most twice that. Exits 1 beyond. The Arabic pages (*.ar.svg) are loaded only in the
// Arabic edition, instead of the English ones: they are counted apart, against the same budget.
//
//   node tests/bench/bundle-size.mjs [--budget-kb 130]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const WEB = join(import.meta.dirname, '../../dist/web');
const budgetArg = process.argv.indexOf('--budget-kb');
/**
 * Brotli kB of JavaScript a route may load at first: React, the router, the query client and zod
 * (the session check in the header) are about 125 kB of it. Pages with their own engine (the
 * reader) or dialogs with forms and animation (heroes, academy) get more.
 */
const BUDGET_KB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 150;
const BUDGETS_KB = {
  '/comics/reader/': BUDGET_KB + 10,
  // Pages with a form (react-hook-form and its zod resolver).
  '/community': BUDGET_KB + 10,
  '/merch': BUDGET_KB + 10,
  '/partnerships': BUDGET_KB + 10,
  '/auth/': BUDGET_KB + 10,
  '/characters': BUDGET_KB + 30,
  '/academy': BUDGET_KB + 30,
};
const budgetFor = (route) =>
  Object.entries(BUDGETS_KB).find(([prefix]) => route.startsWith(prefix))?.[1] ?? BUDGET_KB;

function read(path) {
  try {
    return readFileSync(join(WEB, path));
  } catch {
    console.error(`Missing dist/web/${path}: run \`npm run build:web\` first.`);
    process.exit(1);
  }
}

const manifest = JSON.parse(read('prerender.json').toString());
const sizes = new Map();
/** gzip and brotli bytes of a built file: its precompressed copies, or compressed here. */
function compressed(file) {
  if (!sizes.has(file)) {
    const raw = read(file);
    const copy = (suffix, make) =>
      existsSync(join(WEB, file + suffix)) ? read(file + suffix).length : make(raw).length;
    sizes.set(file, {
      gzip: copy('.gz', (b) => gzipSync(b, { level: 9 })),
      br: copy('.br', brotliCompressSync),
    });
  }
  return sizes.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
console.log(
  'First load per route (kB):            JS gzip   JS br  CSS gzip  CSS br  files  budget (JS br)',
);
for (const [route, page] of Object.entries(manifest.pages)) {
  const html = read(page).toString();
  // (A route lists its chunks in its own HTML: the entry's and its page's, see prerender.ts.)
  const js = new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g,
      ),
    ].map((m) => m[1]),
  );
  const css = new Set(
    [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
  );
  const sum = (files, key) => [...files].reduce((total, file) => total + compressed(file)[key], 0);
  const jsBr = sum(js, 'br');
  const budget = budgetFor(route);
  const over = jsBr > budget * 1024;
  if (over) failed = true;
  console.log(
    [
      route.padEnd(36),
      kb(sum(js, 'gzip')).padStart(8),
      kb(jsBr).padStart(7),
      kb(sum(css, 'gzip')).padStart(9),
      kb(sum(css, 'br')).padStart(7),
      String(js.size + css.size).padStart(6),
      `${budget}${over ? '  OVER BUDGET' : ''}`.padStart(8),
    ].join(' '),
  );
}
if (failed) console.error('A route loads more JavaScript at first than its budget allows.');

// The art set: 69 files, 444,654 bytes, 130,902 bytes gzipped (level 9, per file) before the
// character models and lettered pages; the budget is twice that.
const ART_BASELINE_GZIP = 130_902;
const PUBLIC = join(import.meta.dirname, '../../renderer/public');
const artFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? artFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const sized = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const isArabic = (file) => /\.ar\.(svg|json)$/.test(file);
// The pictures count against the budget; the comics' panel data (guided.json, text for guided
// view and screen readers) did not exist at the baseline and is reported beside them.
const everything = [...artFiles(join(PUBLIC, 'art')), join(PUBLIC, 'favicon.svg')];
for (const [name, inSet] of [
  ['Art set (renderer/public/art + favicon, gzip per file)', (file) => !isArabic(file)],
  ['Arabic pages (*.ar.svg, guided.ar.json; loaded by the Arabic edition only)', isArabic],
]) {
  const files = everything.filter(inSet);
  const art = files.filter((file) => file.endsWith('.svg')).map(sized);
  const panelData = files.filter((file) => file.endsWith('.json')).map(sized);
  const panelGzip = panelData.reduce((sum, f) => sum + f.gzip, 0);
  const artRaw = art.reduce((sum, f) => sum + f.raw, 0);
  const artGzip = art.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`${name}:`);
  console.log(`  now:      ${kb(artGzip)} kB gzip (${kb(artRaw)} kB raw) in ${art.length} files`);
  console.log(
    `  baseline: ${kb(ART_BASELINE_GZIP)} kB gzip; budget ${kb(2 * ART_BASELINE_GZIP)} kB (x2)`,
  );
  console.log(
    `  panel data: ${kb(panelGzip)} kB gzip in ${panelData.length} files (not in the budget)`,
  );
  if (artGzip > 2 * ART_BASELINE_GZIP) {
    console.error(`Art over budget: ${kb(artGzip)} kB gzip > twice the baseline.`);
    failed = true;
  }
}
if (failed) process.exit(1);
