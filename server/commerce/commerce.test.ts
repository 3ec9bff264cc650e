import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFor, TIER_PLANS } from '../../shared/tiers.js';
import { signedInAgent } from '../testing/factories.js';
import { TierPlansService } from './tier-plans.service.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const signedIn = () => signedInAgent(t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/subscription/tiers', () => {
  it('lists the four plans FREE..PLATINUM exactly as TIER_PLANS, prices as numbers', async () => {
    const res = await t.http().get('/api/subscription/tiers').expect(200);
    expect(res.body).toEqual(TIER_PLANS);
    expect(res.body.map((plan: { tier: string }) => plan.tier)).toEqual([
      'FREE',
      'SILVER',
      'GOLD',
      'PLATINUM',
    ]);
    expect(typeof res.body[1].price).toBe('number');
  });

  it('reads the plans from the tier_plans table, kept in memory until invalidated', async () => {
    const plans = t.app.get(TierPlansService);
    await t.http().get('/api/subscription/tiers').expect(200);
    await t.dataSource.query(`UPDATE tier_plans SET price = 21.5 WHERE tier = 'SILVER'`);
    try {
      const kept = await t.http().get('/api/subscription/tiers').expect(200);
      expect(kept.body[1]).toMatchObject({ tier: 'SILVER', price: 19 });
      plans.invalidate();
      const res = await t.http().get('/api/subscription/tiers').expect(200);
      expect(res.body[1]).toMatchObject({ tier: 'SILVER', price: 21.5 });
    } finally {
      await t.dataSource.query(`UPDATE tier_plans SET price = 19 WHERE tier = 'SILVER'`);
      plans.invalidate();
    }
  });

  it('is seeded idempotently: seeding again adds nothing', async () => {
    const { seedTierPlans } = await import('../database/seeds/tier-plans.seed.js');
    await seedTierPlans(t.dataSource);
    const [row] = await t.dataSource.query('SELECT count(*)::int AS n FROM tier_plans');
    expect(row.n).toBe(4);
  });
});

describe('GET /api/user/subscription', () => {
  it('shows the FREE plan with status null when the user never subscribed', async () => {
    const { agent } = await signedIn();
    const res = await agent.get('/api/user/subscription').expect(200);
    expect(res.body).toEqual({
      tier: 'FREE',
      plan: planFor('FREE'),
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      source: null,
      interval: null,
      subscriptionTier: null,
      pendingTier: null,
      pendingInterval: null,
      graceUntil: null,
    });
  });

  it('shows an ACTIVE subscription with its plan, period end and cancel flag', async () => {
    const { agent, userId } = await signedIn();
    const periodEnd = new Date('2031-02-03T04:05:06.000Z');
    await t.dataSource.query(`UPDATE users SET tier = 'GOLD' WHERE id = $1`, [userId]);
    await t.dataSource.query(
      `INSERT INTO subscriptions
         (user_id, stripe_subscription_id, tier, status, current_period_start, current_period_end,
          cancel_at_period_end, source, billing_interval)
       VALUES ($1, 'sub_test_gold', 'GOLD', 'ACTIVE', now(), $2, true, 'STRIPE', 'MONTH')`,
      [userId, periodEnd],
    );
    const res = await agent.get('/api/user/subscription').expect(200);
    expect(res.body).toEqual({
      tier: 'GOLD',
      plan: planFor('GOLD'),
      status: 'ACTIVE',
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: true,
      source: 'STRIPE',
      interval: 'MONTH',
      subscriptionTier: 'GOLD',
      pendingTier: null,
      pendingInterval: null,
      graceUntil: null,
    });
  });

  it('prefers the ACTIVE subscription over a newer canceled one', async () => {
    const { agent, userId } = await signedIn();
    await t.dataSource.query(`UPDATE users SET tier = 'SILVER' WHERE id = $1`, [userId]);
    await t.dataSource.query(
      `INSERT INTO subscriptions (user_id, tier, status, created_at)
       VALUES ($1, 'SILVER', 'ACTIVE', now() - interval '2 days'),
              ($1, 'GOLD', 'CANCELED', now())`,
      [userId],
    );
    const res = await agent.get('/api/user/subscription').expect(200);
    expect(res.body).toMatchObject({ tier: 'SILVER', status: 'ACTIVE' });
    expect(res.body.plan).toEqual(planFor('SILVER'));
  });

  it('removes subscriptions with their user', async () => {
    const { userId } = await signedIn();
    await t.dataSource.query(`INSERT INTO subscriptions (user_id, tier) VALUES ($1, 'GOLD')`, [
      userId,
    ]);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [userId]);
    const rows = await t.dataSource.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [
      userId,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('commerce schema', () => {
  it('keeps orders when their user is deleted and removes items with their order', async () => {
    const { userId } = await signedIn();
    const [merch] = await t.dataSource.query(
      `INSERT INTO merchandise (title, price, sizes, colors) VALUES ('Sky Panther tee', 89.9, $1, $2)
       RETURNING id, currency, in_stock, featured, price`,
      [['S', 'M'], ['black']],
    );
    expect(merch).toMatchObject({
      currency: 'AED',
      in_stock: true,
      featured: false,
      price: '89.90',
    });
    const [order] = await t.dataSource.query(
      `INSERT INTO orders (user_id, email, subtotal, total) VALUES ($1, 'buyer@example.com', 89.9, 89.9)
       RETURNING id, status, tax, shipping, currency`,
      [userId],
    );
    expect(order).toMatchObject({
      status: 'PENDING',
      tax: '0.00',
      shipping: '0.00',
      currency: 'AED',
    });
    await t.dataSource.query(
      `INSERT INTO order_items (order_id, merch_id, quantity, unit_price, total_price, size)
       VALUES ($1, $2, 1, 89.9, 89.9, 'M')`,
      [order.id, merch.id],
    );

    await t.dataSource.query('DELETE FROM users WHERE id = $1', [userId]);
    const [kept] = await t.dataSource.query('SELECT user_id FROM orders WHERE id = $1', [order.id]);
    expect(kept.user_id).toBeNull();

    await t.dataSource.query('DELETE FROM orders WHERE id = $1', [order.id]);
    const items = await t.dataSource.query('SELECT 1 FROM order_items WHERE order_id = $1', [
      order.id,
    ]);
    expect(items).toHaveLength(0);
  });

  it('migrates up, down and up again on an empty schema', async () => {
    const { AuthCommerce1763800000000 } =
      await import('../database/migrations/1763800000000-auth-commerce.js');
    const migration = new AuthCommerce1763800000000();
    const tables = ['users', 'sessions', 'rate_limits', 'tier_plans', 'subscriptions'];
    tables.push('merchandise', 'orders', 'order_items');
    const present = async () => {
      const rows: { name: string | null }[] = await runner.query(
        `SELECT to_regclass('migration_probe.' || t) AS name FROM unnest($1::text[]) AS t`,
        [tables],
      );
      return rows.filter((row) => row.name !== null).length;
    };
    const runner = t.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      // A private schema, so the real tables (and later migrations' references to them) are
      // untouched; everything is rolled back at the end.
      await runner.query('CREATE SCHEMA migration_probe');
      await runner.query('SET LOCAL search_path TO migration_probe');
      await migration.up(runner);
      expect(await present()).toBe(tables.length);
      await migration.down(runner);
      expect(await present()).toBe(0);
      const types = await runner.query(
        `SELECT typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE n.nspname = 'migration_probe' AND t.typtype = 'e'`,
      );
      expect(types).toEqual([]);
      await migration.up(runner);
      expect(await present()).toBe(tables.length);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
