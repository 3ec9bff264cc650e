// What the server's delivery (server/delivery) costs and saves, in CPU time rather than wall time:
// the server process's own CPU time (process.cpuUsage, in a child process per variant) over the same
// requests, the variants' turns alternating. A small JSON answer (what most API answers are) with no
// middleware, through compression, and through helmet: what any trick to skip those two per request
// could save at most. Then what the precompressed copies save against compressing each answer on
// the fly as the server would (brotli quality 5): bytes and CPU per first load of `/`.
// Run `npm run build` first.
//
//   node tests/bench/delivery.bench.mjs [--requests 20000] [--turns 5]
//   BENCH_PORT (default 5420) and the two ports after it; WEB_DIST (default dist/web)
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return Number(index > 0 ? process.argv[index + 1] : fallback);
};
const REQUESTS = arg('requests', 20000);
const TURNS = arg('turns', 5);
const PORT = Number(process.env.BENCH_PORT ?? 5420);
const CONCURRENCY = 10;
const WEB = process.env.WEB_DIST ?? join(import.meta.dirname, '../../dist/web');
const BUILT = join(import.meta.dirname, '../../dist/server/server/delivery');

async function serve() {
  // The child: one variant's server, which reports its CPU time when asked.
  const [, , , variant, port] = process.argv;
  const { default: express } = await import('express');
  const { default: compression } = await import('compression');
  const { default: helmet } = await import('helmet');
  const { SECURITY_POLICY } = await import(join(BUILT, 'security-headers.js'));
  const brotli = { brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (variant === 'compression') app.use(compression(brotli));
  if (variant === 'helmet') app.use(helmet(SECURITY_POLICY));
  app.get('/small', (_req, res) => void res.json({ status: 'ok', count: 12 }));
  app.listen(Number(port), '127.0.0.1', () => process.send('ready'));
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpu: user + system });
    }
  });
}

function get(port) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/small', headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function start(variant, port) {
  const child = fork(import.meta.filename, ['--serve', variant, String(port)]);
  const ready = new Promise((resolve) => child.once('message', resolve));
  const cpu = () =>
    new Promise((resolve) => {
      child.once('message', (message) => resolve(message.cpu));
      child.send('cpu');
    });
  return { ready, cpu, stop: () => child.kill() };
}

async function turn(server, port, count) {
  const before = await server.cpu();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < count) await get(port);
    }),
  );
  return (await server.cpu()) - before;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function compare(variants) {
  const servers = variants.map((variant, i) => ({
    variant,
    port: PORT + i,
    ...start(variant, PORT + i),
  }));
  await Promise.all(servers.map((s) => s.ready));
  for (const s of servers) await turn(s, s.port, 2000);
  const cpu = new Map(variants.map((v) => [v, []]));
  for (let t = 0; t < TURNS; t++) {
    const order = t % 2 ? [...servers].reverse() : servers;
    for (const s of order) cpu.get(s.variant).push((await turn(s, s.port, REQUESTS)) / REQUESTS);
  }
  for (const s of servers) s.stop();
  for (const [variant, perRequest] of cpu)
    console.log(
      `  ${variant.padEnd(16)} ${median(perRequest).toFixed(1).padStart(6)} µs of server CPU per request ` +
        `(turns: ${perRequest.map((v) => v.toFixed(1)).join(', ')})`,
    );
}

async function main() {
  console.log(`A small JSON answer, ${REQUESTS} requests per turn, median of ${TURNS} turns:`);
  await compare(['none', 'compression', 'helmet']);

  // The first load of `/`: its HTML, then what its boot script names (stylesheets, entry, page).
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const named = [...html.matchAll(/data-(?:css|fonts|entry|page)="([^"]*)"/g)]
    .flatMap((match) => match[1].split(' '))
    .filter(Boolean);
  // With every chunk the entry and the page module import.
  const manifest = JSON.parse(readFileSync(join(WEB, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const files = new Set(['/index.html', ...named]);
  const add = (chunk) => {
    for (const key of chunk.imports ?? []) {
      const file = `/${manifest[key].file}`;
      if (!files.has(file)) {
        files.add(file);
        add(manifest[key]);
      }
    }
  };
  for (const file of named) if (byFile.has(file)) add(byFile.get(file));
  let pre = 0;
  let fly = 0;
  let cpu = 0;
  for (const file of files) {
    const raw = readFileSync(join(WEB, file));
    // Files too small to gain from it have no precompressed copy: they go out as they are.
    const br = join(WEB, `${file}.br`);
    pre += existsSync(br) ? readFileSync(br).length : raw.length;
    const start = process.cpuUsage();
    let size = 0;
    for (let i = 0; i < 5; i++)
      size = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    fly += size;
    const used = process.cpuUsage(start);
    cpu += (used.user + used.system) / 5;
  }
  console.log(
    `First load of / (${files.size} files): brotli 11 precompressed ${(pre / 1024).toFixed(1)} KiB, ` +
      `brotli 5 on the fly ${(fly / 1024).toFixed(1)} KiB (${((fly - pre) / 1024).toFixed(1)} KiB more) ` +
      `and ${(cpu / 1000).toFixed(1)} ms of server CPU per visit.`,
  );
}

if (process.argv[2] === '--serve') await serve();
else await main();
