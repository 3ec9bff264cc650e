import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../common/clock.js';
import { signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { BillingService } from './billing.service.js';
import { TestProvider } from './test-provider.js';

/**
 * Webhook order and repeats do not change the outcome: the events of members' lives (recorded from
 * the test provider) are delivered in order, then each twice in a shuffled order onto a clean
 * slate; the final state must be the same, with no errors. `BILLING_BENCH_OUT` gets the figures.
 */
const MEMBERS = Number(process.env.BILLING_SHUFFLE_MEMBERS ?? 4);
const DAY_MS = 86_400_000;
const START = new Date('2027-03-01T10:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seeded shuffle, so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One member's life on the provider's side: subscribe, renew, upgrade, fail, recover, cancel. */
async function live(provider: TestProvider, clock: { now: Date }, userId: string, index: number) {
  clock.now = START;
  const url = await provider.startCheckout({
    userId,
    email: '',
    tier: 'SILVER',
    interval: index % 3 === 0 ? 'YEAR' : 'MONTH',
    language: index % 2 ? 'ar' : 'en',
    returnUrl: '',
    cancelUrl: '',
  });
  await provider.complete(userId, url.split('/').pop()!, 'succeed');
  const [sub] = await provider.subscriptionsOf(userId);
  const renewals = 3 + (index % 10);
  for (let i = 0; i < renewals; i += 1) {
    clock.now = (await provider.subscriptionsOf(userId))[0].currentPeriodEnd;
    await provider.advance(clock.now);
  }
  clock.now = new Date(clock.now.getTime() + 2 * DAY_MS);
  const interval = index % 3 === 0 ? 'YEAR' : 'MONTH';
  await provider.upgrade(sub.id, { tier: index % 4 === 0 ? 'PLATINUM' : 'GOLD', interval });
  if (index % 2 === 0) await provider.schedule(sub.id, { tier: 'SILVER' });
  if (index % 3 === 0) await provider.schedule(sub.id, { interval: 'MONTH' });
  await provider.setCard(userId, 'decline');
  clock.now = (await provider.subscriptionsOf(userId))[0].currentPeriodEnd;
  await provider.advance(clock.now);
  clock.now = new Date(clock.now.getTime() + 3 * DAY_MS);
  await provider.advance(clock.now);
  if (index % 5 === 4) {
    // Never recovers: the subscription ends after the grace period.
    clock.now = new Date(clock.now.getTime() + 5 * DAY_MS);
    await provider.advance(clock.now);
    return;
  }
  await provider.setCard(userId, 'ok');
  if (index % 3 !== 0) await provider.cancelAtPeriodEnd(sub.id, true);
  if (index % 3 === 1) {
    clock.now = (await provider.subscriptionsOf(userId))[0].currentPeriodEnd;
    await provider.advance(clock.now);
  }
}

async function finalState(userIds: string[]) {
  const q = (sql: string) => t.dataSource.query(sql, [userIds]);
  return {
    users: await q(`SELECT id, tier FROM users WHERE id = ANY($1) ORDER BY id`),
    subscriptions: await q(
      `SELECT user_id, stripe_subscription_id, tier, status, billing_interval, pending_tier, pending_interval, cancel_at_period_end,
              current_period_start, current_period_end, provider_version
       FROM subscriptions WHERE user_id = ANY($1) ORDER BY stripe_subscription_id`,
    ),
    invoices: await q(
      `SELECT provider_invoice_id, status, amount, kind FROM invoices WHERE user_id = ANY($1) ORDER BY provider_invoice_id`,
    ),
  };
}

async function clean(userIds: string[]) {
  for (const table of ['billing_events', 'invoices', 'subscriptions', 'tier_events']) {
    await t.dataSource.query(`DELETE FROM ${table} WHERE user_id = ANY($1)`, [userIds]);
  }
  await t.dataSource.query(`UPDATE users SET tier = 'FREE' WHERE id = ANY($1)`, [userIds]);
}

describe('webhook events delivered twice, shuffled', () => {
  it('end in the state of the in-order run, with no errors', async () => {
    const provider = t.app.get(TestProvider);
    const billing = t.app.get(BillingService);
    const clock = { now: START };
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => clock.now);
    const userIds: string[] = [];
    provider.recording = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const { userId } = await signedInAgent(t);
      userIds.push(userId);
      await live(provider, clock, userId, i);
    }
    const events = provider.recording;
    provider.recording = null;
    clock.now = new Date(clock.now.getTime() + DAY_MS);
    const deliver = async (list: Buffer[]) => {
      let errors = 0;
      const started = performance.now();
      for (const raw of list) {
        try {
          await billing.receive('test', raw, provider.signatureOf(raw));
        } catch {
          errors += 1;
        }
      }
      return { errors, ms: performance.now() - started };
    };

    const inOrder = await deliver(events);
    const expected = await finalState(userIds);
    await clean(userIds);
    const twice = shuffled([...events, ...events], 52);
    const mixed = await deliver(twice);
    const actual = await finalState(userIds);

    console.log(
      `${t.kind}: ${events.length} events in order ${inOrder.ms.toFixed(0)} ms, ${twice.length} deliveries shuffled ${mixed.ms.toFixed(0)} ms, errors ${inOrder.errors + mixed.errors}`,
    );
    if (process.env.BILLING_BENCH_OUT) {
      writeFileSync(
        process.env.BILLING_BENCH_OUT,
        JSON.stringify({
          events: events.length,
          deliveries: twice.length,
          inOrderMs: inOrder.ms,
          shuffledMs: mixed.ms,
          errors: inOrder.errors + mixed.errors,
          equal: JSON.stringify(actual) === JSON.stringify(expected),
        }),
      );
    }
    expect(events.length).toBeGreaterThanOrEqual(MEMBERS * 20);
    expect(inOrder.errors + mixed.errors).toBe(0);
    expect(actual).toEqual(expected);
    expect(
      expected.users.filter((user: { tier: string }) => user.tier !== 'FREE').length,
    ).toBeGreaterThan(0);
  }, 600_000);
});
