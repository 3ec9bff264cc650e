import { writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { periodEnd } from '../../shared/billing.js';
import { Clock } from '../common/clock.js';
import { TierService } from '../commerce/tier.service.js';
import { signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { TestProvider } from './test-provider.js';
import { stripeWebhook } from '../testing/billing.js';
import {
  signedEvent,
  STRIPE_WEBHOOK_SECRET,
  type StripeSubscriptionState,
  stripeEvents,
} from './testing/stripe-events.js';

/**
 * A year of a member's life, for each provider: subscribe, renew 12 times, upgrade, a payment that
 * fails (and its retry), recovery, cancellation and the lapse at the end of the period. Each state
 * is printed and must equal the expected one. `BILLING_BENCH_OUT` receives the run times.
 */
const DAY_MS = 86_400_000;
const START = new Date('2027-01-05T09:00:00Z');

interface State {
  step: string;
  tier: string;
  status: string | null;
  cancelAtPeriodEnd: boolean;
}

const EXPECTED: State[] = [
  { step: 'subscribe', tier: 'SILVER', status: 'ACTIVE', cancelAtPeriodEnd: false },
  ...Array.from({ length: 12 }, (_, i) => ({
    step: `renew ${i + 1}`,
    tier: 'SILVER',
    status: 'ACTIVE',
    cancelAtPeriodEnd: false,
  })),
  { step: 'upgrade', tier: 'GOLD', status: 'ACTIVE', cancelAtPeriodEnd: false },
  { step: 'payment fails', tier: 'GOLD', status: 'PAST_DUE', cancelAtPeriodEnd: false },
  { step: 'retry fails', tier: 'GOLD', status: 'PAST_DUE', cancelAtPeriodEnd: false },
  { step: 'recover', tier: 'GOLD', status: 'ACTIVE', cancelAtPeriodEnd: false },
  { step: 'cancel', tier: 'GOLD', status: 'ACTIVE', cancelAtPeriodEnd: true },
  { step: 'lapse', tier: 'FREE', status: 'CANCELED', cancelAtPeriodEnd: false },
];

const timings: Record<string, number | Record<string, number>> = {};
/** The time of each step (its action and the member's state read back), per provider. */
const stepTimes = (provider: string): Record<string, number> =>
  (timings[`${provider}Steps`] ??= {}) as Record<string, number>;
afterAll(() => {
  if (process.env.BILLING_BENCH_OUT)
    writeFileSync(process.env.BILLING_BENCH_OUT, JSON.stringify(timings));
});
afterEach(() => vi.restoreAllMocks());

async function observe(
  t: TestApp,
  agent: ReturnType<TestApp['agent']>,
  step: string,
): Promise<State> {
  const me = await agent.get('/api/auth/me').expect(200);
  const view = await agent.get('/api/user/subscription').expect(200);
  expect(view.body.tier).toBe(me.body.tier);
  const state = {
    step,
    tier: me.body.tier as string,
    status: view.body.status as string | null,
    cancelAtPeriodEnd: view.body.cancelAtPeriodEnd as boolean,
  };
  console.log(
    `${t.kind} ${step.padEnd(14)} ${state.tier.padEnd(8)} ${String(state.status).padEnd(9)} cancel=${state.cancelAtPeriodEnd} until=${view.body.currentPeriodEnd ?? '-'}`,
  );
  return state;
}

const mailSubjects = async (t: TestApp, email: string): Promise<string[]> =>
  (
    (await t.dataSource.query(
      `SELECT payload->>'subject' AS subject FROM jobs WHERE type = 'mail.send' AND payload->>'to' = $1 ORDER BY created_at`,
      [email],
    )) as { subject: string }[]
  ).map((row) => row.subject);

describe('a year of a member on the test provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('subscribes, renews 12 times, upgrades, fails, recovers, cancels and lapses', async () => {
    const started = performance.now();
    let now = START;
    const clock = vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    const provider = t.app.get(TestProvider);
    const { agent, userId } = await signedInAgent(t);
    const states: State[] = [];
    const at = async (when: Date, step: string, act?: () => Promise<unknown>) => {
      const stepStarted = performance.now();
      now = when;
      await (act ? act() : provider.advance(now));
      states.push(await observe(t, agent, step));
      stepTimes('testProvider')[step] = performance.now() - stepStarted;
    };
    const periodEndNow = async () =>
      new Date(
        (await agent.get('/api/user/subscription').expect(200)).body.currentPeriodEnd as string,
      );

    const checkout = await agent
      .post('/api/billing/checkout')
      .send({ tier: 'SILVER', interval: 'MONTH' })
      .expect(200);
    const id = /test-checkout\/([0-9a-f-]+)$/.exec(checkout.body.url as string)![1];
    await at(START, 'subscribe', () =>
      agent.post(`/api/billing/test/checkouts/${id}`).send({ outcome: 'succeed' }).expect(200),
    );
    for (let i = 1; i <= 12; i += 1) await at(await periodEndNow(), `renew ${i}`);
    const upgradeAt = new Date((await periodEndNow()).getTime() - 15 * DAY_MS);
    await at(upgradeAt, 'upgrade', async () => {
      const res = await agent.post('/api/billing/change').send({ tier: 'GOLD' }).expect(200);
      expect(res.body.effective).toBe('NOW');
      expect(res.body.charged).toBeGreaterThan(0);
    });
    await agent.put('/api/billing/test/card').send({ card: 'decline' }).expect(200);
    const due = await periodEndNow();
    await at(due, 'payment fails');
    await at(new Date(due.getTime() + 3 * DAY_MS), 'retry fails');
    await at(new Date(due.getTime() + 4 * DAY_MS), 'recover', () =>
      agent.put('/api/billing/test/card').send({ card: 'ok' }).expect(200),
    );
    await at(new Date(due.getTime() + 5 * DAY_MS), 'cancel', () =>
      agent.post('/api/billing/change').send({ tier: 'FREE' }).expect(200),
    );
    await at(await periodEndNow(), 'lapse');
    timings.testProvider = performance.now() - started;
    clock.mockRestore();

    expect(states).toEqual(EXPECTED);
    const invoices = (await agent.get('/api/billing/invoices').expect(200)).body as {
      kind: string;
      status: string;
    }[];
    // The first payment, 12 renewals, the upgrade's proration, the recovered renewal.
    expect(invoices.filter((invoice) => invoice.status === 'PAID')).toHaveLength(15);
    expect(invoices.filter((invoice) => invoice.kind === 'PRORATION')).toHaveLength(1);
    const [{ email }] = (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [
      userId,
    ])) as {
      email: string;
    }[];
    const subjects = await mailSubjects(t, email);
    expect(subjects.filter((subject) => subject.startsWith('Payment failed'))).toHaveLength(2);
    expect(subjects.filter((subject) => subject.includes('receipt'))).toHaveLength(15);
    expect(subjects.filter((subject) => subject.includes('has ended'))).toHaveLength(1);
    const history = await t.app.get(TierService).history(userId);
    expect(history.map((event) => event.toTier)).toEqual(['SILVER', 'GOLD', 'FREE']);
  });
});

