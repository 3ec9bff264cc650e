// Holding up under attack and overload, measured on the built server (npm run bench:faults):
// targeted lockout, 4,000 parallel votes on each database, 20,000 idle sockets, the data-folder
// lock, and three rolling restarts behind nginx. Prints each figure; exits 1 when one misses.
// PostgreSQL at BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres).
// BENCH_LOCKOUT_SECONDS (default 200) shortens the lockout scenario; BENCH_ONLY picks parts.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { waitForServer } from './wait-for-server.mjs';

const run = promisify(execFile);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 5221);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const LOCKOUT_SECONDS = Number(process.env.BENCH_LOCKOUT_SECONDS ?? 200);
const work = mkdtempSync(join(tmpdir(), 'abtal-faults-'));
const children = new Set();
let misses = 0;

function report(ok, line) {
  console.log(`${ok ? 'ok  ' : 'MISS'} ${line}`);
  if (!ok) misses += 1;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Health probed every 100 ms by a process of its own (as a load balancer) until `stop()`. */
function healthProber(origin) {
  const child = spawn(process.execPath, ['tests/bench/health-probe.mjs', origin], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  children.add(child);
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
      return JSON.parse(out);
    },
  };
}

/** A health port of its own (HEALTH_PORT), as a load balancer would probe it. */
const HEALTH_PORT_OFFSET = 30;

/** The probes of one port: how many, the slowest, how many degraded and how many failed or down. */
function probeSummary(probes) {
  return {
    count: probes.length,
    slowest: Math.max(...probes.map((p) => p.ms)),
    degraded: probes.filter((p) => p.body.status === 'degraded').length,
    down: probes.filter((p) => p.status !== 200 || p.body.database === 'down').length,
  };
}
const describeProbes = (name, s) =>
  `${name} ${s.count} probes, slowest ${s.slowest} ms, ${s.degraded} degraded, ${s.down} failed or down`;

