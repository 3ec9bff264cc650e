import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { PgThrottlerStorage } from './pg-throttler.storage.js';

const MINUTE = 60_000;
let t: TestApp;
/**
 * A second connection pool: what another server instance would have. The embedded database has
 * one server and one connection by design, so there both "instances" share that connection.
 */
let other: DataSource;
let seq = 0;
const key = () => `test-key-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  if (t.kind === 'embedded') {
    other = t.dataSource;
    return;
  }
  other = new DataSource({
    ...t.dataSource.options,
    extra: { max: 4 },
  } as typeof t.dataSource.options);
  await other.initialize();
});
afterAll(async () => {
  if (other !== t?.dataSource) await other?.destroy();
  await t.close();
});

describe('PgThrottlerStorage', () => {
  it('counts hits within a window and reports the time left in seconds', async () => {
    const storage = new PgThrottlerStorage(t.dataSource);
    const k = key();
    const first = await storage.increment(k, MINUTE, 5, MINUTE, 'default');
    const second = await storage.increment(k, MINUTE, 5, MINUTE, 'default');
    expect(first).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
    expect(second).toMatchObject({ totalHits: 2, isBlocked: false });
    expect(second.timeToExpire).toBeGreaterThan(55);
    expect(second.timeToExpire).toBeLessThanOrEqual(60);
  });

  it('shares one count between server instances and loses no concurrent hit', async () => {
    const a = new PgThrottlerStorage(t.dataSource);
    const b = new PgThrottlerStorage(other);
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).increment(k, MINUTE, 1000, MINUTE, 'default'),
      ),
    );
    const counts = results.map((r) => r.totalHits).sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const [row] = await t.dataSource.query('SELECT hits FROM rate_limits WHERE key = $1', [k]);
    expect(row.hits).toBe(40);
  });

  it('blocks past the limit for the block duration, across instances', async () => {
    const a = new PgThrottlerStorage(t.dataSource);
    const b = new PgThrottlerStorage(other);
    const k = key();
    for (let i = 0; i < 3; i += 1) {
      expect((await a.increment(k, MINUTE, 3, 2 * MINUTE, 'default')).isBlocked).toBe(false);
    }
    const blocked = await b.increment(k, MINUTE, 3, 2 * MINUTE, 'default');
    expect(blocked.isBlocked).toBe(true);
    expect(blocked.timeToBlockExpire).toBeGreaterThan(115);
    expect(blocked.timeToBlockExpire).toBeLessThanOrEqual(120);
    expect((await a.increment(k, MINUTE, 3, 2 * MINUTE, 'default')).isBlocked).toBe(true);
  });

  it('starts a new window once the old one and its block have run out', async () => {
    const storage = new PgThrottlerStorage(t.dataSource);
    const k = key();
    for (let i = 0; i < 3; i += 1) await storage.increment(k, MINUTE, 2, MINUTE, 'default');
    await t.dataSource.query(
      `UPDATE rate_limits SET expires_at = now() - interval '1 second',
         blocked_until = now() - interval '1 second' WHERE key = $1`,
      [k],
    );
    const fresh = await storage.increment(k, MINUTE, 2, MINUTE, 'default');
    expect(fresh).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('without a block duration refuses hits past the limit until the window ends', async () => {
    const storage = new PgThrottlerStorage(t.dataSource);
    const k = key();
    await storage.increment(k, MINUTE, 1, 0, 'default');
    const refused = await storage.increment(k, MINUTE, 1, 0, 'default');
    expect(refused.isBlocked).toBe(true);
    expect(refused.timeToBlockExpire).toBeGreaterThan(0);
    const [row] = await t.dataSource.query('SELECT blocked_until FROM rate_limits WHERE key = $1', [
      k,
    ]);
    expect(row.blocked_until).toBeNull();
  });

  it('keeps separate counts per throttler name', async () => {
    const storage = new PgThrottlerStorage(t.dataSource);
    const k = key();
    await storage.increment(k, MINUTE, 5, MINUTE, 'short');
    await storage.increment(k, MINUTE, 5, MINUTE, 'short');
    const long = await storage.increment(k, MINUTE, 5, MINUTE, 'long');
    expect(long.totalHits).toBe(1);
  });

  it('purges only rows whose window and block have both run out', async () => {
    const storage = new PgThrottlerStorage(t.dataSource);
    const [expired, live, stillBlocked] = [key(), key(), key()];
    for (const k of [expired, live, stillBlocked]) {
      await storage.increment(k, MINUTE, 5, MINUTE, 'default');
    }
    await t.dataSource.query(
      `UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key = ANY($1)`,
      [[expired, stillBlocked]],
    );
    await t.dataSource.query(
      `UPDATE rate_limits SET blocked_until = now() + interval '1 minute' WHERE key = $1`,
      [stillBlocked],
    );
    await storage.purgeExpired();
    const rows: { key: string }[] = await t.dataSource.query(
      'SELECT key FROM rate_limits WHERE key = ANY($1) ORDER BY key',
      [[expired, live, stillBlocked]],
    );
    expect(rows.map((r) => r.key).sort()).toEqual([live, stillBlocked].sort());
  });
});
