// What a visitor's phone spends blocked on the main thread while a page loads, beside what a
// DevTools client such as Lighthouse sees. Debian's Chromium is driven over its DevTools pipe with
// the CPU slowed 4x (Lighthouse's simulated phone) and a phone's screen, and each route is loaded
// twice per run: once with only the page and emulation domains in use, as in a visitor's browser,
// and once with the Runtime domain enabled before the load, as Lighthouse and Playwright do. With
// Runtime enabled, V8 records a detailed stack trace for every Error object created, and React DOM
// creates five as its module starts: each needs the source positions of the functions on the
// stack, which V8 then re-parses (React DOM's whole module body, about 180 kB). Prints, per route,
// the median of the long animation frames' blocking time after the first paint (the browser's own
// measure of what TBT estimates) and the time spent running module scripts in long frames.
// Run `npm run build` first.
//
//   node tests/bench/main-thread.bench.mjs [--runs 3] [--routes /,/comics] [--rate 4]
//   BENCH_PORT (default 5304), CHROMIUM_PATH
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForServer } from './wait-for-server.mjs';

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 3);
const RATE = Number(arg('rate') ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 5304);
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB = join(import.meta.dirname, '../../dist/web');
const manifest = JSON.parse(readFileSync(join(WEB, 'prerender.json'), 'utf8'));
const routes = arg('routes')?.split(',') ?? Object.keys(manifest.pages);
const MODES = { visitor: [], devtools: ['Runtime'] };

// Each browser gets a fresh profile (a cold cache), under one folder removed at the end.
const profiles = mkdtempSync(join(tmpdir(), 'abtal-bench-main-'));

/** Chromium with its DevTools protocol on a pipe: messages end with a NUL byte. */
function launch() {
  const profile = mkdtempSync(join(profiles, 'profile-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-breakpad',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , input, output] = child.stdio;
  const pending = new Map();
  let nextId = 0;
  let buffer = '';
  output.on('data', (chunk) => {
    buffer += chunk.toString();
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject, method });
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    // Closed through the protocol, so that no child process still writes to the profile.
    await Promise.race([
      send('Browser.close'),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    child.kill('SIGKILL');
    await exited;
  };
  return { send, close };
}

// Read in the page after the load: the frames it buffered and what they held.
const COLLECT = `new Promise((resolve) => {
  const frames = [];
  new PerformanceObserver((list) => frames.push(...list.getEntries()))
    .observe({ type: 'long-animation-frame', buffered: true });
  setTimeout(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const after = frames.filter((frame) => frame.startTime + frame.duration > fcp);
    resolve({
      live: document.documentElement.hasAttribute('data-live'),
      blocking: after.reduce((sum, frame) => sum + frame.blockingDuration, 0),
      modules: frames.flatMap((frame) => frame.scripts)
        .filter((script) => script.invokerType === 'module-script')
        .reduce((sum, script) => sum + script.duration, 0),
    });
  }, 50);
})`;

async function load(path, domains) {
  const browser = launch();
  try {
    const { targetInfos } = await browser.send('Target.getTargets');
    const page = targetInfos.find((target) => target.type === 'page');
    const { sessionId } = await browser.send('Target.attachToTarget', {
      targetId: page.targetId,
      flatten: true,
    });
    const send = (method, params) => browser.send(method, params, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    for (const domain of domains) await send(`${domain}.enable`);
    await send('Page.navigate', { url: BASE + path });
    // Waiting by the clock: asking the page during its load would be DevTools work too.
    await new Promise((resolve) => setTimeout(resolve, 4000 + 1500 * RATE));
    const { result } = await send('Runtime.evaluate', {
      expression: COLLECT,
      awaitPromise: true,
      returnByValue: true,
    });
    if (!result.value.live) throw new Error(`${path} did not go live in time`);
    return result.value;
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'abtal-bench-main-data-'));
const server = spawn(process.execPath, ['dist/server/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForServer(BASE);
  await load('/', []);
  const width = Math.max(34, ...routes.map((path) => path.length + 1));
  console.log(
    `Main thread during the load, CPU ${RATE}x slower, median of ${RUNS} runs: blocking = long ` +
      'animation frames after the first paint (ms), modules = module scripts run in them (ms)',
  );
  console.log(
    `${'route'.padEnd(width)}  visitor: blocking modules   DevTools (Runtime): blocking modules`,
  );
  const totals = { visitor: [], devtools: [] };
  for (const path of routes) {
    const runs = { visitor: [], devtools: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const mode of run % 2 ? ['devtools', 'visitor'] : ['visitor', 'devtools']) {
        runs[mode].push(await load(path, MODES[mode]));
      }
    }
    const cell = (mode) => {
      const blocking = median(runs[mode].map((r) => r.blocking));
      totals[mode].push(blocking);
      const modules = median(runs[mode].map((r) => r.modules));
      return `${blocking.toFixed(0).padStart(8)} ${modules.toFixed(0).padStart(7)}`;
    };
    console.log(`${path.padEnd(width)}  ${cell('visitor')}            ${cell('devtools')}`);
  }
  console.log(
    `Median over the routes: blocking ${median(totals.visitor).toFixed(0)} ms for a visitor, ` +
      `${median(totals.devtools).toFixed(0)} ms with DevTools' Runtime domain enabled.`,
  );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
  // The browsers' helper processes may still be writing to their profiles for a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(profiles, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
}
