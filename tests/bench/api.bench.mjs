// API throughput benchmark: starts the built server (embedded database unless DATABASE_URL is set)
// and prints requests per second and latency percentiles for a few hot endpoints.
// Usage: npm run build:server && npm run bench   (BENCH_REQUESTS, BENCH_CONCURRENCY to tune)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 5190);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(join(tmpdir(), 'abtal-bench-'));
const server = spawn(process.execPath, ['dist/server/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function run(name, method, path) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t = performance.now();
        const res = await fetch(base + path, {
          method,
          headers: { 'content-type': 'application/json' },
        });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(34)} ${String(Math.round(REQUESTS / seconds)).padStart(6)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms   failures ${failures}`,
  );
}

try {
  await waitForServer();
  console.log(
    `${REQUESTS} requests per endpoint, ${CONCURRENCY} concurrent, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  await run('GET  /api/health', 'GET', '/api/health');
  await run('GET  /api/comic-reads/origins-1', 'GET', '/api/comic-reads/origins-1');
  await run('POST /api/comic-reads/origins-1', 'POST', '/api/comic-reads/origins-1');
  await run('GET  /api/courses', 'GET', '/api/courses');
  await run('GET  /api/votes/guardian-comic-poll', 'GET', '/api/votes/guardian-comic-poll');
  const final = await (await fetch(`${base}/api/comic-reads/origins-1`)).json();
  console.log(`read count after the POST run: ${final.count} (expected ${REQUESTS})`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
