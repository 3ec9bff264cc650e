// Mail benchmark: the built server on a fresh database of a PostgreSQL server, sending through a
// real SMTP server (smtp-server) run here. Prints:
//  1. reset timing: median answer time of POST /api/auth/forgot-password for existing and unknown
//     addresses, over 200 alternating requests (the difference must stay within 10 %), 100 ms
//     apart, then back to back (see resetTiming);
//  2. SMTP outage: the SMTP server stopped for 60 s (BENCH_OUTAGE_SECONDS) while 200 reset
//     requests come in; then started again: mails delivered, lost and duplicated;
//  3. two servers on one PostgreSQL: 500 mails asked of both, each delivered once, and the p95
//     time from the request to the SMTP server's receipt.
// Usage: npm run bench:mail (BENCH_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres;
// BENCH_PORT, default 5210, and the port after it; BENCH_SMTP_PORT, default 5250;
// BENCH_OUTAGE_SECONDS, default 60, shorter for a quick run).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { waitForServer } from './wait-for-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5210);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 5250);
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-sky-panther';
const work = mkdtempSync(join(tmpdir(), 'abtal-mail-bench-'));
const servers = [];

/** Every mail the SMTP server received: recipient, Message-ID, when. */
const received = [];
let smtp;

function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
          at: performance.now(),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
}

const stopSmtp = () =>
  new Promise((resolve) => {
    // Pooled client connections are cut at once: the outage starts now.
    for (const connection of smtp.connections) connection.close?.();
    smtp.close(resolve);
    setTimeout(resolve, 2000);
  });

async function admin(sql) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(port, databaseUrl) {
  const child = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(work, `server-${port}`),
      SESSION_SECRET: 'one-secret-shared-by-every-server-of-the-bench',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: `http://localhost:${port}`,
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  return `http://127.0.0.1:${port}`;
}

