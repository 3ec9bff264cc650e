import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { periodEnd } from '../../shared/billing.js';
import { Clock } from '../common/clock.js';
import { signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { TestProvider } from './test-provider.js';
import { stripeApi } from './testing/stripe-api.js';
import { stripeWebhook, subscribeWithTestCard } from '../testing/billing.js';
import {
  STRIPE_WEBHOOK_SECRET,
  type StripeSubscriptionState,
  stripeEvents,
} from './testing/stripe-events.js';

/**
 * Monthly and annual billing of a running plan, on both providers: annual starts now (a new annual
 * period, charged the year less the unused part of the month, with its receipt); monthly waits
 * for the end of the annual period ("Resume" keeps annual); bad requests get a clear answer.
 */
const DAY_MS = 86_400_000;
const START = new Date('2027-01-05T09:00:00Z');
/** 10 days into a 31-day month: 21 days left. */
const SWITCH_AT = new Date(START.getTime() + 10 * DAY_MS);
/** 182.40 for the year, less 21/31 of the month's 19. */
const ANNUAL_CHARGE = 169.53;

type Agent = ReturnType<TestApp['agent']>;
const view = async (agent: Agent) =>
  (await agent.get('/api/user/subscription').expect(200)).body as {
    tier: string;
    interval: string | null;
    pendingInterval: string | null;
    currentPeriodEnd: string | null;
  };
const invoices = async (agent: Agent) =>
  (await agent.get('/api/billing/invoices').expect(200)).body as {
    kind: string;
    interval: string;
    amount: number;
    status: string;
  }[];
const receipts = async (t: TestApp, userId: string) =>
  (
    (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM jobs j JOIN users u ON u.email = j.payload->>'to'
       WHERE j.type = 'mail.send' AND u.id = $1 AND j.payload->>'subject' LIKE '%receipt%'`,
      [userId],
    )) as { n: number }[]
  )[0].n;

describe('monthly and annual billing with the test provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('switches to annual now with a prorated charge, and back to monthly at the end of the year', async () => {
    let now = START;
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    const { agent, userId } = await signedInAgent(t);
    await subscribeWithTestCard(agent, 'SILVER', 'MONTH');

    now = SWITCH_AT;
    const annual = await agent.post('/api/billing/interval').send({ interval: 'YEAR' }).expect(200);
    expect(annual.body).toEqual({ effective: 'NOW', charged: ANNUAL_CHARGE });
    const yearly = await view(agent);
    expect(yearly).toMatchObject({ tier: 'SILVER', interval: 'YEAR', pendingInterval: null });
    expect(yearly.currentPeriodEnd).toBe(periodEnd(SWITCH_AT, 'YEAR').toISOString());
    expect((await invoices(agent))[0]).toMatchObject({
      kind: 'PRORATION',
      interval: 'YEAR',
      amount: ANNUAL_CHARGE,
      status: 'PAID',
    });
    expect(await receipts(t, userId)).toBe(2);

    const again = await agent.post('/api/billing/interval').send({ interval: 'YEAR' }).expect(409);
    expect(again.body.message).toBe('Your plan is already billed this way');

    // Monthly from the end of the year; "Resume" keeps annual; asked again, it happens.
    const monthly = await agent
      .post('/api/billing/interval')
      .send({ interval: 'MONTH' })
      .expect(200);
    expect(monthly.body).toEqual({ effective: 'PERIOD_END', charged: 0 });
    expect(await view(agent)).toMatchObject({ interval: 'YEAR', pendingInterval: 'MONTH' });
    await agent.post('/api/billing/resume').expect(200);
    expect(await view(agent)).toMatchObject({ interval: 'YEAR', pendingInterval: null });
    await agent.post('/api/billing/interval').send({ interval: 'MONTH' }).expect(200);

    now = periodEnd(SWITCH_AT, 'YEAR');
    await t.app.get(TestProvider).advance(now);
    const renewed = await view(agent);
    expect(renewed).toMatchObject({ tier: 'SILVER', interval: 'MONTH', pendingInterval: null });
    expect(renewed.currentPeriodEnd).toBe(periodEnd(now, 'MONTH').toISOString());
    expect((await invoices(agent))[0]).toMatchObject({
      kind: 'SUBSCRIPTION',
      interval: 'MONTH',
      amount: 19,
    });
    expect(await receipts(t, userId)).toBe(3);

    // A plan that ends at the end of the period is not re-billed.
    await agent.post('/api/billing/change').send({ tier: 'FREE' }).expect(200);
    const ending = await agent.post('/api/billing/interval').send({ interval: 'YEAR' }).expect(409);
    expect(ending.body.message).toBe(
      'Your plan ends at the end of the period: resume it before changing how it is billed',
    );
  });

  it('answers a bad period with 400 and a member without a paid plan with 409', async () => {
    const { agent } = await signedInAgent(t);
    const bad = await agent.post('/api/billing/interval').send({ interval: 'WEEK' }).expect(400);
    expect(bad.body.errors.interval).toEqual(['Interval must be MONTH or YEAR']);
    await agent.post('/api/billing/interval').send({}).expect(400);
    const none = await agent.post('/api/billing/interval').send({ interval: 'YEAR' }).expect(409);
    expect(none.body.message).toBe('You have no paid plan to change: choose a plan to buy it');
    await t.http().post('/api/billing/interval').send({ interval: 'YEAR' }).expect(401);
  });
});

describe('monthly and annual billing with Stripe (its API stood in for, its signed events)', () => {
  let t: TestApp;
  let sub: StripeSubscriptionState;
  let api: Awaited<ReturnType<typeof stripeApi>>;
  beforeAll(async () => {
    api = await stripeApi(() => sub);
    t = await createTestApp({
      stripe: {
        secretKey: 'sk_test_scenario',
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiUrl: api.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const deliver = (event: { payload: string; header: string }) => stripeWebhook(t)(event);

  it('asks Stripe for annual billing from now and for monthly at the end of the year', async () => {
    let now = START;
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    const { agent, userId } = await signedInAgent(t);
    sub = {
      id: 'sub_scenario_interval',
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
    await deliver(stripeEvents.invoice(sub, true, 'subscription_create', { at: START }));
    await deliver(stripeEvents.subscription('created', sub, START));

    now = SWITCH_AT;
    const annual = await agent.post('/api/billing/interval').send({ interval: 'YEAR' }).expect(200);
    expect(annual.body).toEqual({ effective: 'NOW', charged: ANNUAL_CHARGE });
    const update = api.requests.find(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${sub.id}`,
    );
    expect(update?.fields).toMatchObject({
      'items[0][price]': 'price_abtal_silver_year',
      proration_behavior: 'always_invoice',
      'billing_cycle_anchor[type]': 'now',
      'metadata[interval]': 'YEAR',
      'metadata[pendingInterval]': '',
    });
    // What Stripe then sends: the subscription on annual billing from now, the prorated invoice.
    Object.assign(sub, { interval: 'YEAR', start: now, end: periodEnd(now, 'YEAR') });
    await deliver(stripeEvents.subscription('updated', sub, now));
    await deliver(
      stripeEvents.invoice(sub, true, 'subscription_update', { at: now, amount: ANNUAL_CHARGE }),
    );
    expect(await view(agent)).toMatchObject({ tier: 'SILVER', interval: 'YEAR' });
    expect((await invoices(agent))[0]).toMatchObject({
      kind: 'PRORATION',
      interval: 'YEAR',
      amount: ANNUAL_CHARGE,
    });
    expect(await receipts(t, userId)).toBe(2);

    api.requests.length = 0;
    const monthly = await agent
      .post('/api/billing/interval')
      .send({ interval: 'MONTH' })
      .expect(200);
    expect(monthly.body).toEqual({ effective: 'PERIOD_END', charged: 0 });
    const posted = api.requests.filter((request) => request.method === 'POST');
    expect(posted.map((request) => request.path)).toEqual([
      '/v1/subscription_schedules',
      '/v1/subscription_schedules/sub_sched_scenario',
      `/v1/subscriptions/${sub.id}`,
    ]);
    expect(posted[0].fields).toEqual({ from_subscription: sub.id });
    expect(posted[1].fields).toMatchObject({
      end_behavior: 'release',
      'phases[0][items][0][price]': 'price_abtal_silver_year',
      'phases[1][items][0][price]': 'price_abtal_silver_month',
      'phases[1][metadata][interval]': 'MONTH',
    });
    expect(posted[2].fields).toMatchObject({ 'metadata[pendingInterval]': 'MONTH' });
    sub.pendingInterval = 'MONTH';
    sub.schedule = 'sub_sched_scenario';
    await deliver(stripeEvents.subscription('updated', sub, now));
    expect(await view(agent)).toMatchObject({ interval: 'YEAR', pendingInterval: 'MONTH' });

    // "Resume" releases the schedule; asked again, the switch goes on a new one.
    api.requests.length = 0;
    await agent.post('/api/billing/resume').expect(200);
    expect(
      api.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([
      '/v1/subscription_schedules/sub_sched_scenario/release',
      `/v1/subscriptions/${sub.id}`,
    ]);
    expect(api.requests.at(-1)?.fields).toMatchObject({ 'metadata[pendingInterval]': '' });

    // The schedule's next phase at the end of the year: monthly, charged 19.
    now = sub.end;
    Object.assign(sub, {
      interval: 'MONTH',
      start: now,
      end: periodEnd(now, 'MONTH'),
      pendingInterval: undefined,
      schedule: undefined,
    });
    await deliver(stripeEvents.invoice(sub, true, 'subscription_cycle', { at: now }));
    await deliver(stripeEvents.subscription('updated', sub, now));
    expect(await view(agent)).toMatchObject({
      tier: 'SILVER',
      interval: 'MONTH',
      pendingInterval: null,
    });
    expect((await invoices(agent))[0]).toMatchObject({ interval: 'MONTH', amount: 19 });
  });
});
