// First-load size of the home route: the JS and CSS a browser fetches before the home page shows.
// Reads the built dist/web (run `npm run build:web` first): index.html names the entry, the Vite
// manifest gives each chunk's static imports and CSS. Exits 1 when the JS exceeds the budget.
// Also the art set (the pictures of renderer/public/art and the favicon, each file gzipped on its own
// as a server sends it) against the size it had when the generator became a maintained tool: it may
// grow to at most twice that. Exits 1 beyond. The Arabic pages (*.ar.svg) are loaded only in the
// Arabic edition, instead of the English ones: they are counted apart, against the same budget.
//
//   node tests/bench/bundle-size.mjs [--budget-kb 150]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = join(import.meta.dirname, '../../dist/web');
const HOME_PAGE = 'src/pages/HomePage.tsx';
const budgetArg = process.argv.indexOf('--budget-kb');
const BUDGET_KB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 150;

function read(path) {
  try {
    return readFileSync(join(WEB, path));
  } catch {
    console.error(`Missing dist/web/${path}: run \`npm run build:web\` first.`);
    process.exit(1);
  }
}

const html = read('index.html').toString();
const manifest = JSON.parse(read('.vite/manifest.json').toString());

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
if (!entryKey) throw new Error('The manifest has no index.html entry.');
if (!manifest[HOME_PAGE]) throw new Error(`The manifest has no ${HOME_PAGE} chunk.`);

// The script index.html loads must be the manifest's entry, or the manifest is stale.
const entryFile = manifest[entryKey].file;
if (!html.includes(`src="/${entryFile}"`)) {
  throw new Error(`index.html does not load ${entryFile}: the manifest and the page disagree.`);
}

// The entry and the HomePage chunk, with every chunk they import statically (not dynamic imports).
const js = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);
visit(HOME_PAGE);
// Stylesheets linked straight from index.html count too.
for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g))
  css.add(href);

const gzip = (file) => gzipSync(read(file)).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const rows = [...js].map((file) => ({ file, kind: 'js', gzip: gzip(file) }));
rows.push(...[...css].map((file) => ({ file, kind: 'css', gzip: gzip(file) })));
rows.sort((a, b) => b.gzip - a.gzip);

const total = (kind) => rows.filter((row) => row.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
const jsTotal = total('js');
const cssTotal = total('css');

console.log('Home route, first load (gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} kB  ${row.file}`);
console.log(`  JS:  ${kb(jsTotal)} kB in ${js.size} files (budget ${BUDGET_KB} kB)`);
console.log(`  CSS: ${kb(cssTotal)} kB in ${css.size} files`);

let failed = false;
if (jsTotal > BUDGET_KB * 1024) {
  console.error(`Over budget: ${kb(jsTotal)} kB of JS > ${BUDGET_KB} kB.`);
  failed = true;
}

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
