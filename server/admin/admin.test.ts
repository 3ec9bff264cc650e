import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../tests/server/support/accounts.js';
import { confirmAddress, newAccount, signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { grantTier } from './cli.js';

const ADMIN = 'membership-desk@abtal.example';
const ADMIN_PASSWORD = 'falcon-of-the-desk';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  await t.http().post('/api/auth/register').send({ email: ADMIN, password: ADMIN_PASSWORD });
  await confirmAddress(t, ADMIN);
});
afterAll(async () => {
  await t.close();
});

async function adminAgent() {
  const agent = t.agent();
  const res = await agent
    .post('/api/auth/login')
    .send({ email: ADMIN, password: ADMIN_PASSWORD })
    .expect(200);
  expect(res.body.user.role).toBe('ADMIN');
  return agent;
}

async function member() {
  const account = newAccount();
  const agent = t.agent();
  const res = await agent.post('/api/auth/register').send(account).expect(201);
  return { agent, email: account.email, id: res.body.user.id as string };
}

describe('PUT /api/admin/users/{id}/tier', () => {
  it('is for ADMIN accounts only: 401 signed out, 403 for a USER, and nothing changes', async () => {
    const target = await member();
    await t.http().put(`/api/admin/users/${target.id}/tier`).send({ tier: 'GOLD' }).expect(401);
    const { agent: user } = await signedInAgent(t);
    const denied = await user
      .put(`/api/admin/users/${target.id}/tier`)
      .send({ tier: 'GOLD' })
      .expect(403);
    expect(denied.body.message).toBe('Only ADMIN accounts may do this');
    await user.get(`/api/admin/users?email=${encodeURIComponent(target.email)}`).expect(403);
    // A member cannot grant themselves a tier either.
    await target.agent.put(`/api/admin/users/${target.id}/tier`).send({ tier: 'GOLD' }).expect(403);
    expect((await target.agent.get('/api/auth/me').expect(200)).body.tier).toBe('FREE');
  });

  it('grants a paid tier: /api/auth/me and the subscription show it, ACTIVE for a month', async () => {
    const admin = await adminAgent();
    const target = await member();
    const before = await countRows(t, 'subscriptions');
    const found = await admin
      .get(`/api/admin/users?email=${encodeURIComponent(target.email.toUpperCase())}`)
      .expect(200);
    expect(found.body).toMatchObject({ id: target.id, tier: 'FREE', subscription: null });

    const res = await admin
      .put(`/api/admin/users/${target.id}/tier`)
      .send({ tier: 'GOLD' })
      .expect(200);
    expect(res.body).toMatchObject({ tier: 'GOLD', subscription: { status: 'ACTIVE' } });
    expect(await countRows(t, 'subscriptions')).toBe(before + 1);

    expect((await target.agent.get('/api/auth/me').expect(200)).body.tier).toBe('GOLD');
    const subscription = await target.agent.get('/api/user/subscription').expect(200);
    expect(subscription.body).toMatchObject({ tier: 'GOLD', status: 'ACTIVE' });
    const days = (Date.parse(subscription.body.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('moves the one subscription to a new tier, and FREE cancels it', async () => {
    const admin = await adminAgent();
    const target = await member();
    await admin.put(`/api/admin/users/${target.id}/tier`).send({ tier: 'SILVER' }).expect(200);
    const before = await countRows(t, 'subscriptions');
    await admin.put(`/api/admin/users/${target.id}/tier`).send({ tier: 'platinum' }).expect(400);
    await admin.put(`/api/admin/users/${target.id}/tier`).send({ tier: 'PLATINUM' }).expect(200);
    expect(await countRows(t, 'subscriptions')).toBe(before);
    expect((await target.agent.get('/api/user/subscription')).body).toMatchObject({
      tier: 'PLATINUM',
      status: 'ACTIVE',
    });
    const free = await admin
      .put(`/api/admin/users/${target.id}/tier`)
      .send({ tier: 'FREE' })
      .expect(200);
    expect(free.body).toMatchObject({ tier: 'FREE', subscription: { status: 'CANCELED' } });
    expect((await target.agent.get('/api/user/subscription')).body).toMatchObject({
      tier: 'FREE',
      status: 'CANCELED',
    });
  });

  it('names what is wrong: 400 for a bad tier or id, 404 for an unknown account', async () => {
    const admin = await adminAgent();
    const target = await member();
    const badTier = await admin
      .put(`/api/admin/users/${target.id}/tier`)
      .send({ tier: 'BRONZE' })
      .expect(400);
    expect(badTier.body.errors.tier).toEqual(['Tier must be one of FREE, SILVER, GOLD, PLATINUM']);
    const badId = await admin
      .put('/api/admin/users/not-a-uuid/tier')
      .send({ tier: 'GOLD' })
      .expect(400);
    expect(badId.body.errors.id).toEqual(['User id must be a uuid']);
    const unknown = await admin
      .put('/api/admin/users/00000000-0000-4000-8000-000000000000/tier')
      .send({ tier: 'GOLD' })
      .expect(404);
    expect(unknown.body.message).toBe('User not found');
    await admin.get('/api/admin/users?email=nobody%40abtal.example').expect(404);
    const badEmail = await admin.get('/api/admin/users?email=nobody').expect(400);
    expect(badEmail.body.errors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('npm run admin -- grant-tier', () => {
  it("grants a tier through the running server's API", async () => {
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const target = await member();
      const options = {
        baseUrl: `http://127.0.0.1:${port}`,
        adminEmail: ADMIN,
        adminPassword: ADMIN_PASSWORD,
      };
      const user = await grantTier(options, target.email, 'SILVER');
      expect(user).toMatchObject({ id: target.id, tier: 'SILVER' });
      expect((await target.agent.get('/api/auth/me').expect(200)).body.tier).toBe('SILVER');
      await expect(grantTier(options, 'nobody@abtal.example', 'GOLD')).rejects.toThrow(
        /404: User not found/,
      );
      await expect(
        grantTier({ ...options, adminPassword: 'wrong-password' }, target.email, 'GOLD'),
      ).rejects.toThrow(/^401/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('PUT /api/admin/episodes/{slug}/release', () => {
  it('moves the release, and the release rule follows it', async () => {
    const admin = await adminAgent();
    const { agent: user } = await signedInAgent(t);
    await user
      .put('/api/admin/episodes/dubai-guardians-003/release')
      .send({ releaseAt: '2020-01-01T00:00:00Z' })
      .expect(403);
    const past = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const res = await admin
      .put('/api/admin/episodes/dubai-guardians-003/release')
      .send({ releaseAt: past })
      .expect(200);
    expect(res.body).toEqual({ slug: 'dubai-guardians-003', releaseAt: past });
    // Eight days ago: out for FREE members and visitors too.
    await t.http().get('/api/episodes/dubai-guardians-003').expect(200);
    const bad = await admin
      .put('/api/admin/episodes/dubai-guardians-003/release')
      .send({ releaseAt: 'next friday' })
      .expect(400);
    expect(bad.body.errors.releaseAt[0]).toMatch(/^Release time must be an ISO date and time/);
    await admin
      .put('/api/admin/episodes/no-such-episode/release')
      .send({ releaseAt: past })
      .expect(404);
  });
});
