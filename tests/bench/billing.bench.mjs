// Billing benchmark: runs the billing scenario suites (server/billing/billing-year.test.ts and
// billing-shuffle.test.ts) on the embedded database, or on PostgreSQL with TEST_DATABASE_URL, and
// prints their figures:
//  1. a year of a member's life (subscribe, 12 renewals, upgrade, a failed payment and its retry,
//     recovery, cancellation, lapse) for the test provider and for Stripe's signed events: each
//     state printed by the suite, the time of each run (target under 10 s) and of its steps;
//  2. the events of members' lives delivered in order, then twice each and shuffled onto a clean
//     slate: the count, the time, errors and whether the final states are equal.
// The machine's load average is printed beside them: on a shared machine the times follow it.
// Usage: npm run bench:billing
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'abtal-billing-bench-'));
// Colours would wrap the suite's state lines in escape codes.
const plain = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function suite(file, name) {
  const out = join(work, `${name}.json`);
  const started = performance.now();
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', file], {
    env: {
      BILLING_SHUFFLE_MEMBERS: '24',
      ...process.env,
      BILLING_BENCH_OUT: out,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = performance.now() - started;
  const output = plain(run.stdout);
  if (run.status !== 0) {
    process.stdout.write(output.slice(-4000));
    throw new Error(`${file} failed`);
  }
  const lines = output.split('\n').filter((line) => /^(embedded|postgres) /.test(line));
  return { figures: JSON.parse(readFileSync(out, 'utf8')), wall, lines };
}

/** The steps' median and the slowest, in ms. */
function steps(times = {}) {
  const entries = Object.entries(times).sort((a, b) => a[1] - b[1]);
  if (entries.length === 0) return 'no steps recorded';
  const median = entries[Math.floor(entries.length / 2)][1];
  const [slowest, ms] = entries.at(-1);
  return `${entries.length} steps, median ${median.toFixed(0)} ms, slowest ${slowest} ${ms.toFixed(0)} ms`;
}

try {
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database';
  console.log(`Billing scenarios on ${database} (load average ${load()})\n`);
  const year = suite('server/billing/billing-year.test.ts', 'year');
  // The suite prints the test provider's year first, then Stripe's.
  const half = year.lines.length / 2;
  for (const [index, line] of year.lines.entries()) {
    if (index === 0 || index === half) console.log(index ? '\n  Stripe events' : '  Test provider');
    console.log(`    ${line}`);
  }
  const f = year.figures;
  console.log(
    `\nA year of a member's life (target < 10 s each): test provider ${(f.testProvider / 1000).toFixed(1)} s (${steps(f.testProviderSteps)}), Stripe events ${(f.stripe / 1000).toFixed(1)} s (${steps(f.stripeSteps)}); file with app start-ups ${(year.wall / 1000).toFixed(0)} s; load average ${load()}`,
  );
  const shuffle = suite('server/billing/billing-shuffle.test.ts', 'shuffle');
  const g = shuffle.figures;
  console.log(
    `Webhook order: ${g.events} events in order in ${(g.inOrderMs / 1000).toFixed(1)} s; ${g.deliveries} deliveries (each twice, shuffled) in ${(g.shuffledMs / 1000).toFixed(1)} s; errors ${g.errors}; final states equal: ${g.equal ? 'yes' : 'NO'}; load average ${load()}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