describe('a year of a member on Stripe (signed payloads)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      stripe: { secretKey: 'sk_test_scenario', webhookSecret: STRIPE_WEBHOOK_SECRET },
    });
  });
  afterAll(() => t.close());

  const deliver = (event: { payload: string; header: string }) => stripeWebhook(t)(event);

  it('follows the same year from Stripe events to the same states', async () => {
    const started = performance.now();
    let now = START;
    const clock = vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    const { agent, userId } = await signedInAgent(t);
    const sub: StripeSubscriptionState = {
      id: 'sub_scenario_year',
      customer: 'cus_scenario',
      userId,
      tier: 'SILVER',
      interval: 'MONTH',
      status: 'active',
      start: START,
      end: periodEnd(START, 'MONTH'),
      cancelAtPeriodEnd: false,
      language: 'en',
    };
    const states: State[] = [];
    const at = async (
      when: Date,
      step: string,
      events: Array<{ payload: string; header: string }>,
    ) => {
      const stepStarted = performance.now();
      now = when;
      for (const event of events) await deliver(event);
      states.push(await observe(t, agent, step));
      stepTimes('stripe')[step] = performance.now() - stepStarted;
    };
    await at(START, 'subscribe', [
      stripeEvents.invoice(sub, true, 'subscription_create', { at: START }),
      stripeEvents.subscription('created', sub, START),
    ]);
    for (let i = 1; i <= 12; i += 1) {
      const when = sub.end;
      sub.start = when;
      sub.end = periodEnd(when, 'MONTH');
      await at(when, `renew ${i}`, [
        stripeEvents.invoice(sub, true, 'subscription_cycle', { at: when }),
        stripeEvents.subscription('updated', sub, when),
      ]);
    }
    const upgradeAt = new Date(sub.end.getTime() - 15 * DAY_MS);
    sub.tier = 'GOLD';
    await at(upgradeAt, 'upgrade', [
      stripeEvents.subscription('updated', sub, upgradeAt),
      stripeEvents.invoice(sub, true, 'subscription_update', { at: upgradeAt, amount: 14.52 }),
    ]);
    const due = sub.end;
    const failed = { ...sub, start: due, end: periodEnd(due, 'MONTH') };
    sub.status = 'past_due';
    await at(due, 'payment fails', [
      stripeEvents.invoice(failed, false, 'subscription_cycle', { id: 'in_due', at: due }),
      stripeEvents.subscription('updated', sub, due),
    ]);
    const retry = new Date(due.getTime() + 3 * DAY_MS);
    await at(retry, 'retry fails', [
      stripeEvents.invoice(failed, false, 'subscription_cycle', {
        id: 'in_due',
        attempt: 2,
        at: retry,
      }),
    ]);
    const recovered = new Date(due.getTime() + 4 * DAY_MS);
    Object.assign(sub, { status: 'active', start: failed.start, end: failed.end });
    await at(recovered, 'recover', [
      stripeEvents.invoice(failed, true, 'subscription_cycle', {
        id: 'in_due',
        attempt: 3,
        at: recovered,
      }),
      stripeEvents.subscription('updated', sub, recovered),
    ]);
    const cancelled = new Date(due.getTime() + 5 * DAY_MS);
    sub.cancelAtPeriodEnd = true;
    await at(cancelled, 'cancel', [stripeEvents.subscription('updated', sub, cancelled)]);
    sub.status = 'canceled';
    sub.cancelAtPeriodEnd = false;
    await at(sub.end, 'lapse', [stripeEvents.subscription('deleted', sub, sub.end)]);
    timings.stripe = performance.now() - started;
    clock.mockRestore();

    expect(states).toEqual(EXPECTED);
    const invoices = (await agent.get('/api/billing/invoices').expect(200)).body as {
      status: string;
    }[];
    expect(invoices.filter((invoice) => invoice.status === 'PAID')).toHaveLength(15);
    expect((await t.app.get(TierService).history(userId)).map((event) => event.toTier)).toEqual([
      'SILVER',
      'GOLD',
      'FREE',
    ]);
  });

  it('refuses a bad or stale signature with a 400, answers unknown types and repeats with 200', async () => {
    const event = stripeEvents.subscription(
      'updated',
      {
        id: 'sub_unknown_user',
        customer: 'cus_x',
        userId: '00000000-0000-4000-8000-000000000000',
        tier: 'GOLD',
        interval: 'MONTH',
        status: 'active',
        start: START,
        end: periodEnd(START, 'MONTH'),
        cancelAtPeriodEnd: false,
        language: 'en',
      },
      START,
    );
    const tampered = await t
      .http()
      .post('/api/billing/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', event.header)
      .send(event.payload.replace('GOLD', 'PLATINUM'))
      .expect(400);
    expect(tampered.body.errors.signature[0]).toMatch(/signature/i);
    const stale = `t=${Math.floor(Date.now() / 1000) - 301},${event.header.split(',').slice(1).join(',')}`;
    await t
      .http()
      .post('/api/billing/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', stale)
      .send(event.payload)
      .expect(400);
    await t.http().post('/api/billing/webhooks/stripe').send({}).expect(400);
    const other = signedEvent('customer.tax_id.created', { id: 'txi_1' }, START);
    const first = await deliver(other);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await deliver(other)).body).toEqual({ received: true, duplicate: true });
  });
});