/** A built server on `port`: the embedded database in its own folder, or `databaseUrl`. */
async function startServer(port, { databaseUrl, env = {}, wrap = [], healthPort } = {}) {
  const dataDir = join(work, `data-${port}-${randomBytes(3).toString('hex')}`);
  const command = [...wrap, process.execPath, 'dist/server/server/main.js'];
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JOB_WORKER: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(healthPort ? { HEALTH_PORT: String(healthPort) } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  children.add(child);
  exited.then(() => children.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForServer(origin),
    exited.then((code) => {
      throw new Error(`server on ${port} exited with ${code}: ${errors.slice(-500)}`);
    }),
  ]);
  return {
    origin,
    healthOrigin: healthPort && `http://127.0.0.1:${healthPort}`,
    child,
    dataDir,
    exited,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function freshDatabase() {
  const name = `abtal_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const json = (address) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });

/** An attacker guessing once per Retry-After; the owner signing in every 5 s from home. */
async function targetedLockout() {
  const server = await startServer(BASE_PORT);
  try {
    const email = `owner-${Date.now()}@example.com`;
    const password = 'sky-panther-owner';
    const login = (address, pass) =>
      fetch(`${server.origin}/api/auth/login`, {
        method: 'POST',
        headers: json(address),
        body: JSON.stringify({ email, password: pass }),
      });
    await fetch(`${server.origin}/api/auth/register`, {
      method: 'POST',
      headers: json('192.0.2.10'),
      body: JSON.stringify({ email, password }),
    });
    const until = Date.now() + LOCKOUT_SECONDS * 1000;
    let guesses = 0;
    const attacker = (async () => {
      while (Date.now() < until) {
        const res = await login('203.0.113.66', 'wrong-guess');
        await res.arrayBuffer();
        guesses += 1;
        const wait = Number(res.headers.get('retry-after') ?? 0);
        await sleep(Math.max(wait * 1000, 50));
      }
    })();
    let tries = 0;
    let successes = 0;
    while (Date.now() < until) {
      const res = await login('192.0.2.10', password);
      await res.arrayBuffer();
      tries += 1;
      if (res.status === 200) successes += 1;
      await sleep(5_000);
    }
    await attacker;
    const share = (100 * successes) / tries;
    report(
      share >= 95,
      `targeted lockout (${LOCKOUT_SECONDS} s): attacker ${guesses} guesses at one per Retry-After; owner ${successes}/${tries} sign-ins succeeded (${share.toFixed(1)} %, needs >= 95 %)`,
    );
  } finally {
    await server.stop();
  }
}

/** 4,000 votes at once, health probed every 100 ms meanwhile. */
async function voteBurst(kind, databaseUrl, port) {
  const server = await startServer(port, {
    databaseUrl,
    env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    healthPort: port + HEALTH_PORT_OFFSET,
  });
  const tally = async () =>
    (await (await fetch(`${server.origin}/api/votes/guardian-comic-poll`)).json()).reduce(
      (sum, row) => sum + row.count,
      0,
    );
  try {
    const before = await tally();
    const prober = healthProber(server.origin);
    const ownProber = healthProber(server.healthOrigin);
    // The probes' first second without load, as a load balancer sees a healthy server.
    await sleep(1_000);
    const lost = [];
    const statuses = await Promise.all(
      Array.from({ length: 4_000 }, async (_, i) => {
        try {
          const res = await fetch(`${server.origin}/api/votes`, {
            method: 'POST',
            headers: json(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`),
            body: JSON.stringify({ pollId: 'guardian-comic-poll', option: 'fahd' }),
          });
          await res.arrayBuffer();
          return res.status;
        } catch (error) {
          lost.push(String(error.cause?.code ?? error.cause?.message ?? error.message));
          return 0;
        }
      }),
    );
    const main = probeSummary(await prober.stop());
    const own = probeSummary(await ownProber.stop());
    const stored = (await tally()) - before;
    const count = (predicate) => statuses.filter(predicate).length;
    const acknowledged = count((s) => s >= 200 && s < 300);
    const answers = `${acknowledged} acknowledged, ${stored} stored, ${count((s) => s === 503)} x 503 busy, ${count((s) => s === 500)} x 500, ${count((s) => s === 0)} connection errors${lost.length ? ` (${[...new Set(lost)].join(', ')})` : ''}`;
    report(
      acknowledged === stored && count((s) => s === 500) === 0,
      `4,000 parallel votes (${kind}): ${answers}`,
    );
    report(
      own.slowest < 2_000 && own.down === 0,
      `4,000 parallel votes (${kind}): ${describeProbes('health port', own)}`,
    );
    report(
      main.slowest < 2_000 && main.down === 0,
      `4,000 parallel votes (${kind}): ${describeProbes('/api/health on the main port', main)}`,
    );
  } finally {
    await server.stop();
  }
}

/** 20,000 silent connections from one client while health is probed. */
async function idleSockets() {
  const server = await startServer(BASE_PORT + 3, {
    healthPort: BASE_PORT + 3 + HEALTH_PORT_OFFSET,
  });
  try {
    const flood = run(process.execPath, [
      'tests/bench/idle-sockets.mjs',
      String(BASE_PORT + 3),
      '19500',
      '3000',
    ]);
    const prober = healthProber(server.origin);
    const ownProber = healthProber(server.healthOrigin);
    await flood.catch(() => undefined);
    const main = probeSummary(await prober.stop());
    const own = probeSummary(await ownProber.stop());
    const { stdout } = await flood;
    const opened = Number(/opened (\d+)/.exec(stdout)?.[1] ?? 0);
    const flooded = `${opened} idle sockets from one client (+ fds of the bench = the 20,000 limit)`;
    report(
      own.slowest < 1_000 && own.down === 0 && opened >= 19_500,
      `${flooded}: ${describeProbes('health port', own)}`,
    );
    report(
      main.slowest < 1_000 && main.down === 0,
      `${flooded}: ${describeProbes('/api/health on the main port', main)}`,
    );
  } finally {
    await server.stop();
  }
}

