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
// With `--sheet`, it prints instead what adding the stylesheet a page loads after its first paint
// costs at full speed (style and layout, median of 7), whole and by part: the base layer, the
// utilities the page's markup uses, the utilities it does not, the custom property registrations
// and the rest. Run `npm run build` first.
// With `--compare name=dir,name=dir`, it serves each built web folder (a build with a technique of
// renderer/perf left out, ABTAL_PERF_OFF) from a server of its own and loads them in turns, route by
// route, printing a table per build with the main thread's CPU time as well (the Performance
// domain's task and script durations in thread time, which a busy machine does not lengthen).
//
//   node tests/bench/main-thread.bench.mjs [--runs 3] [--routes /,/comics] [--rate 4] [--sheet]
//     [--compare name=dir,...] [--wait ms]
//   BENCH_PORT (default 5304, and the ports after it with --compare), CHROMIUM_PATH
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
/** How long a load is given to go live, by the clock (a busy machine needs more). */
const WAIT = Number(arg('wait') ?? 4000 + 1500 * RATE);
const PORT = Number(process.env.BENCH_PORT ?? 5304);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The builds served, each by a server of its own: the one in dist/web unless compared. */
const BUILDS = (
  arg('compare')
    ?.split(',')
    .map((pair) => pair.split('='))
    .map(([name, dir]) => ({ name, dir })) ?? [
    { name: 'build', dir: join(import.meta.dirname, '../../dist/web') },
  ]
).map((build, i) => ({ ...build, base: `http://localhost:${PORT + i}` }));
const BASE = BUILDS[0].base;
const WEB = BUILDS[0].dir;
const manifest = JSON.parse(readFileSync(join(WEB, 'prerender.json'), 'utf8'));
const routes = arg('routes')?.split(',') ?? Object.keys(manifest.pages);
const SHEET = process.argv.includes('--sheet');
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
      fcp,
      modules: frames.flatMap((frame) => frame.scripts)
        .filter((script) => script.invokerType === 'module-script')
        .reduce((sum, script) => sum + script.duration, 0),
    });
  }, 50);
})`;

/** The browser's page as a phone's screen with the CPU slowed `rate` times: its `send`. */
async function phonePage(browser, rate) {
  const { targetInfos } = await browser.send('Target.getTargets');
  const page = targetInfos.find((target) => target.type === 'page');
  const { sessionId } = await browser.send('Target.attachToTarget', {
    targetId: page.targetId,
    flatten: true,
  });
  const send = (method, params) => browser.send(method, params, sessionId);
  if (rate !== 1) await send('Emulation.setCPUThrottlingRate', { rate });
  await send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
  });
  return send;
}

async function load(path, domains, base = BASE) {
  const browser = launch();
  try {
    const send = await phonePage(browser, RATE);
    // Durations in the main thread's CPU time.
    await send('Performance.enable', { timeDomain: 'threadTicks' });
    for (const domain of domains) await send(`${domain}.enable`);
    await send('Page.navigate', { url: base + path });
    // Waiting by the clock: asking the page during its load would be DevTools work too.
    await new Promise((resolve) => setTimeout(resolve, WAIT));
    const { result } = await send('Runtime.evaluate', {
      expression: COLLECT,
      awaitPromise: true,
      returnByValue: true,
    });
    if (!result.value.live) throw new Error(`${path} did not go live in time`);
    const { metrics } = await send('Performance.getMetrics');
    const metric = (name) => 1000 * metrics.find((m) => m.name === name).value;
    return { ...result.value, tasks: metric('TaskDuration'), scripts: metric('ScriptDuration') };
  } finally {
    await browser.close();
  }
}

/** The top-level blocks of a minified stylesheet (rules, at-rules, statements). */
function blocksOf(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    } else if (css[i] === ';' && depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return blocks;
}

/** The stylesheet a route loads after its first paint, split into the parts measured. */
function sheetParts(path) {
  const html = readFileSync(
    join(WEB, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`),
    'utf8',
  );
  const href = /data-css="([^" ]+)/.exec(html)[1];
  const css = readFileSync(join(WEB, href), 'utf8');
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)),
  );
  const blocks = blocksOf(css);
  const utilities = blocks.find((block) => block.startsWith('@layer utilities{'));
  const rules = blocksOf(utilities.slice('@layer utilities{'.length, -1));
  const onPage = (rule) =>
    [...rule.slice(0, rule.indexOf('{')).matchAll(/\.((?:\\.|[\w-])+)/g)].some((match) =>
      classes.has(match[1].replace(/\\(.)/g, '$1')),
    );
  const layer = (list) =>
    `@layer theme,base,components,utilities;@layer utilities{${list.join('')}}`;
  const rest = blocks.filter(
    (block) =>
      block !== utilities &&
      !/^@layer (theme|base)\{/.test(block) &&
      !block.startsWith('@property'),
  );
  return {
    whole: css,
    'base layer': blocks.filter((block) => block.startsWith('@layer base{')).join(''),
    'utilities used': layer(rules.filter(onPage)),
    'utilities unused': layer(rules.filter((rule) => !onPage(rule))),
    '@property': blocks.filter((block) => block.startsWith('@property')).join(''),
    'theme and rest': [blocks.find((block) => block.startsWith('@layer theme{')), ...rest].join(''),
  };
}

