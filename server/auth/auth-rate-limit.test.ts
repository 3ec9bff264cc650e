import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: LIMIT });
});
afterAll(async () => {
  await t.close();
});

// The app trusts X-Forwarded-For from loopback (its reverse proxy), so each header value is
// a different client here.
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('rate limits on login and register', () => {
  it('answers 429 on login past the limit, with Retry-After', async () => {
    const client = from('203.0.113.10');
    const body = { email: 'nobody@example.com', password: 'wrong-password' };
    for (let i = 0; i < LIMIT; i += 1) {
      await t.http().post('/api/auth/login').set(client).send(body).expect(401);
    }
    const res = await t.http().post('/api/auth/login').set(client).send(body).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts invalid bodies too, so a flood of junk is limited as well', async () => {
    const client = from('203.0.113.11');
    for (let i = 0; i < LIMIT; i += 1) {
      await t.http().post('/api/auth/login').set(client).send({}).expect(400);
    }
    await t.http().post('/api/auth/login').set(client).send({}).expect(429);
  });

  it('answers 429 on register past the limit and creates no account then', async () => {
    const client = from('203.0.113.12');
    for (let i = 0; i < LIMIT; i += 1) {
      await t
        .http()
        .post('/api/auth/register')
        .set(client)
        .send({ email: `burst${i}@example.com`, password: 'secret-1' })
        .expect(201);
    }
    await t
      .http()
      .post('/api/auth/register')
      .set(client)
      .send({ email: 'burst-extra@example.com', password: 'secret-1' })
      .expect(429);
    const rows = await t.dataSource.query('SELECT 1 FROM users WHERE email = $1', [
      'burst-extra@example.com',
    ]);
    expect(rows).toHaveLength(0);
  });

  it('counts per client, in the database', async () => {
    // An account of its own: failures on one account are also slowed down per account.
    const body = { email: 'nobody-counted@example.com', password: 'wrong-password' };
    const busy = from('198.51.100.1');
    for (let i = 0; i < LIMIT; i += 1) {
      await t.http().post('/api/auth/login').set(busy).send(body).expect(401);
    }
    await t.http().post('/api/auth/login').set(busy).send(body).expect(429);
    // Another client is not affected by the first one's count.
    await t.http().post('/api/auth/login').set(from('198.51.100.2')).send(body).expect(401);

    const rows = await t.dataSource.query(
      `SELECT hits, blocked_until IS NOT NULL AS blocked FROM rate_limits ORDER BY hits DESC`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.some((r: { hits: number; blocked: boolean }) => r.hits === 1 && !r.blocked)).toBe(
      true,
    );
    expect(rows.filter((r: { blocked: boolean }) => r.blocked).length).toBeGreaterThanOrEqual(4);
  });

  it('lets a client back in once its block has run out', async () => {
    const client = from('198.51.100.9');
    const body = { email: 'nobody-returning@example.com', password: 'wrong-password' };
    for (let i = 0; i < LIMIT; i += 1) {
      await t.http().post('/api/auth/login').set(client).send(body).expect(401);
    }
    await t.http().post('/api/auth/login').set(client).send(body).expect(429);
    // Wind every clock back past the window, as if a minute had gone by.
    await t.dataSource.query(
      `UPDATE rate_limits SET expires_at = now() - interval '1 second',
         blocked_until = CASE WHEN blocked_until IS NULL THEN NULL
                              ELSE now() - interval '1 second' END`,
    );
    await t.http().post('/api/auth/login').set(client).send(body).expect(401);
  });

  it('does not limit endpoints without the throttler', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) {
      await t.http().get('/api/subscription/tiers').expect(200);
    }
  });
});