/** 100 trials of 3 servers taking over a stale lock at the same instant; restart as PID 1. */
async function lock() {
  let exactlyOne = 0;
  const trials = 100;
  for (let batch = 0; batch < trials / 5; batch += 1) {
    const results = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const dir = mkdtempSync(join(work, 'lock-'));
        writeFileSync(
          join(dir, 'server.lock'),
          JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), startedAt: 'x' }),
        );
        // Every taker is running well before the instant, and holds what it got until all tried.
        const startAt = String(Date.now() + 5_000);
        const verdicts = await Promise.all(
          Array.from({ length: 3 }, () =>
            run(process.execPath, ['tests/bench/lock-taker.mjs', dir, startAt, '4000']).then(
              ({ stdout }) => stdout.trim(),
            ),
          ),
        );
        return verdicts.filter((verdict) => verdict === 'owner').length;
      }),
    );
    exactlyOne += results.filter((owners) => owners === 1).length;
  }
  report(
    exactlyOne === trials,
    `lock: ${trials} same-instant takeovers by 3 servers, exactly one owner ${exactlyOne}/${trials}`,
  );
  // A server as PID 1 of its own namespace (a container's command), killed, then started again.
  const port = BASE_PORT + 4;
  // --kill-child: killing unshare kills the server inside at once (SIGKILL), lock file left.
  const asPid1 = ['unshare', '-Urpf', '--mount-proc', '--kill-child'];
  const permitted = await run(asPid1[0], [...asPid1.slice(1), 'true']).then(
    () => true,
    () => false,
  );
  if (!permitted) {
    console.log('     (PID-1 restart skipped: unshare is not permitted here)');
    return;
  }
  const dataDir = join(work, 'pid1');
  const first = await startServer(port, { env: { DATA_DIR: dataDir }, wrap: asPid1 });
  first.child.kill('SIGKILL');
  await first.exited;
  await sleep(500);
  const second = await startServer(port, { env: { DATA_DIR: dataDir }, wrap: asPid1 }).catch(
    (error) => error,
  );
  const restarted = !(second instanceof Error);
  report(
    restarted,
    `lock: a server running as PID 1, killed, ${restarted ? 'starts again' : `is refused: ${second.message}`}`,
  );
  if (restarted) {
    second.child.kill('SIGKILL');
    await second.exited;
  }
}

async function rollingRestarts() {
  const { stdout } = await run(process.execPath, ['tests/multi-server/run.mjs'], {
    env: { ...process.env, MULTI_SERVER_PORT: String(BASE_PORT + 5) },
    maxBuffer: 1 << 22,
  }).catch((error) => error);
  const line = /rolling restarts: .*/.exec(stdout ?? '')?.[0] ?? 'rolling restarts: no result';
  const bad = Number(/(\d+) x 502/.exec(line)?.[1] ?? -1);
  const acknowledged = /(\d+) acknowledged/.exec(line)?.[1];
  const stored = /(\d+) stored/.exec(line)?.[1];
  report(bad === 0 && acknowledged === stored, `behind nginx, ${line}`);
}

/** BENCH_ONLY=lock,sockets,votes,restarts,lockout runs some parts only. */
const only = new Set((process.env.BENCH_ONLY ?? 'lock,sockets,votes,restarts,lockout').split(','));
try {
  if (only.has('lock')) await lock();
  if (only.has('sockets')) await idleSockets();
  if (only.has('votes')) {
    const postgres = await freshDatabase();
    try {
      await voteBurst('embedded', undefined, BASE_PORT + 1);
      await voteBurst('PostgreSQL', postgres.url, BASE_PORT + 2);
    } finally {
      await postgres.drop().catch(() => undefined);
    }
  }
  if (only.has('restarts')) await rollingRestarts();
  if (only.has('lockout')) await targetedLockout();
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
console.log(misses === 0 ? 'every figure holds' : `${misses} figure(s) missed`);
process.exit(misses === 0 ? 0 : 1);
