import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import {
  ACCOUNT_FREE_ATTEMPTS,
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

const ATTACKER = '203.0.113.66';
const OWNER = '192.0.2.10';

const login = (email: string, password: string, address: string) =>
  t.http().post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });

/** A different address each time. */
const anywhere = () => `198.51.${Math.floor((seq += 1) / 250) % 250}.${seq % 250}`;

async function register(): Promise<string> {
  const email = `guarded-${Date.now()}-${(seq += 1)}@example.com`;
  await t.http().post('/api/auth/register').send({ email, password: 'sky-panther' }).expect(201);
  return email;
}

/** Lets the current waits of an account run out without waiting in the test. */
const endWait = (email: string) =>
  t.dataSource.query(
    `UPDATE rate_limits SET blocked_until = now() - interval '1 second'
      WHERE starts_with(key, $1) AND throttler IN ('login-account', 'login-address')`,
    [`account:${email}`],
  );

describe('login protection per account and address', () => {
  it('slows an address down after its free attempts, with Retry-After', async () => {
    const email = await register();
    for (let i = 0; i < FREE_ATTEMPTS; i += 1)
      await login(email, 'wrong-password', ATTACKER).expect(401);
    // Even the right password must wait there: the answer reveals nothing about it.
    const res = await login(email, 'sky-panther', ATTACKER).expect(429);
    expect(res.body.message).toBe(accountLockedMessage(2));
    expect(res.headers['retry-after']).toBe('2');
  });

  it("never refuses the owner's own address because of another address's guesses", async () => {
    const email = await register();
    await login(email, 'sky-panther', OWNER).expect(200);
    for (let i = 0; i < FREE_ATTEMPTS; i += 1)
      await login(email, 'wrong-password', ATTACKER).expect(401);
    // The attacker guesses again as each wait ends; the owner signs in while it waits.
    for (let round = 0; round < 8; round += 1) {
      await login(email, 'wrong-password', ATTACKER).expect(429);
      await login(email, 'sky-panther', OWNER).expect(200);
      await endWait(email);
      await login(email, 'wrong-password', ATTACKER).expect(401);
      await login(email, 'sky-panther', OWNER).expect(200);
    }
  });

  it('stops guesses spread over many addresses at the account ceiling, but not the owner at home', async () => {
    const email = await register();
    await login(email, 'sky-panther', OWNER).expect(200);
    for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS; i += 1)
      await login(email, 'wrong-password', anywhere()).expect(401);
    // A new address must now wait, whatever it sends...
    const refused = await login(email, 'sky-panther', anywhere()).expect(429);
    expect(refused.headers['retry-after']).toBe('2');
    // ...while the owner's address is checked after the password.
    await login(email, 'sky-panther', OWNER).expect(200);
  });

  it('lets the owner in once the delay has passed, and forgets the failures', async () => {
    const email = await register();
    for (let i = 0; i < FREE_ATTEMPTS; i += 1)
      await login(email, 'wrong-password', ATTACKER).expect(401);
    await login(email, 'sky-panther', ATTACKER).expect(429);
    await endWait(email);
    await login(email, 'sky-panther', ATTACKER).expect(200);
    const rows: unknown[] = await t.dataSource.query(
      `SELECT 1 FROM rate_limits WHERE starts_with(key, $1)
         AND throttler IN ('login-account', 'login-address')`,
      [`account:${email}`],
    );
    expect(rows).toHaveLength(0);
    for (let i = 0; i < FREE_ATTEMPTS; i += 1)
      await login(email, 'wrong-password', ATTACKER).expect(401);
  });

  it('doubles the delay up to a minute, so an address takes at most 100 failures an hour', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < FREE_ATTEMPTS; i += 1)
      await login(email, 'wrong-password', ATTACKER).expect(401);
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const refused = await login(email, 'wrong-password', ATTACKER).expect(429);
      delays.push(Number(refused.headers['retry-after']));
      await endWait(email);
      await login(email, 'wrong-password', ATTACKER).expect(401);
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
      Array.from({ length: 20 }, () => login(email, 'wrong-password', ATTACKER)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_ATTEMPTS);
  });
});
