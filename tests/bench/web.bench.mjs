// Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on every public route
// of the built site, beside the floor: a static one-heading page served by the same server. Prints
// the median of the runs per route (score, FCP, LCP, TBT, CLS, JavaScript transferred) and whether
// each route reaches the targets: score >= 95, LCP <= 1.5x the floor's, CLS <= 0.02, TBT <= 50 ms.
// Run `npm run build` first (`npm run bench:web` does). Figures are noisy on a busy machine.
//
//   node tests/bench/web.bench.mjs [--runs 3] [--routes /,/comics]
//   BENCH_PORT (default 5302), CHROMIUM_PATH (default /usr/bin/chromium)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForServer } from './wait-for-server.mjs';

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 5302);
const BASE = `http://localhost:${PORT}`;
const WEB = join(import.meta.dirname, '../../dist/web');
const FLOOR = 'bench-floor.html';
const TARGET = { score: 95, lcpOverFloor: 1.5, cls: 0.02, tbt: 50 };

const manifestFile = join(WEB, 'prerender.json');
if (!existsSync(manifestFile)) {
  console.error('No dist/web/prerender.json: run `npm run build` first.');
  process.exit(1);
}
const allRoutes = Object.keys(JSON.parse(readFileSync(manifestFile, 'utf8')).pages);
const routes = arg('routes')?.split(',') ?? allRoutes;
const NAME_WIDTH = Math.max(34, ...routes.map((path) => path.length + 1));

// The floor: the least a page can be, served by the same process the same way.
writeFileSync(
  join(WEB, FLOOR),
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title>' +
    '</head><body><h1>Abtal Universe</h1></body></html>',
);

// Lighthouse's measure of the machine's speed on every run: its simulated CPU is 4x slower than the
// machine it runs on, so TBT figures compare across machines only at similar indexes.
const speeds = [];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(chrome, url) {
  // Lighthouse now and then loses the navigation on a busy machine (NO_NAVSTART): try again.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance.score !== null) {
      speeds.push(lhr.environment.benchmarkIndex);
      const items = lhr.audits['network-requests']?.details?.items ?? [];
      const js = items
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      return {
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: js / 1024,
      };
    }
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.code}`);
  }
}

async function measure(chrome, path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome, BASE + path));
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    js: pick('js'),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'abtal-bench-web-'));
const server = spawn(process.execPath, ['dist/server/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
let failed = 0;
try {
  await waitForServer(BASE);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // One unmeasured load warms the server (first reads of each file).
  await measure(chrome, `/${FLOOR}`);
  const floor = await measure(chrome, `/${FLOOR}`);
  const row = (name, r, verdict = '') =>
    console.log(
      [
        name.padEnd(NAME_WIDTH),
        String(r.score).padStart(5),
        r.fcp.toFixed(0).padStart(7),
        r.lcp.toFixed(0).padStart(7),
        r.tbt.toFixed(0).padStart(6),
        r.cls.toFixed(3).padStart(6),
        r.js.toFixed(1).padStart(7),
        verdict,
      ].join(' '),
    );
  console.log(`Lighthouse mobile, median of ${RUNS} runs per route (${BASE})`);
  console.log(
    `${'route'.padEnd(NAME_WIDTH)} score  FCP ms  LCP ms TBT ms    CLS  JS KiB  (score>=${TARGET.score}, LCP<=${TARGET.lcpOverFloor}x floor, CLS<=${TARGET.cls}, TBT<=${TARGET.tbt})`,
  );
  row('floor (one static heading)', floor);
  for (const path of routes) {
    const r = await measure(chrome, path);
    const misses = [
      r.score < TARGET.score && 'score',
      r.lcp > TARGET.lcpOverFloor * floor.lcp && `LCP ${(r.lcp / floor.lcp).toFixed(2)}x`,
      r.cls > TARGET.cls && 'CLS',
      r.tbt > TARGET.tbt && 'TBT',
    ].filter(Boolean);
    if (misses.length) failed += 1;
    row(path, r, misses.length ? `misses: ${misses.join(', ')}` : 'meets all');
  }
  console.log(`${routes.length - failed} of ${routes.length} routes meet every target.`);
  console.log(
    `Lighthouse benchmark index of this machine: median ${median(speeds).toFixed(0)} (${Math.min(...speeds).toFixed(0)} to ${Math.max(...speeds).toFixed(0)} over ${speeds.length} runs).`,
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(WEB, FLOOR), { force: true });
}
