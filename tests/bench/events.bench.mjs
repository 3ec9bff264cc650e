// Event ingestion and report benchmark: starts the built server on the embedded database, then on
// a fresh database of a PostgreSQL server, sets a partner up through the API (application,
// approval, the invitation mail from the development mailbox, an account, a key, an approved
// campaign) and prints:
//   - events per second through POST /api/events in batches of 50 (closed loop);
//   - twice that offered load for a few seconds (open loop): answers by status, no 5xx allowed;
//   - the p95 of a 90-day report by day with 100 thousand events stored, and (PostgreSQL) with
//     10 million (the rollup rows of 10 million events generated with SQL beside the campaign's);
//   - (PostgreSQL) how long a key revoked on one server is still accepted by a second server.
// Usage: npm run bench:events (BENCH_PORT, default 5241 and the next one; BENCH_POSTGRES_URL,
// default postgresql://postgres@127.0.0.1:5432/postgres; BENCH_EVENTS, default 100000)
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { waitForServer } from './wait-for-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5241);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const BATCH = 50;
const CONCURRENCY = 8;
const ADMIN = 'bench-admin@abtal.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

function startServer(port, env, dataDir) {
  const server = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAILS: ADMIN,
      RATE_LIMIT_PER_MINUTE: '1000000',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

/** A fetch with a cookie jar of its own, like one browser. */
function client(base) {
  let cookie = '';
  return async (method, path, body, headers = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie?.() ?? [];
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** The newest mail to `address` in the development mailbox (waits up to 20 s). */
async function mailTo(anon, address) {
  for (let i = 0; i < 100; i += 1) {
    const list = await anon('GET', '/api/dev/mailbox');
    const entry = list.find((m) => m.to === address);
    if (entry) return anon('GET', `/api/dev/mailbox/${entry.id}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${address}`);
}

/** Everything through the API, as a partner would: approval, invitation, key, approved campaign. */
async function setUp(base) {
  const admin = client(base);
  const anon = client(base);
  await admin('POST', '/api/auth/register', { email: ADMIN, password: 'bench-falcon-dunes' });
  // ADMIN_EMAILS counts for a confirmed address only.
  const confirm = /#token=([\w-]+)/.exec((await mailTo(anon, ADMIN)).text)[1];
  await admin('POST', '/api/auth/verify-email', { token: confirm });
  const contact = `contact-${randomUUID()}@brand.example`;
  await anon('POST', '/api/partnerships/apply', {
    companyName: 'Bench Brand',
    industry: 'retail',
    contactName: 'Bench',
    contactEmail: contact,
    description: 'Benchmark partner',
  });
  const [application] = await admin('GET', '/api/admin/partners?status=PENDING');
  await admin('POST', `/api/admin/partners/${application.id}/approve`);
  const token = /#token=([\w-]+)/.exec((await mailTo(anon, contact)).text)[1];
  const partner = client(base);
  await partner('POST', '/api/auth/register', { email: contact, password: 'bench-falcon-dunes' });
  await partner('POST', '/api/partner/invitations/accept', { token });
  const { secret } = await partner('POST', '/api/partner/keys', {
    name: 'bench',
    scopes: ['campaigns:read', 'campaigns:write', 'reports:read'],
    expiresInDays: 30,
  });
  const key = { authorization: `Bearer ${secret}` };
  const start = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const draft = await partner(
    'POST',
    '/api/partner/v1/campaigns',
    { name: 'Bench campaign', budget: 90000, startDate: start, endDate: end },
    key,
  );
  await partner('POST', `/api/partner/v1/campaigns/${draft.id}/submit`, undefined, key);
  await admin('POST', `/api/admin/campaigns/${draft.id}/review`, { decision: 'APPROVE' });
  return { campaignId: draft.id, key, keyId: null, partner, start, end, secret };
}

const batchBody = (campaignId, n) =>
  JSON.stringify({
    events: Array.from({ length: BATCH }, (_, i) => ({
      type: i % 10 === 9 ? 'click' : i % 2 ? 'viewable' : 'impression',
      campaignId,
      placement: ['end-card', 'cover', 'kiosk-attract'][i % 3],
      language: n % 2 ? 'ar' : 'en',
      ...(i % 10 === 9 ? { clickId: randomUUID() } : {}),
    })),
  });

async function postBatch(base, campaignId, n) {
  const res = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: batchBody(campaignId, n),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Closed loop: CONCURRENCY senders until `events` events were sent; events per second. */
async function ingest(base, campaignId, events) {
  let next = 0;
  const statuses = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next * BATCH < events) {
        next += 1;
        const status = await postBatch(base, campaignId, next);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: Math.round(((statuses[200] ?? 0) * BATCH) / seconds), statuses };
}

/** Open loop: batches started at a fixed rate for `seconds`, whatever the answers; by status. */
async function offered(base, campaignId, eventsPerSecond, seconds) {
  const interval = 1000 / (eventsPerSecond / BATCH);
  const statuses = {};
  const pending = [];
  const started = performance.now();
  for (let n = 0; performance.now() - started < seconds * 1000; n += 1) {
    pending.push(
      postBatch(base, campaignId, 1_000_000 + n)
        .then((s) => (statuses[s] = (statuses[s] ?? 0) + 1))
        .catch(() => (statuses.error = (statuses.error ?? 0) + 1)),
    );
    const due = started + (n + 1) * interval;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
  }
  await Promise.all(pending);
  return statuses;
}

async function reportP95(base, { campaignId, key, start, end }, runs = 100) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    const res = await fetch(
      `${base}/api/partner/v1/campaigns/${campaignId}/report?from=${start}&to=${end}&by=day`,
      { headers: key },
    );
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`report: ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(0.95 * times.length)];
}

/** The rollup rows of `events` more events: other campaigns' days, and this campaign's 90 days. */
async function generateRollups(url, campaignId, events) {
  const db = new pg.Client({ connectionString: url });
  db.on('error', (error) => console.error('rollup connection:', error.message));
  await db.connect();
  // 2,000 other campaigns x 90 days x 6 rows, and 90 days x 6 rows of this one: 10M events in all.
  const rows = 2001 * 90 * 6;
  const each = Math.max(1, Math.floor(events / rows));
  await db.query(
    `INSERT INTO campaign_stats_daily (campaign_id, day, placement, episode_key, language, kiosk_key,
            impressions, unique_impressions, viewable_impressions, clicks, conversions)
     SELECT c.id, current_date - d, p.placement, '', l.language, '', $2::bigint, $2::bigint / 2,
            $2::bigint / 2, $2::bigint / 50, $2::bigint / 500
       FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, 2000)
             UNION ALL SELECT $1::uuid) c,
            generate_series(1, 90) d,
            (VALUES ('end-card'), ('cover'), ('kiosk-attract')) p(placement),
            (VALUES ('en'), ('ar')) l(language)
     ON CONFLICT (campaign_id, day, placement, episode_key, language, kiosk_key, shard) DO UPDATE
       SET impressions = campaign_stats_daily.impressions + EXCLUDED.impressions`,
    [campaignId, each],
  );
  const [{ n }] = (await db.query(`SELECT sum(impressions)::bigint AS n FROM campaign_stats_daily`))
    .rows;
  await db.end();
  return Number(n);
}

/** How long a second server still accepts a key revoked on the first. */
async function revocation(base, secondBase, setup) {
  const { secret, partner } = setup;
  const headers = { authorization: `Bearer ${secret}` };
  const ok = await fetch(`${secondBase}/api/partner/v1/partner`, { headers });
  if (!ok.ok) throw new Error(`second server: ${ok.status}`);
  const keys = await partner('GET', '/api/partner/keys');
  const started = performance.now();
  await partner('POST', `/api/partner/keys/${keys[0].id}/revoke`);
  for (;;) {
    const res = await fetch(`${secondBase}/api/partner/v1/partner`, { headers });
    await res.arrayBuffer();
    if (res.status === 401) return performance.now() - started;
    if (performance.now() - started > 5000) return Infinity;
  }
}

async function measure(name, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'abtal-bench-events-'));
  const base = `http://127.0.0.1:${PORT}`;
  const server = startServer(PORT, env, dataDir);
  let second;
  const results = { name };
  try {
    await waitForServer(base);
    const setup = await setUp(base);
    await ingest(base, setup.campaignId, 5_000); // warm-up
    const run = await ingest(base, setup.campaignId, EVENTS);
    results.eventsPerSecond = run.perSecond;
    results.ingestStatuses = run.statuses;
    // Reports first, on an idle server; then the overload.
    await new Promise((r) => setTimeout(r, 2000));
    results.reportP95At100k = await reportP95(base, setup);
    results.overload = await offered(base, setup.campaignId, run.perSecond * 2, 5);
    if (env.DATABASE_URL) {
      results.storedEvents = await generateRollups(env.DATABASE_URL, setup.campaignId, 10_000_000);
      await new Promise((r) => setTimeout(r, 2000));
      results.reportP95At10M = await reportP95(base, setup);
      const secondDir = mkdtempSync(join(tmpdir(), 'abtal-bench-events-'));
      second = { server: startServer(PORT + 1, env, secondDir), dir: secondDir };
      await waitForServer(`http://127.0.0.1:${PORT + 1}`);
      results.revokedRefusedAfterMs = await revocation(base, `http://127.0.0.1:${PORT + 1}`, setup);
    }
    return results;
  } finally {
    for (const s of [server, second?.server].filter(Boolean)) {
      s.kill('SIGTERM');
      await new Promise((r) => s.on('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (second) rmSync(second.dir, { recursive: true, force: true });
  }
}

const print = (r) => {
  console.log(`\n${r.name}`);
  console.log(`  ingestion, batches of ${BATCH}: ${r.eventsPerSecond} events/s`, r.ingestStatuses);
  const fives = Object.entries(r.overload).filter(([s]) => s.startsWith('5') || s === 'error');
  console.log(
    `  twice that offered for 5 s: ${JSON.stringify(r.overload)}; 5xx or failures: ${fives.length ? JSON.stringify(fives) : 'none'}`,
  );
  console.log(
    `  90-day report by day, p95 with ${EVENTS} events: ${r.reportP95At100k.toFixed(1)} ms`,
  );
  if (r.reportP95At10M !== undefined) {
    console.log(
      `  90-day report by day, p95 with ${r.storedEvents} events in the rollups: ${r.reportP95At10M.toFixed(1)} ms (${(r.reportP95At10M / r.reportP95At100k).toFixed(2)}x)`,
    );
    console.log(
      `  revoked key refused by a second server after ${r.revokedRefusedAfterMs.toFixed(0)} ms`,
    );
  }
};

const ONLY = process.env.BENCH_ONLY; // 'embedded' or 'postgres' for one of them
if (ONLY !== 'postgres') print(await measure('embedded PGlite', { DATABASE_URL: '' }));
const dbName = `abtal_bench_events_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
admin.on('error', (error) => console.error('bench database connection:', error.message));
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
try {
  if (ONLY === 'embedded') throw new Error('skipped');
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${dbName}`;
  print(await measure('PostgreSQL', { DATABASE_URL: url.toString() }));
} catch (error) {
  if (error.message !== 'skipped') console.error(error);
} finally {
  await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  await admin.end();
}