// Run in the live page: adds the stylesheet text as a new sheet, forces style and layout, and
// takes it away again; the median of 7.
const SHEET_COST = `(async (text) => {
  const times = [];
  for (let i = 0; i < 7; i += 1) {
    const style = document.createElement('style');
    style.textContent = text + '/*' + i + '*/';
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const start = performance.now();
    document.head.appendChild(style);
    document.documentElement.getBoundingClientRect();
    times.push(performance.now() - start);
    style.remove();
    document.documentElement.getBoundingClientRect();
  }
  return times.sort((a, b) => a - b)[3];
})`;

async function sheetCost(path) {
  const browser = launch();
  try {
    const send = await phonePage(browser, 1);
    await send('Page.navigate', { url: BASE + path });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const costs = {};
    for (const [part, text] of Object.entries(sheetParts(path))) {
      const { result } = await send('Runtime.evaluate', {
        expression: `${SHEET_COST}(${JSON.stringify(text)})`,
        awaitPromise: true,
        returnByValue: true,
      });
      costs[part] = result.value;
    }
    return costs;
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each route's loads, every build and mode in turns (the order alternates from run to run). */
async function measure() {
  const results = new Map(BUILDS.map((build) => [build.name, new Map()]));
  for (const path of routes) {
    for (const build of BUILDS) results.get(build.name).set(path, { visitor: [], devtools: [] });
    for (let run = 0; run < RUNS; run += 1) {
      const builds = run % 2 ? [...BUILDS].reverse() : BUILDS;
      for (const build of builds) {
        const runs = results.get(build.name).get(path);
        for (const mode of run % 2 ? ['devtools', 'visitor'] : ['visitor', 'devtools'])
          runs[mode].push(await load(path, MODES[mode], build.base));
      }
    }
  }
  return results;
}

function report(name, byRoute) {
  const width = Math.max(34, ...routes.map((path) => path.length + 1));
  console.log(
    `${name}: main thread during the load, CPU ${RATE}x slower, median of ${RUNS} runs: blocking = ` +
      'long animation frames after the first paint (ms), modules = module scripts run in them (ms), ' +
      'cpu = main-thread task time over the whole load, thread time (ms), script = its script part',
  );
  console.log(
    `${'route'.padEnd(width)}  visitor: blocking modules   cpu script   ` +
      'DevTools (Runtime): blocking modules   cpu script',
  );
  const totals = { visitor: [], devtools: [] };
  for (const [path, runs] of byRoute) {
    const cell = (mode) => {
      const of = (key) => median(runs[mode].map((r) => r[key]));
      totals[mode].push(of('blocking'));
      return ['blocking', 'modules', 'tasks', 'scripts']
        .map((key, i) => of(key).toFixed(0).padStart([8, 8, 6, 7][i]))
        .join('');
    };
    console.log(`${path.padEnd(width)}  ${cell('visitor')}           ${cell('devtools')}`);
  }
  console.log(
    `Median over the routes: blocking ${median(totals.visitor).toFixed(0)} ms for a visitor, ` +
      `${median(totals.devtools).toFixed(0)} ms with DevTools' Runtime domain enabled.`,
  );
}

async function loads() {
  for (const [name, byRoute] of await measure()) report(name, byRoute);
}

const dataDirs = BUILDS.map(() => mkdtempSync(join(tmpdir(), 'abtal-bench-main-data-')));
// Started one after the other: several servers opening their databases at once on a busy machine
// may not answer within waitForServer's two minutes.
const servers = [];
const startServers = async () => {
  for (const [i, build] of BUILDS.entries()) {
    servers.push(
      spawn(process.execPath, ['dist/server/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(PORT + i),
          HOST: '127.0.0.1',
          DATA_DIR: dataDirs[i],
          WEB_DIST: build.dir,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitForServer(build.base);
  }
};
try {
  await startServers();
  for (const build of BUILDS) await load('/', [], build.base);
  if (SHEET) {
    const width = Math.max(20, ...routes.map((path) => path.length + 1));
    console.log(
      'Adding the stylesheet loaded after the first paint to the live page, at full speed ' +
        '(style and layout, ms, median of 7): whole and by part',
    );
    let header = false;
    for (const path of routes) {
      const costs = await sheetCost(path);
      if (!header) {
        console.log(
          `${'route'.padEnd(width)}${Object.keys(costs)
            .map((part) => part.padStart(18))
            .join('')}`,
        );
        header = true;
      }
      console.log(
        `${path.padEnd(width)}${Object.values(costs)
          .map((ms) => ms.toFixed(1).padStart(18))
          .join('')}`,
      );
    }
  } else await loads();
} finally {
  for (const server of servers) server.kill();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  // The browsers' helper processes may still be writing to their profiles for a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(profiles, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
}
