// API throughput benchmark: starts the built server on the embedded database, then on a fresh
// database of a PostgreSQL server when one answers, and prints both side by side: requests per
// second and latency percentiles for a few hot endpoints.
// On PostgreSQL it also holds Nest against plain Express (tests/bench/raw-express.mjs) on the
// read-count handler and the same database, taking turns, and prints the ratio of their medians.
// Usage: npm run build:server && npm run bench   (BENCH_REQUESTS, BENCH_CONCURRENCY to tune;
// BENCH_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres, for PostgreSQL;
// BENCH_PORT, default 5190, and the port after it)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { waitForServer } from './wait-for-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5190);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
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

async function run(method, path, headers, origin = base) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t = performance.now();
        const res = await fetch(origin + path, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
        });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(0.95 * latencies.length))];
  return { rps: Math.round(REQUESTS / seconds), p95: p95.toFixed(1), failures };
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
    for (const [method, path] of ENDPOINTS)
      results[`${method} ${path}`] = await run(method, path, { cookie });
    const final = await (await fetch(`${base}/api/comic-reads/origins-1`)).json();
    results.count = final.count;
    if (env.DATABASE_URL) results.ratio = await nestOverExpress(env.DATABASE_URL);
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Nest (running at `base`) against plain Express on the same handler and database, 5 turns each. */
async function nestOverExpress(databaseUrl) {
  const rawPort = PORT + 1;
  const rawBase = `http://127.0.0.1:${rawPort}`;
  const raw = spawn(process.execPath, [join(import.meta.dirname, 'raw-express.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(rawPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(rawBase);
    const path = '/api/comic-reads/origins-1';
    const nest = [];
    const express = [];
    for (let turn = 0; turn < 5; turn++) {
      nest.push((await run('GET', path, {}, base)).rps);
      express.push((await run('GET', path, {}, rawBase)).rps);
    }
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    return { nest: median(nest), express: median(express) };
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

const columns = [['embedded PGlite', await measure({ DATABASE_URL: '' })]];
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
  console.log(`No PostgreSQL at ${POSTGRES_URL} (${error.message}): embedded only`);
}

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
for (const [name, r] of columns) {
  if (!r.ratio) continue;
  const { nest, express } = r.ratio;
  console.log(
    `Nest / plain Express, GET /api/comic-reads/origins-1 on ${name} (median of 5 turns): ${nest} / ${express} req/s = ${(nest / express).toFixed(2)}`,
  );
}
