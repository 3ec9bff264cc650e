// First-load size of every prerendered route: its HTML (which carries the styles of its own markup
// and paints the first screen alone), then what its boot script fetches once the page has painted
// (the stylesheet; the entry and the page module, with every chunk they import), gzip and brotli
// as the server sends them (the build's own precompressed copies). Reads the built dist/web (run
// `npm run build:web` first). Exits 1 when a route's JavaScript exceeds its budget (brotli), or
// when its HTML would not arrive in TCP's first round trip (an initial window of 10 packets,
// 14,600 bytes, with the answer's headers; brotli).
// Also the art set (the pictures of renderer/public/art and the favicon, each file gzipped on its own
// as a server sends it) against the size it had when the generator became a maintained tool: it may
// grow to at most twice that. Exits 1 beyond. The Arabic pages (*.ar.svg) are loaded only in the
// Arabic edition, instead of the English ones: they are counted apart, against the same budget.
//
//   node tests/bench/bundle-size.mjs [--budget-kb 130]   (WEB_DIST: another build folder)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const WEB = process.env.WEB_DIST ?? join(import.meta.dirname, '../../dist/web');
const budgetArg = process.argv.indexOf('--budget-kb');
/**
 * Brotli kB of JavaScript a route may load at first: React, the router, the query client, jotai and
 * i18next (one framework file) with the app's frame are about 150 kB of it. The schema library is
 * not among them: it comes with the first API answer to check. Pages with their own engine (the
 * reader), a form (react-hook-form and zod), animation (the heroes) or a plan picker get more.
 */
const BUDGET_KB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 160;
const BUDGETS_KB = {
  '/comics/reader/': BUDGET_KB + 15,
  '/community': BUDGET_KB + 10,
  '/merch': BUDGET_KB + 10,
  '/partnerships': BUDGET_KB + 10,
  '/auth/login': BUDGET_KB + 10,
  '/characters': BUDGET_KB + 15,
};
// The Arabic edition (/ar/...) loads what its English page loads.
const budgetFor = (route) => {
  const english = route === '/ar' ? '/' : route.replace(/^\/ar\//, '/');
  return (
    Object.entries(BUDGETS_KB).find(([prefix]) => english.startsWith(prefix))?.[1] ?? BUDGET_KB
  );
};

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

// The chunks each built file imports (the build's manifest, by file name).
const chunks = JSON.parse(read('.vite/manifest.json').toString());
const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.file, chunk]));
function withImports(file, into) {
  if (into.has(file)) return into;
  into.add(file);
  for (const key of byFile.get(file)?.imports ?? []) withImports(chunks[key].file, into);
  return into;
}

// TCP's first round trip carries the answer's headers too: the status line, the security headers
// and content policy, the validators (about 1,100 bytes; a browser test holds them under 1,200 and
// each page's whole answer under 14,600).
const ANSWER_HEADERS = 1_200;
const HTML_BUDGET = 14_600 - ANSWER_HEADERS;
const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
console.log(
  'First load per route (kB):          HTML br  JS gzip   JS br  CSS gzip  CSS br  files  budget (JS br)',
);
for (const [route, page] of Object.entries(manifest.pages)) {
  const html = read(page).toString();
  // (A route's boot script names the entry and its page module, see shared/boot.ts; each brings
  // the chunks it imports.)
  const boot = /<script [^>]*data-entry="\/([^"]+)" data-page="([^"]*)"/.exec(html);
  const starts = boot
    ? [
        boot[1],
        ...boot[2]
          .split(' ')
          .filter(Boolean)
          .map((f) => f.slice(1)),
      ]
    : [];
  const js = new Set();
  for (const file of starts) withImports(file, js);
  const css = new Set(
    (/<script data-css="([^"]*)"/.exec(html)?.[1] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((f) => f.slice(1)),
  );
  const htmlBr = compressed(page).br;
  const htmlOver = htmlBr > HTML_BUDGET;
  const sum = (files, key) => [...files].reduce((total, file) => total + compressed(file)[key], 0);
  const jsBr = sum(js, 'br');
  const budget = budgetFor(route);
  const over = jsBr > budget * 1024;
  if (over || htmlOver) failed = true;
  console.log(
    [
      route.padEnd(34),
      `${kb(htmlBr)}${htmlOver ? '!' : ''}`.padStart(8),
      kb(sum(js, 'gzip')).padStart(8),
      kb(jsBr).padStart(7),
      kb(sum(css, 'gzip')).padStart(9),
      kb(sum(css, 'br')).padStart(7),
      String(js.size + css.size).padStart(6),
      `${budget}${over ? '  OVER BUDGET' : ''}`.padStart(8),
    ].join(' '),
  );
}
if (failed)
  console.error(
    `A route loads more JavaScript at first than its budget allows, or its HTML (marked !) is over ${(HTML_BUDGET / 1000).toFixed(1)} kB brotli (14.6 kB with the answer's headers).`,
  );

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
