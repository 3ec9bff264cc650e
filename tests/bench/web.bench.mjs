// Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on every public route
// of the built site (the prerendered ones and a server episode's reader in each edition), beside
// the floor: a static one-heading page served by the same server. Prints the median of the runs
// per route (score, FCP, LCP, TBT, CLS, JavaScript transferred) and whether each route reaches the
// targets: score >= 95, LCP <= 1.5x the floor's, CLS <= 0.02, and for main-thread blocking the TBT
// at thread time (below) <= 50 ms with Lighthouse's own TBT no more than 50 ms above the floor's in
// the same run (a page with no script at all misses "TBT <= 50 ms" in most runs on a 2-core
// machine: what is over the floor is the page's). And how soon the page is live (taps answered):
// one more load per route under Lighthouse's mobile throttling applied for real (its `devtools`
// method: 4x CPU slowdown, 562.5 ms round trips, 1.47 Mbit/s), from its first paint and its
// largest paint to the app's `abtal:live` mark; target: live <= 1 s after the largest paint.
// Run `npm run build` first (`npm run bench:web` does). Figures are noisy on a busy machine.
//
// `--baseline <dir>` compares with another web build (a `dist/web` made from an earlier commit):
// a second server serves it and each route's runs alternate between the two, so both builds meet
// the same machine speed; it prints both medians per route and the change. Its own server (the
// `dist/server` beside it, as `npm run build` leaves it) serves it where there is one.
//
// Each run is also audited at thread time (tests/bench/thread-time.mjs): the same load with every
// main-thread task as long as the CPU time it used, as on a machine where the page's main thread
// never waits for a core. Its TBT is the TBT-thr column, judged against 50 ms; its other figures are
// shown at the end (how many routes would meet every target so).
//
//   node tests/bench/web.bench.mjs [--runs 3] [--live-runs 1] [--routes /,/comics] [--baseline /tmp/old/dist/web]
//   BENCH_PORT (default 5302; the baseline uses the next port), CHROMIUM_PATH
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import { atThreadTime } from './thread-time.mjs';
import { waitForServer } from './wait-for-server.mjs';

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 5302);
const BASE = `http://localhost:${PORT}`;
const WEB = join(import.meta.dirname, '../../dist/web');
const BASELINE_DIR = arg('baseline');
const BASELINE = `http://localhost:${PORT + 1}`;
if (BASELINE_DIR && !existsSync(join(BASELINE_DIR, 'index.html'))) {
  console.error(`--baseline ${BASELINE_DIR}: no web build there (no index.html).`);
  process.exit(1);
}
const FLOOR = 'bench-floor.html';
const TARGET = {
  score: 95,
  lcpOverFloor: 1.5,
  cls: 0.02,
  // Thread-time TBT, and Lighthouse's TBT over the floor's median in the same run.
  threadTbt: 50,
  tbtOverFloor: 50,
  // Live (taps answered) at most this long after the largest paint, under mobile throttling.
  liveAfterLcp: 1000,
};
const LIVE_RUNS = Number(arg('live-runs') ?? 1);
// The user timing mark the app sets as a prerendered page goes live (renderer/src/lib/first-render.ts).
const LIVE_MARK = 'abtal:live';

const manifestFile = join(WEB, 'prerender.json');
if (!existsSync(manifestFile)) {
  console.error('No dist/web/prerender.json: run `npm run build` first.');
  process.exit(1);
}
const prerendered = JSON.parse(readFileSync(manifestFile, 'utf8'));
// Every prerendered route, and a server episode's reader in each edition (a shell the server
// fills in; the episode is picked once the server answers).
const SERVER_EPISODE = '<server episode>';
const routes = arg('routes')?.split(',') ?? [
  ...Object.keys(prerendered.pages),
  ...Object.keys(prerendered.shells ?? {}).map((prefix) => prefix + SERVER_EPISODE),
];
const NAME_WIDTH = Math.max(44, ...routes.map((path) => path.length + 1));

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

// Lighthouse's benchmark index times a loop of JavaScript, which says nothing of how fast the
// machine gives a process new memory. On a virtual machine whose memory is handed over page by
// page as it is first touched, that is what slows the browser most (every renderer and JavaScript
// context it creates, every heap it grows), and it moves from one hour to the next. So the bench
// also times it: a child process writes once to each 4 KiB page of 64 MiB it has just allocated.
const FRESH_MEMORY_PROBE =
  'const n=64*2**20,t=performance.now(),b=Buffer.allocUnsafeSlow(n);' +
  'for(let i=0;i<n;i+=4096)b[i]=1;' +
  'process.stdout.write(String((performance.now()-t)*1000/(n/4096)))';