const post = (origin, path, body) =>
  fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function register(origin, count, prefix) {
  const emails = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}-${i}@bench.example`;
    const res = await post(origin, '/api/auth/register', { email, password: PASSWORD });
    if (res.status !== 201) throw new Error(`register ${email}: ${res.status}`);
    emails.push(email);
  }
  return emails;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function waitFor(check, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Delivered, lost and duplicated among the mails to `emails` received since `from`. */
function tally(emails, from, expectedEach = 1) {
  const wanted = new Set(emails);
  const mails = received.slice(from).filter((mail) => wanted.has(mail.to));
  const ids = new Set(mails.map((mail) => mail.messageId));
  const perRecipient = new Map();
  for (const mail of mails) perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
  const lost = emails.reduce(
    (sum, email) => sum + Math.max(0, expectedEach - (perRecipient.get(email) ?? 0)),
    0,
  );
  return { delivered: ids.size, lost, duplicated: mails.length - ids.size };
}

/**
 * Median answer times of 200 alternating requests (existing, unknown). `gapMs` between requests:
 * back to back (0), a request for an existing address is followed by its job (the token and the
 * mail, sent right after the answer) while the next request, for an unknown address, is answered.
 */
async function resetTiming(origin, known, gapMs) {
  const times = { known: [], unknown: [] };
  for (let i = 0; i < 200; i += 1) {
    const kind = i % 2 === 0 ? 'known' : 'unknown';
    const email = kind === 'known' ? known[i >> 1] : `nobody-${gapMs}-${i}@bench.example`;
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    const started = performance.now();
    const res = await post(origin, '/api/auth/forgot-password', { email });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`forgot-password: ${res.status}`);
    times[kind].push(performance.now() - started);
  }
  const known50 = median(times.known);
  const unknown50 = median(times.unknown);
  const difference = (Math.abs(known50 - unknown50) / Math.min(known50, unknown50)) * 100;
  console.log(
    `1. reset timing, 200 alternating requests ${gapMs ? `${gapMs} ms apart` : 'back to back'}: median existing ${known50.toFixed(2)} ms, unknown ${unknown50.toFixed(2)} ms, difference ${difference.toFixed(1)} % (limit 10 %)`,
  );
}

async function outage(origin, emails, earlier) {
  // The timing's mails first, so the outage starts with nothing in flight.
  await waitFor(() => tally(earlier, 0).delivered >= earlier.length, 120, 'the timing mails');
  const from = received.length;
  await stopSmtp();
  const stoppedAt = Date.now();
  for (const email of emails) {
    const res = await post(origin, '/api/auth/forgot-password', { email });
    if (res.status !== 200) throw new Error(`forgot-password: ${res.status}`);
  }
  const left = OUTAGE_SECONDS * 1000 - (Date.now() - stoppedAt);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  const during = received.length - from;
  await startSmtp();
  const backAt = performance.now();
  await waitFor(() => tally(emails, from).delivered >= emails.length, 600, 'the held mails');
  // A moment more, for any repeat.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { delivered, lost, duplicated } = tally(emails, from);
  const last = Math.max(...received.slice(from).map((mail) => mail.at));
  console.log(
    `2. SMTP down ${OUTAGE_SECONDS} s during 200 reset requests: ${during} received while down; after it returned ${delivered} delivered (all within ${((last - backAt) / 1000).toFixed(1)} s), ${lost} lost, ${duplicated} duplicated`,
  );
}

async function twoServers(origins, emails) {
  const from = received.length;
  const asked = new Map();
  const requests = [];
  // 100 accounts x 5 requests (the per-address limit), alternating between the two servers.
  for (let round = 0; round < 5; round += 1) {
    for (const [i, email] of emails.entries()) {
      const origin = origins[(i + round) % 2];
      requests.push(async () => {
        const at = performance.now();
        const res = await post(origin, '/api/auth/forgot-password', { email });
        if (res.status !== 200) throw new Error(`forgot-password: ${res.status}`);
        asked.set(email, [...(asked.get(email) ?? []), at]);
      });
    }
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < requests.length) await requests[next++]();
    }),
  );
  await waitFor(() => tally(emails, from, 5).delivered >= 500, 300, 'the 500 mails');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { delivered, lost, duplicated } = tally(emails, from, 5);
  // Each account's k-th request against its k-th mail.
  const latencies = [];
  for (const email of emails) {
    const sent = (asked.get(email) ?? []).sort((a, b) => a - b);
    const got = received
      .slice(from)
      .filter((mail) => mail.to === email)
      .map((mail) => mail.at)
      .sort((a, b) => a - b);
    sent.forEach((at, k) => got[k] !== undefined && latencies.push(got[k] - at));
  }
  console.log(
    `3. two servers on one PostgreSQL, 500 mails: ${delivered} delivered, ${lost} lost, ${duplicated} duplicated; request to delivery p50 ${(percentile(latencies, 50) / 1000).toFixed(2)} s, p95 ${(percentile(latencies, 95) / 1000).toFixed(2)} s (limit 5 s)`,
  );
}

async function main() {
  const name = `abtal_bench_mail_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    await startSmtp();
    const first = startServer(PORT, url.toString());
    await waitForServer(first);
    const second = startServer(PORT + 1, url.toString());
    await waitForServer(second);
    console.log('registering 500 accounts ...');
    const known = await register(first, 100, 'timing');
    const timingBackToBack = await register(first, 100, 'timing-b2b');
    const outageAccounts = await register(second, 200, 'outage');
    const pairAccounts = await register(first, 100, 'pair');
    // Warm-up, not counted: connections and caches.
    for (let i = 0; i < 10; i += 1) {
      await post(first, '/api/auth/forgot-password', { email: `warm-${i}@bench.example` });
    }
    await resetTiming(first, known.slice(0, 100), 100);
    await resetTiming(first, timingBackToBack, 0);
    await outage(first, outageAccounts, [...known, ...timingBackToBack]);
    await twoServers([first, second], pairAccounts);
  } finally {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(
      servers.map((child) => new Promise((resolve) => child.once('exit', resolve))),
    );
    await new Promise((resolve) => smtp.close(resolve));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
