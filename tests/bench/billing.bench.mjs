// Billing benchmark: runs the billing scenario suites (server/billing/billing-year.test.ts and
// billing-shuffle.test.ts) on the embedded database, or on PostgreSQL with TEST_DATABASE_URL, and
// prints their figures:
//  1. a year of a member's life (subscribe, 12 renewals, upgrade, a failed payment and its retry,
//     recovery, cancellation, lapse) for the test provider and for Stripe's signed events: the time
//     of each run (target under 10 s), each state printed by the suite;
//  2. the events of members' lives delivered in order, then twice each and shuffled onto a clean
//     slate: the count, the time, errors and whether the final states are equal.
// Usage: npm run bench:billing
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'abtal-billing-bench-'));

function suite(file, name) {
  const out = join(work, `${name}.json`);
  const started = performance.now();
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', file], {
    env: { BILLING_SHUFFLE_MEMBERS: '24', ...process.env, BILLING_BENCH_OUT: out },
    encoding: 'utf8',
  });
  const wall = performance.now() - started;
  if (run.status !== 0) {
    process.stdout.write(run.stdout.slice(-4000));
    throw new Error(`${file} failed`);
  }
  const lines = run.stdout.split('\n').filter((line) => /^(embedded|postgres) /.test(line));
  return { figures: JSON.parse(readFileSync(out, 'utf8')), wall, lines };
}

try {
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database';
  console.log(`Billing scenarios on ${database}\n`);
  const year = suite('server/billing/billing-year.test.ts', 'year');
  for (const line of year.lines) console.log(`  ${line}`);
  console.log(
    `\nA year of a member's life: test provider ${(year.figures.testProvider / 1000).toFixed(1)} s, Stripe events ${(year.figures.stripe / 1000).toFixed(1)} s (target < 10 s each; file with app start-ups ${(year.wall / 1000).toFixed(0)} s)`,
  );
  const shuffle = suite('server/billing/billing-shuffle.test.ts', 'shuffle');
  const f = shuffle.figures;
  console.log(
    `Webhook order: ${f.events} events in order in ${(f.inOrderMs / 1000).toFixed(1)} s; ${f.deliveries} deliveries (each twice, shuffled) in ${(f.shuffledMs / 1000).toFixed(1)} s; errors ${f.errors}; final states equal: ${f.equal ? 'yes' : 'NO'}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