const freshMemory = [];
/** Microseconds to fault in one page of fresh memory, noted in `freshMemory`. */
function readFreshMemory() {
  freshMemory.push(Number(execFileSync(process.execPath, ['-e', FRESH_MEMORY_PROBE])));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Lighthouse adds scripts of its own to every document it loads (natives it caches and, under
// simulated throttling, a requestIdleCallback shim: `Page.addScriptToEvaluateOnNewDocument` in
// its `prepare.js`), so the browser creates the page's JavaScript context (and Lighthouse's
// isolated one) as the navigation commits, in the commit's task or one right after it, whatever
// the page holds: the floor, with no script, too. A visitor's browser creates it when the page's
// first script runs. The task's length at full speed, read off the run's trace.
function contextTask(events, url) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (!start) return undefined;
  const onThread = (event) =>
    event.pid === start.pid && event.tid === start.tid && event.ph === 'X';
  const init = events
    .filter((event) => event.name === 'LocalWindowProxy::Initialize' && onThread(event))
    .filter((event) => event.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  const task =
    init &&
    events.find(
      (event) =>
        event.name === 'RunTask' &&
        onThread(event) &&
        event.ts <= init.ts &&
        event.ts + event.dur >= init.ts + init.dur,
    );
  return task ? task.dur / 1000 : undefined;
}

/** The figures of the same load audited at thread time, or undefined if Lighthouse cannot. */
async function atThreadTimeFigures(artifacts) {
  const trace = artifacts?.Trace;
  if (!trace) return undefined;
  try {
    const flow = await auditFlowArtifacts({
      name: 'thread time',
      gatherSteps: [
        {
          artifacts: {
            ...artifacts,
            Trace: { ...trace, traceEvents: atThreadTime(trace.traceEvents) },
          },
          flags: { onlyCategories: ['performance'] },
        },
      ],
    });
    const lhr = flow.steps[0]?.lhr;
    const value = (id) => lhr?.audits[id]?.numericValue;
    const score = lhr?.categories.performance.score;
    if (
      typeof score !== 'number' ||
      [value('largest-contentful-paint'), value('total-blocking-time')].some(
        (v) => typeof v !== 'number',
      )
    )
      return undefined;
    return {
      score: Math.round(score * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } catch {
    return undefined;
  }
}

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
      const scripts = items.filter((item) => item.resourceType === 'Script');
      const js = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      // Whether the boot script started the app before the page's largest paint (observed, from
      // the document's request): its files then join what the simulated LCP waits for.
      const metrics = lhr.audits.metrics?.details?.items?.[0];
      const appAt = scripts.length
        ? Math.min(...scripts.map((item) => item.networkRequestTime)) - items[0].networkRequestTime
        : Infinity;
      // Where TBT comes from: long tasks that run a script, and the browser's own tasks (those
      // without a script) split into the ones begun before the first paint (committing the
      // navigation, the first frame) and the later ones (style, layout and paint), each clipped
      // to the window TBT counts, as Lighthouse does.
      const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
      const blocking = (list) =>
        list.reduce((sum, task) => {
          const start = Math.max(task.startTime, metrics.firstContentfulPaint);
          const end = Math.min(task.startTime + task.duration, metrics.interactive);
          return sum + Math.max(0, end - start - 50);
        }, 0);
      const runsScript = (task) => task.url && task.url !== 'Unattributable';
      const own = tasks.filter((task) => !runsScript(task));
      // The context task in the simulation: the browser's own long task that lasts the
      // simulated CPU's slowdown times its length in the trace.
      const contextMs = contextTask(result.artifacts?.Trace?.traceEvents ?? [], url);
      const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      const simulatedContext =
        contextMs === undefined
          ? []
          : own.filter((task) => Math.abs(task.duration - slowdown * contextMs) <= 2).slice(0, 1);
      const parts = metrics
        ? {
            scripts: blocking(tasks.filter(runsScript)),
            first: blocking(own.filter((task) => task.startTime < metrics.firstContentfulPaint)),
            later: blocking(own.filter((task) => task.startTime >= metrics.firstContentfulPaint)),
            context: blocking(simulatedContext),
          }
        : { scripts: 0, first: 0, later: 0, context: 0 };
      return {
        parts,
        thread: await atThreadTimeFigures(result.artifacts),
        early: metrics ? appAt < metrics.observedLargestContentfulPaint : false,
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        contextMs,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: js / 1024,
      };
    }
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.code}`);
  }
}

/**
 * One load under Lighthouse's mobile throttling applied for real (the `devtools` method: the
 * browser itself runs 4x slower and its network is slowed), so that the timers and waits of the
 * page's start count as they would on a phone, which the simulated runs cannot show: the times
 * from the first paint and from the largest paint to the app's live mark, or undefined where the
 * page sets none (the floor) or Lighthouse fails.
 */
async function liveRun(chrome, url) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      throttlingMethod: 'devtools',
    });
    const lhr = result?.lhr;
    const metrics = lhr?.audits.metrics?.details?.items?.[0];
    const events = result?.artifacts?.Trace?.traceEvents;
    if (!metrics || !events || lhr.runtimeError) continue;
    const start = events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
    );
    const mark = start && events.find((event) => event.name === LIVE_MARK && event.ts >= start.ts);
    if (!mark) return undefined;
    const live = (mark.ts - start.ts) / 1000;
    return {
      live,
      afterFcp: live - metrics.observedFirstContentfulPaint,
      afterLcp: live - metrics.observedLargestContentfulPaint,
    };
  }
  return undefined;
}

const threadMedians = (runs) =>
  runs.length
    ? Object.fromEntries(
        ['score', 'lcp', 'tbt', 'cls'].map((key) => [key, median(runs.map((r) => r[key]))]),
      )
    : undefined;

const pickMedians = (runs) => {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    js: pick('js'),
    early: runs.filter((r) => r.early).length,
    tbtRuns: runs.map((r) => r.tbt),
    tbtParts: runs.map((r) => r.parts),
    // TBT less the blocking time of Lighthouse's context task, per run, then the median.
    tbtOwn: median(runs.map((r) => Math.max(0, r.tbt - r.parts.context))),
    // The same runs at thread time (the medians of those Lighthouse could audit so).
    thread: threadMedians(runs.map((r) => r.thread).filter(Boolean)),
    contextMs: runs.map((r) => r.contextMs).filter((ms) => ms !== undefined),
  };
};

/** The medians of the live runs (undefined without a live mark). */
const liveMedians = (runs) => {
  const found = runs.filter(Boolean);
  if (!found.length) return undefined;
  return {
    afterFcp: median(found.map((r) => r.afterFcp)),
    afterLcp: median(found.map((r) => r.afterLcp)),
    runs: found.map((r) => r.afterLcp),
  };
};

/** The route's live runs (none for the floor, which has no app). */
async function measureLive(chrome, url) {
  const runs = [];
  for (let run = 0; run < LIVE_RUNS; run += 1) runs.push(await liveRun(chrome, url));
  return liveMedians(runs);
}

async function measure(chrome, path, { live = true } = {}) {
  readFreshMemory();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome, BASE + path));
  return { ...pickMedians(runs), live: live ? await measureLive(chrome, BASE + path) : undefined };
}

/** The route on both builds, alternating which goes first. */
async function compare(chrome, path) {
  readFreshMemory();
  const current = [];
  const baseline = [];
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 ? ['current', 'baseline'] : ['baseline', 'current'];
    for (const which of order) {
      if (which === 'current') current.push(await audit(chrome, BASE + path));
      else baseline.push(await audit(chrome, BASELINE + path));
    }
  }
  return {
    current: { ...pickMedians(current), live: await measureLive(chrome, BASE + path) },
    baseline: { ...pickMedians(baseline), live: await measureLive(chrome, BASELINE + path) },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'abtal-bench-web-'));
const server = spawn(process.execPath, ['dist/server/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const baselineDataDir = BASELINE_DIR ? mkdtempSync(join(tmpdir(), 'abtal-bench-web-')) : undefined;
// The baseline's own server where it was built beside it (`<dir>/../server`): the pages' inline
// boot script is allowed by its hash in the server's security policy, so a page whose boot
// script changed would not start its app under the other build's server.
const baselineServerFile = BASELINE_DIR && join(BASELINE_DIR, '../server/server/main.js');
if (BASELINE_DIR && !existsSync(baselineServerFile)) {
  console.error(
    `--baseline ${BASELINE_DIR}: no server built beside it (${baselineServerFile}); this build's ` +
      'server serves it, which blocks its boot script if that script changed since.',
  );
}
const baselineServer = BASELINE_DIR
  ? spawn(
      process.execPath,
      [existsSync(baselineServerFile) ? baselineServerFile : 'dist/server/server/main.js'],
      {
        env: {
          ...process.env,
          PORT: String(PORT + 1),
          HOST: '127.0.0.1',
          DATA_DIR: baselineDataDir,
          WEB_DIST: BASELINE_DIR,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
  : undefined;
let chrome;
let failed = 0;
try {
  await waitForServer(BASE);
  if (baselineServer) await waitForServer(BASELINE);
  if (routes.some((path) => path.endsWith(SERVER_EPISODE))) {
    const episodes = await (await fetch(`${BASE}/api/episodes`)).json();
    const slug = episodes
      .map((episode) => episode.slug)
      .find((candidate) => !prerendered.pages[`/comics/reader/${candidate}`]);
    if (!slug) throw new Error('No server episode to measure: every episode is prerendered');
    routes.forEach((path, i) => (routes[i] = path.replace(SERVER_EPISODE, slug)));
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // One unmeasured load warms the server (first reads of each file).
  const floorOnly = { live: false };
  await measure(chrome, `/${FLOOR}`, floorOnly);
  const floor = await measure(chrome, `/${FLOOR}`, floorOnly);
  const row = (name, r, verdict = '') =>
    console.log(
      [
        name.padEnd(NAME_WIDTH),
        String(r.score).padStart(5),
        r.fcp.toFixed(0).padStart(7),
        r.lcp.toFixed(0).padStart(7),
        r.tbt.toFixed(0).padStart(6),
        r.tbtOwn.toFixed(0).padStart(7),
        (r.thread ? r.thread.tbt.toFixed(0) : '-').padStart(7),
        r.cls.toFixed(3).padStart(6),
        r.js.toFixed(1).padStart(7),
        (r.live ? r.live.afterFcp.toFixed(0) : '-').padStart(8),
        (r.live ? r.live.afterLcp.toFixed(0) : '-').padStart(8),
        verdict,
      ].join(' '),
    );
  console.log(
    `Lighthouse mobile, median of ${RUNS} runs per route (${BASE}); TBT-ctx: each run's TBT less ` +
      "Lighthouse's context task (see the end), median; TBT-thr: each run audited at thread time, median; " +
      `FCP>live, LCP>live: ms from the first and the largest paint to live (taps answered) under mobile ` +
      `throttling applied for real, median of ${LIVE_RUNS} load(s)`,
  );
  console.log(
    `${'route'.padEnd(NAME_WIDTH)} score  FCP ms  LCP ms TBT ms TBT-ctx TBT-thr    CLS  JS KiB FCP>live LCP>live  ` +
      `(score>=${TARGET.score}, LCP<=${TARGET.lcpOverFloor}x floor, CLS<=${TARGET.cls}, TBT-thr<=${TARGET.threadTbt}, ` +
      `TBT<=floor+${TARGET.tbtOverFloor}, LCP>live<=${TARGET.liveAfterLcp})`,
  );
  row('floor (one static heading)', floor, 'the TBT target is judged against its TBT');
  // The targets of one route (or, `atThread`, of its figures audited at thread time, which carry
  // no thread-time or live figures of their own).
  const missesOf = (r, { floorLcp = floor.lcp, atThread = false } = {}) =>
    [
      r.score < TARGET.score && 'score',
      r.lcp > TARGET.lcpOverFloor * floorLcp && `LCP ${(r.lcp / floorLcp).toFixed(2)}x`,
      r.cls > TARGET.cls && 'CLS',
      !atThread &&
        r.tbt > floor.tbt + TARGET.tbtOverFloor &&
        `TBT floor+${(r.tbt - floor.tbt).toFixed(0)}`,
      atThread
        ? r.tbt > TARGET.threadTbt && 'TBT'
        : (!r.thread && 'TBT-thr not audited') || (r.thread.tbt > TARGET.threadTbt && 'TBT-thr'),
      !atThread &&
        (!r.live
          ? 'no live mark'
          : r.live.afterLcp > TARGET.liveAfterLcp &&
            `live ${r.live.afterLcp.toFixed(0)} ms after LCP`),
    ].filter(Boolean);
  // Where a route misses TBT: each run's TBT, the part in the browser's tasks begun before the
  // first paint and the part in tasks that run a script.
  const runsOf = (r, pick) => r.tbtParts.map((part) => pick(part).toFixed(0)).join(', ');
  const tbtSplit = (r) =>
    `TBT runs ${r.tbtRuns.map((tbt) => tbt.toFixed(0)).join(', ')} ms: before the first paint ` +
    `${runsOf(r, (part) => part.first)}, of it Lighthouse's context task ` +
    `${runsOf(r, (part) => part.context)}; in scripts ${runsOf(r, (part) => part.scripts)}`;
  const verdict = (misses) => (misses.length ? `misses: ${misses.join(', ')}` : 'meets all');
  let baselineFailed = 0;
  let early = 0;
  let baselineEarly = 0;
  const tbts = { current: [], baseline: [] };
  const tbtParts = { all: 0, scripts: 0, first: 0, later: 0, context: 0 };
  // The routes that would meet every target if Lighthouse's context task did not count, and at
  // thread time (those Lighthouse could audit so, and of the baseline's too).
  let failedOwn = 0;
  const atThread = { current: { audited: 0, failed: 0 }, baseline: { audited: 0, failed: 0 } };
  const countAtThread = (which, r, floorLcp) => {
    if (!r.thread) return;
    atThread[which].audited += 1;
    if (missesOf(r.thread, { floorLcp, atThread: true }).length) atThread[which].failed += 1;
  };
  const floorLcpAtThread = floor.thread?.lcp ?? floor.lcp;
  const contextMs = [];
  const lives = [];
  for (const path of routes) {
    if (baselineServer) {
      const { current, baseline } = await compare(chrome, path);
      const misses = missesOf(current);
      const baselineMisses = missesOf(baseline);
      if (misses.length) failed += 1;
      if (baselineMisses.length) baselineFailed += 1;
      countAtThread('current', current, floorLcpAtThread);
      countAtThread('baseline', baseline, floorLcpAtThread);
      tbts.current.push(current.tbt);
      tbts.baseline.push(baseline.tbt);
      early += current.early;
      baselineEarly += baseline.early;
      row(path, current, verdict(misses));
      row(
        '  baseline',
        baseline,
        `${verdict(baselineMisses)}; TBT ${current.tbt - baseline.tbt >= 0 ? '+' : ''}${(current.tbt - baseline.tbt).toFixed(0)} ms`,
      );
      continue;
    }
    const r = await measure(chrome, path);
    const misses = missesOf(r);
    if (misses.length) failed += 1;
    if (missesOf({ ...r, tbt: r.tbtOwn }).length) failedOwn += 1;
    if (r.live) lives.push({ path, afterLcp: r.live.afterLcp });
    countAtThread('current', r, floorLcpAtThread);
    early += r.early;
    contextMs.push(...r.contextMs);
    tbtParts.all += r.tbtRuns.reduce((sum, tbt) => sum + tbt, 0);
    for (const part of r.tbtParts) {
      tbtParts.scripts += part.scripts;
      tbtParts.first += part.first;
      tbtParts.later += part.later;
      tbtParts.context += part.context;
    }
    row(
      path,
      r,
      verdict(misses) +
        (r.early ? ` (app before LCP in ${r.early} of ${RUNS})` : '') +
        (r.tbt > floor.tbt + TARGET.tbtOverFloor ? ` (${tbtSplit(r)})` : ''),
    );
  }
  if (baselineServer) {
    console.log(
      `Baseline (${BASELINE_DIR}): ${routes.length - baselineFailed} of ${routes.length} routes meet every target; median TBT over the routes ${median(tbts.baseline).toFixed(0)} ms, this build ${median(tbts.current).toFixed(0)} ms.`,
    );
  }
  console.log(`${routes.length - failed} of ${routes.length} routes meet every target.`);
  const threadFloor = floor.thread
    ? `the floor's TBT ${floor.thread.tbt.toFixed(0)} ms and LCP ${floor.thread.lcp.toFixed(0)} ms so`
    : 'the floor could not be audited so';
  const meetAtThread = (which) =>
    `${atThread[which].audited - atThread[which].failed} of ${atThread[which].audited} routes`;
  console.log(
    `At thread time (each run audited again with every main-thread task as long as the CPU time it ` +
      `used; ${threadFloor}): ${meetAtThread('current')} would meet every target` +
      (baselineServer ? ` (the baseline: ${meetAtThread('baseline')}).` : '.'),
  );
  const share = (ms) => `${ms.toFixed(0)} ms (${((100 * ms) / tbtParts.all).toFixed(0)}%)`;
  if (!baselineServer && tbtParts.all > 0) {
    console.log(
      `Where the routes' TBT over all runs (${tbtParts.all.toFixed(0)} ms) was: ${share(tbtParts.scripts)} in tasks ` +
        `that run a script, ${share(tbtParts.first)} in the browser's tasks begun before the first paint ` +
        `(committing the navigation, the first frame), ${share(tbtParts.later)} in its later ones (style, layout, paint).`,
    );
  }
  const span = (list) =>
    list.length
      ? `${Math.min(...list).toFixed(0)} to ${Math.max(...list).toFixed(0)} ms (median ${median(list).toFixed(0)})`
      : 'not found';
  // The floor again after the routes: a page with nothing to run still pays Lighthouse's context
  // task, so its TBT shows how much of a route's is the measurement's and the machine's.
  const floorAfter = await measure(chrome, `/${FLOOR}`, floorOnly);
  const floorTbts = [...floor.tbtRuns, ...floorAfter.tbtRuns];
  console.log(
    `The floor's own TBT: ${floorTbts.map((tbt) => tbt.toFixed(0)).join(', ')} ms (before and after the routes); ` +
      `over 50 ms in ${floorTbts.filter((tbt) => tbt > 50).length} of ${floorTbts.length} runs.`,
  );
  if (lives.length) {
    const worst = lives.reduce((a, b) => (b.afterLcp > a.afterLcp ? b : a));
    const within = lives.filter((r) => r.afterLcp <= TARGET.liveAfterLcp).length;
    console.log(
      `Live (taps answered) after the largest paint, under mobile throttling applied for real: ` +
        `${within} of ${lives.length} routes within ${TARGET.liveAfterLcp} ms; median ` +
        `${median(lives.map((r) => r.afterLcp)).toFixed(0)} ms, at most ${worst.afterLcp.toFixed(0)} (${worst.path}).`,
    );
  }
  if (!baselineServer && tbtParts.all > 0) {
    const floorContext = [...floor.contextMs, ...floorAfter.contextMs];
    console.log(
      `Lighthouse's context task (the browser creating the page's JavaScript context as the navigation ` +
        `commits, for the scripts Lighthouse adds to every document; the floor has no script): ` +
        `${span(contextMs)} at full speed on the routes, ${span(floorContext)} on the floor; ` +
        `its blocking time ${share(tbtParts.context)} of the routes' TBT. Without it (each run's TBT less ` +
        `that task's, median per route), ${routes.length - failedOwn} of ${routes.length} routes would meet every target.`,
    );
  }
  console.log(
    `The app's files were requested before the page's largest paint in ${early} of ${routes.length * RUNS} runs` +
      (baselineServer ? ` (the baseline: ${baselineEarly}).` : '.'),
  );
  console.log(
    `Lighthouse benchmark index of this machine: median ${median(speeds).toFixed(0)} (${Math.min(...speeds).toFixed(0)} to ${Math.max(...speeds).toFixed(0)} over ${speeds.length} runs).`,
  );
  console.log(
    `Fresh memory on this machine: ${median(freshMemory).toFixed(2)} µs to fault in a 4 KiB page, median ` +
      `(${Math.min(...freshMemory).toFixed(2)} to ${Math.max(...freshMemory).toFixed(2)} over ${freshMemory.length} ` +
      'readings, one before each route and each floor); the index above does not see it.',
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  baselineServer?.kill('SIGTERM');
  // Both may have exited already (the second while the first was awaited).
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  await Promise.all([exited(server), baselineServer && exited(baselineServer)]);
  rmSync(dataDir, { recursive: true, force: true });
  if (baselineDataDir) rmSync(baselineDataDir, { recursive: true, force: true });
  rmSync(join(WEB, FLOOR), { force: true });
}
