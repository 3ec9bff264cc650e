// Two built servers on one PostgreSQL behind nginx (its own config, on its own port): sessions
// work on both, writes split over both add up exactly, rate limits are shared, and one server
// stopped mid-load loses no acknowledged write while the proxy keeps serving from the other.
// Usage: npm run test:multi-server   (needs PostgreSQL; MULTI_SERVER_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres, is where a fresh database is created)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PROXY_PORT = Number(process.env.MULTI_SERVER_PORT ?? 5220);
const SERVER_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ADMIN_URL =
  process.env.MULTI_SERVER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const RATE_LIMIT = 20;
const SHUTDOWN_MS = 10_000;
/** Rolling restarts in the last part (MULTI_SERVER_RESTARTS, default 3): more make a race likelier to show. */
const RESTARTS = Number(process.env.MULTI_SERVER_RESTARTS ?? 3);
const proxy = `http://127.0.0.1:${PROXY_PORT}`;
const direct = SERVER_PORTS.map((port) => `http://127.0.0.1:${port}`);

const work = mkdtempSync(join(tmpdir(), 'abtal-multi-'));
const dbName = `abtal_multi_${randomBytes(4).toString('hex')}`;
const servers = [];
let nginx;
let failures = 0;
let missed = 0;

function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures += 1;
}

/**
 * A figure with a target this run prints but does not fail on: the 502s of a stopping server
 * behind nginx (target 0) still reach 1 or 2 in some runs on a 2-core machine (docs/operations.md,
 * "Under attack and overload: what was measured"); `npm run bench:faults` measures them under load. What must hold, every
 * acknowledged write stored, stays a check.
 */
function figure(met, what) {
  console.log(`${met ? 'ok  ' : 'NOT MET (target, not a failure)'} ${what}`);
  if (!met) missed += 1;
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(port, databaseUrl) {
  const dataDir = join(work, `server-${port}`);
  const child = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'one-secret-shared-by-every-server-of-the-test',
      // Nobody listens there: mails wait in the queue, retried, which this test does not read.
      SMTP_URL: 'smtp://127.0.0.1:9',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  servers.push({ child, exited });
  return { child, exited };
}

async function waitFor(url, seconds = 60) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer /api/health`);
}

function startNginx() {
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, dir));
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream abtal {
    ${SERVER_PORTS.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 16;
    # Shorter than the servers' keep-alive timeout (5 s): the proxy, not the server, closes an
    # idle connection, so no request is ever sent on one the server is closing.
    keepalive_timeout 4s;
  }
  # Connections per client address (a flood of idle sockets from one client stays here).
  limit_conn_zone $binary_remote_addr zone=perclient:10m;
  client_header_timeout 10s;
  server {
    listen 127.0.0.1:${PROXY_PORT};
    limit_conn perclient 200;
    location / {
      proxy_pass http://abtal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`,
  );
  nginx = spawn(NGINX, ['-c', conf, '-p', work], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Sends `total` requests, `concurrency` at a time; returns the responses' statuses and servers. */
async function load(total, concurrency, send) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        try {
          const res = await send(i);
          await res.arrayBuffer();
          results.push({ status: res.status, by: res.headers.get('x-served-by') });
        } catch {
          results.push({ status: 0, by: null });
        }
      }
    }),
  );
  return results;
}

const json = { 'content-type': 'application/json' };

