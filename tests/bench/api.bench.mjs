// API throughput benchmark: starts the built server on the embedded database, then on a fresh
// database of a PostgreSQL server when one answers, and prints both side by side: requests per
// second and latency percentiles for a few hot endpoints.
// On PostgreSQL it also holds Nest against plain Express (tests/bench/raw-express.mjs) on the
// read-count handler and the same database: both warmed up, then 5 turns each, the two taking
// turns (which of them goes first alternates), and prints the median of the 5 turns' ratios.
// Usage: npm run build:server && npm run bench   (BENCH_REQUESTS, BENCH_CONCURRENCY to tune;
// BENCH_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres, for PostgreSQL;
// BENCH_PORT, default 5190, and the port after it; BENCH_RATIO_ONLY=1 for the ratio alone)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { waitForServer } from './wait-for-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5190);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const RATIO_ONLY = Boolean(process.env.BENCH_RATIO_ONLY);
const TURNS = 5;
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${PORT}`;

const ENDPOINTS = [
  ['GET', '/api/health'],
  ['GET', '/api/comic-reads/origins-1'],
  ['POST', '/api/comic-reads/origins-1'],
  ['GET', '/api/courses'],
  ['GET', '/api/votes/guardian-comic-poll'],
  ['GET', '/api/auth/me'],
];

async function run(method, path, headers, origin = base, requests = REQUESTS) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests) {
        next += 1;
        const t = performance.now();
        try {
          const res = await fetch(origin + path, {
            method,
            headers: { 'content-type': 'application/json', ...headers },
          });
          await res.arrayBuffer();
          if (!res.ok) failures += 1;
        } catch {
          // A kept-alive connection the server closed as it was reused (ECONNRESET).
          failures += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(0.95 * latencies.length))];
  return { rps: Math.round(requests / seconds), p95: p95.toFixed(1), failures, seconds };
}

/** Starts the built server with `env`, measures every endpoint, stops it. */
async function measure(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'abtal-bench-'));
  const server = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base);
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'sky-panther' }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0];
    const results = {};
    if (!RATIO_ONLY) {
      for (const [method, path] of ENDPOINTS)
        results[`${method} ${path}`] = await run(method, path, { cookie });
      const final = await (await fetch(`${base}/api/comic-reads/origins-1`)).json();
      results.count = final.count;
    }
    if (env.DATABASE_URL) results.ratio = await nestOverExpress(env.DATABASE_URL, server.pid);
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds a process has used so far (Linux), or undefined where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Nest (running at `base`, process `nestPid`) against plain Express on the same handler and
 * database: a warm-up run each, then TURNS turns. A turn gives each server REQUESTS requests in two
 * halves, in the order A B B A (which of them is A alternates), so a change of load on the shared
 * machine weighs on both alike; its ratio is Nest's req/s over Express's. The CPU time each server
 * spent per request is measured beside it: the same comparison without the other processes' share.
 */
async function nestOverExpress(databaseUrl, nestPid) {
  const rawPort = PORT + 1;
  const rawBase = `http://127.0.0.1:${rawPort}`;
  const raw = spawn(process.execPath, [join(import.meta.dirname, 'raw-express.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(rawPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(rawBase);
    const path = '/api/comic-reads/origins-1';
    await run('GET', path, {}, base);
    await run('GET', path, {}, rawBase);
    const half = Math.ceil(REQUESTS / 2);
    const turns = [];
    for (let turn = 0; turn < TURNS; turn++) {
      const nest = { origin: base, pid: nestPid, seconds: 0, cpu: 0 };
      const express = { origin: rawBase, pid: raw.pid, seconds: 0, cpu: 0 };
      const [a, b] = turn % 2 === 0 ? [nest, express] : [express, nest];
      for (const side of [a, b, b, a]) {
        const cpuBefore = cpuSeconds(side.pid);
        side.seconds += (await run('GET', path, {}, side.origin, half)).seconds;
        side.cpu += cpuSeconds(side.pid) - cpuBefore;
      }
      const rps = (side) => Math.round((2 * half) / side.seconds);
      turns.push({
        nest: rps(nest),
        express: rps(express),
        ratio: express.seconds / nest.seconds,
        cpuRatio: express.cpu / nest.cpu,
        nestCpu: nest.cpu / (2 * half),
        expressCpu: express.cpu / (2 * half),
      });
    }
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const of = (key) => median(turns.map((t) => t[key]));
    return {
      turns,
      nest: of('nest'),
      express: of('express'),
      ratio: of('ratio'),
      cpuRatio: of('cpuRatio'),
      nestCpu: of('nestCpu'),
      expressCpu: of('expressCpu'),
    };
  } finally {
    raw.kill('SIGTERM');
    await new Promise((r) => raw.on('exit', r));
  }
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const columns = RATIO_ONLY ? [] : [['embedded PGlite', await measure({ DATABASE_URL: '' })]];
const dbName = `abtal_bench_${randomBytes(4).toString('hex')}`;
try {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${dbName}`;
  try {
    columns.push(['PostgreSQL', await measure({ DATABASE_URL: url.toString() })]);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
} catch (error) {
  const cause = error.cause ? `: ${error.cause.message ?? error.cause}` : '';
  console.log(`No PostgreSQL at ${POSTGRES_URL} (${error.message}${cause}): embedded only`);
}

if (!RATIO_ONLY) printTable();

function printTable() {
  console.log(`${REQUESTS} requests per endpoint, ${CONCURRENCY} concurrent`);
  console.log(['endpoint'.padEnd(36), ...columns.map(([name]) => name.padEnd(32))].join(''));
  for (const [method, path] of ENDPOINTS) {
    const key = `${method} ${path}`;
    const cells = columns.map(([, r]) => {
      const { rps, p95, failures } = r[key];
      return `${String(rps).padStart(5)} req/s, p95 ${p95} ms${failures ? `, ${failures} failed` : ''}`.padEnd(
        32,
      );
    });
    console.log([key.padEnd(36), ...cells].join(''));
  }
  console.log(
    `read count after ${REQUESTS} concurrent increments: ${columns.map(([name, r]) => `${name} ${r.count}`).join(', ')} (expected ${REQUESTS})`,
  );
}
for (const [name, r] of columns) {
  if (!r.ratio) continue;
  const { turns, nest, express, ratio, cpuRatio, nestCpu, expressCpu } = r.ratio;
  const us = (seconds) => `${Math.round(seconds * 1e6)} µs`;
  console.log(
    `Nest / plain Express, GET /api/comic-reads/origins-1 on ${name}, turn by turn: ${turns.map((t) => `${t.nest}/${t.express} req/s = ${t.ratio.toFixed(2)}`).join(', ')}`,
  );
  if (Number.isFinite(cpuRatio))
    console.log(
      `  CPU per request, turn by turn (Nest/Express): ${turns.map((t) => `${us(t.nestCpu)}/${us(t.expressCpu)} = ${t.cpuRatio.toFixed(2)}`).join(', ')}`,
    );
  console.log(
    `Nest / plain Express, ${REQUESTS} requests a turn, ${CONCURRENCY} concurrent (median of ${TURNS} turns): ${ratio.toFixed(2)} in req/s (medians ${nest} / ${express} req/s)` +
      (Number.isFinite(cpuRatio)
        ? `; ${cpuRatio.toFixed(2)} in CPU per request (medians ${us(nestCpu)} / ${us(expressCpu)})`
        : ''),
  );
}
