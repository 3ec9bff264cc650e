import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import {
  accountLockedMessage,
  FREE_ATTEMPTS,
  MAX_DELAY_SECONDS,
} from './login-protection.service.js';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every attempt from a different address, so only the per-account protection applies. */
const login = (email: string, password: string) =>
  t
    .http()
    .post('/api/auth/login')
    .set('X-Forwarded-For', `198.51.100.${(seq += 1) % 250}`)
    .send({ email, password });

async function register(): Promise<string> {
  const email = `guarded-${Date.now()}-${(seq += 1)}@example.com`;
  await t.http().post('/api/auth/register').send({ email, password: 'sky-panther' }).expect(201);
  return email;
}

/** Lets the current wait run out without waiting in the test. */
const endWait = (email: string) =>
  t.dataSource.query(
    `UPDATE rate_limits SET blocked_until = now() - interval '1 second'
      WHERE key = $1 AND throttler = 'login-account'`,
    [`account:${email}`],
  );

describe('login protection per account', () => {
  it('slows an account down after the free attempts, from any address, with Retry-After', async () => {
    const email = await register();
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) await login(email, 'wrong-password').expect(401);
    // Even the right password must wait: the answer reveals nothing about it.
    const res = await login(email, 'sky-panther').expect(429);
    expect(res.body.message).toBe(accountLockedMessage(2));
    expect(res.headers['retry-after']).toBe('2');
  });

  it('lets the owner in once the delay has passed, and forgets the failures', async () => {
    const email = await register();
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) await login(email, 'wrong-password').expect(401);
    await login(email, 'sky-panther').expect(429);
    await endWait(email);
    await login(email, 'sky-panther').expect(200);
    const rows: unknown[] = await t.dataSource.query('SELECT 1 FROM rate_limits WHERE key = $1', [
      `account:${email}`,
    ]);
    expect(rows).toHaveLength(0);
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) await login(email, 'wrong-password').expect(401);
  });

  it('doubles the delay up to a minute, so an account takes at most 100 failures an hour', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) await login(email, 'wrong-password').expect(401);
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const refused = await login(email, 'wrong-password').expect(429);
      delays.push(Number(refused.headers['retry-after']));
      await endWait(email);
      await login(email, 'wrong-password').expect(401);
    }
    expect(delays).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    // The fastest possible attacker: attempts right as each wait ends.
    let elapsed = 0;
    let failures = FREE_ATTEMPTS;
    for (let n = FREE_ATTEMPTS; elapsed < 3600; n += 1) {
      elapsed += Math.min(2 ** (n - FREE_ATTEMPTS + 1), MAX_DELAY_SECONDS);
      if (elapsed < 3600) failures += 1;
    }
    expect(failures).toBeLessThanOrEqual(100);
  });

  it('counts concurrent guesses exactly: no burst slips past the delay', async () => {
    const email = `burst-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(email, 'wrong-password')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_ATTEMPTS);
  });
});