/** Waits until the proxy sends requests to the server on `port` again (up to 20 s). */
async function servedThroughProxy(port) {
  for (let i = 0; i < 200; i += 1) {
    const res = await fetch(`${proxy}/api/health`);
    await res.arrayBuffer();
    if ((res.headers.get('x-served-by') ?? '').endsWith(`:${port}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the proxy sent nothing to the server on ${port}`);
}

/**
 * Rolling restarts (three by default) under load: each time the stopped server starts again, becomes healthy,
 * and the other one is stopped with SIGTERM, while POSTs go through the proxy without pause.
 * Every acknowledged increment must be stored; the 502s are a figure with a target of 0.
 */
async function rollingRestarts(databaseUrl, [first, second]) {
  const current = [first, second];
  const readCount = async () =>
    (await (await fetch(`${proxy}/api/comic-reads/origins-1`)).json()).count;
  const before = await readCount();
  let stopRunning = false;
  const results = [];
  const traffic = Promise.all(
    Array.from({ length: 10 }, async () => {
      while (!stopRunning) {
        try {
          const res = await fetch(`${proxy}/api/comic-reads/origins-1`, { method: 'POST' });
          await res.arrayBuffer();
          results.push(res.status);
        } catch {
          results.push(0);
        }
      }
    }),
  );
  for (let round = 0; round < RESTARTS; round += 1) {
    // current[0] is stopped: start it again on its port, then stop the other.
    const stoppedPort = SERVER_PORTS[round % 2];
    const runningIndex = (round + 1) % 2;
    const restarted = startServer(stoppedPort, databaseUrl);
    await waitFor(direct[round % 2]);
    await servedThroughProxy(stoppedPort);
    const running = current[runningIndex];
    running.child.kill('SIGTERM');
    await running.exited;
    current[round % 2] = restarted;
  }
  stopRunning = true;
  await traffic;
  const stored = (await readCount()) - before;
  const acknowledged = results.filter((status) => status === 200).length;
  const bad = results.filter((status) => status === 502).length;
  console.log(
    `rolling restarts: ${RESTARTS} restarts, ${results.length} POSTs, ${acknowledged} acknowledged, ${stored} stored, ${bad} x 502, ${results.filter((s) => s === 0).length} connection errors`,
  );
  figure(bad === 0, `${RESTARTS} rolling restarts under load: ${bad} x 502 (target 0)`);
  check(
    stored === acknowledged,
    `rolling restarts: ${acknowledged} acknowledged, ${stored} stored`,
  );
}
const count = (results, status) => results.filter((r) => r.status === status).length;

try {
  try {
    await admin(`CREATE DATABASE ${dbName}`);
  } catch (error) {
    console.error(
      `No PostgreSQL at ${ADMIN_URL} (${error.message}): the multi-server test needs one.`,
    );
    process.exit(1);
  }
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${dbName}`;
  // Both start at the same moment on the fresh database: migrations take turns.
  const [a] = SERVER_PORTS.map((port) => startServer(port, databaseUrl.toString()));
  await Promise.all(direct.map((url) => waitFor(url)));
  startNginx();
  await waitFor(proxy, 10);
  check(true, 'two servers started together on a fresh database, behind nginx');

  // Sessions: signed in through the proxy, the cookie works on both servers.
  const register = await fetch(`${proxy}/api/auth/register`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': '10.1.0.1' },
    body: JSON.stringify({ email: `multi-${Date.now()}@example.com`, password: 'sky-panther' }),
  });
  const user = (await register.json()).user;
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0];
  const mine = await Promise.all(
    direct.map(async (url) => (await fetch(`${url}/api/auth/me`, { headers: { cookie } })).json()),
  );
  check(
    register.status === 201 && mine.every((me) => me.id === user.id),
    'a session created through the proxy is valid on both servers',
  );

  // 500 increments and 500 votes through the proxy add exactly 500 each.
  const increments = await load(500, 20, () =>
    fetch(`${proxy}/api/comic-reads/origins-1`, { method: 'POST' }),
  );
  const reads = await (await fetch(`${proxy}/api/comic-reads/origins-1`)).json();
  const servedBy = new Set(increments.map((r) => r.by));
  check(
    count(increments, 200) === 500 && reads.count === 500 && servedBy.size === 2,
    `500 increments over ${servedBy.size} servers: count ${reads.count}`,
  );
  const votes = await load(500, 20, (i) =>
    fetch(`${proxy}/api/votes`, {
      method: 'POST',
      // Each vote from its own address, under the per-address limit.
      headers: { ...json, 'x-forwarded-for': `10.2.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ pollId: 'guardian-comic-poll', option: 'fahd' }),
    }),
  );
  const tally = await (await fetch(`${proxy}/api/votes/guardian-comic-poll`)).json();
  const fahd = tally.find((row) => row.option === 'fahd')?.count;
  check(count(votes, 201) === 500 && fahd === 500, `500 votes over both servers: tally ${fahd}`);

  // Rate limits: one address gets RATE_LIMIT logins a minute in total, whichever server answers.
  const logins = await load(30, 5, (i) =>
    fetch(`${proxy}/api/auth/login`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '10.3.0.1' },
      body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'wrong-password' }),
    }),
  );
  check(
    count(logins, 401) === RATE_LIMIT && count(logins, 429) === 30 - RATE_LIMIT,
    `30 logins from one address: ${count(logins, 401)} answered, ${count(logins, 429)} refused (limit ${RATE_LIMIT})`,
  );

  // One server stopped mid-load: nothing acknowledged is lost, the other keeps serving.
  const before = reads.count;
  let stoppedIn = -1;
  let exitCode;
  const stopping = new Promise((resolve) => setTimeout(resolve, 300)).then(async () => {
    const started = Date.now();
    a.child.kill('SIGTERM');
    exitCode = await a.exited;
    stoppedIn = Date.now() - started;
  });
  const during = await load(1500, 20, () =>
    fetch(`${proxy}/api/comic-reads/origins-1`, { method: 'POST' }),
  );
  await stopping;
  const acknowledged = count(during, 200);
  const after = await load(100, 10, () =>
    fetch(`${proxy}/api/comic-reads/origins-1`, { method: 'POST' }),
  );
  const final = (await (await fetch(`${proxy}/api/comic-reads/origins-1`)).json()).count;
  const stored = final - before - count(after, 200);
  figure(
    count(during, 502) === 0,
    `${count(during, 502)} x 502 while one server stopped (target 0)`,
  );
  check(
    exitCode === 0 && stoppedIn >= 0 && stoppedIn < SHUTDOWN_MS,
    `SIGTERM under load: server exited with ${exitCode} in ${stoppedIn} ms (deadline ${SHUTDOWN_MS} ms)`,
  );
  check(
    stored >= acknowledged && stored <= during.length,
    `${acknowledged} of ${during.length} increments acknowledged while one server stopped; ${stored} stored`,
  );
  check(
    count(after, 200) === 100,
    `after the stop the proxy served ${count(after, 200)} of 100 from the other server`,
  );
  await rollingRestarts(databaseUrl.toString(), [a, servers[1]]);
} finally {
  nginx?.kill('SIGQUIT');
  for (const { child } of servers) child.kill('SIGTERM');
  await Promise.all(servers.map(({ exited }) => exited));
  if (nginx)
    await new Promise((resolve) =>
      nginx.exitCode === null ? nginx.on('exit', resolve) : resolve(),
    );
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  if (failures > 0 || missed > 0) {
    // What the proxy saw, for the failed checks and the missed targets.
    const log = readFileSync(join(work, 'nginx-error.log'), 'utf8').trim().split('\n');
    const errors = log.filter((line) => line.includes('[error]') && !line.includes('connect()'));
    console.log(errors.slice(-20).join('\n'));
  }
  rmSync(work, { recursive: true, force: true });
}

console.log(failures === 0 ? 'multi-server test passed' : `multi-server test: ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
