import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../common/clock.js';
import { adminAgent, signedInAgent } from '../../testing/factories.js';
import { campaignOf, partnerAgent } from '../../testing/partners.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { parseKey } from './api-key-format.js';
import { PartnerApiLimits } from './partner-api.guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Agent = Awaited<ReturnType<typeof partnerAgent>>['agent'];

async function createKey(agent: Agent, scopes: string[] = ['campaigns:read'], days = 30) {
  const res = await agent
    .post('/api/partner/keys')
    .send({ name: 'Reporting', scopes, expiresInDays: days })
    .expect(201);
  return res.body as { key: { id: string; display: string }; secret: string };
}
const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

describe('API keys', () => {
  it('shows a new key once, keeps only its hash, and lists it without the secret', async () => {
    const { agent, partnerId } = await partnerAgent(t);
    const { key, secret } = await createKey(agent, ['campaigns:read', 'reports:read']);
    expect(secret).toMatch(/^abtal_pk_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
    expect(parseKey(secret)).not.toBeNull();
    // One changed character breaks the checksum.
    const flipped = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
    expect(parseKey(flipped)).toBeNull();
    expect(key.display).toBe(`${secret.slice(0, 21)}…${secret.slice(-4)}`);

    const [row] = await t.dataSource.query(`SELECT * FROM api_keys WHERE id = $1`, [key.id]);
    expect(JSON.stringify(row)).not.toContain(secret.slice(22, 50));
    expect(row.partner_id).toBe(partnerId);

    const listed = (await agent.get('/api/partner/keys').expect(200)).body;
    expect(listed).toEqual([
      expect.objectContaining({ id: key.id, status: 'active', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('refuses an expiry beyond a year, unknown scopes and a fan', async () => {
    const { agent } = await partnerAgent(t);
    const res = await agent
      .post('/api/partner/keys')
      .send({ name: 'x', scopes: ['campaigns:delete'], expiresInDays: 366 })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['expiresInDays', 'scopes.0']);
    const fan = await signedInAgent(t);
    await fan.agent.get('/api/partner/keys').expect(403);
    await fan.agent
      .post('/api/partner/keys')
      .send({ name: 'x', scopes: ['campaigns:read'], expiresInDays: 1 })
      .expect(403);
  });

  it('answers 401 without a key or with a malformed, unknown, revoked or expired one', async () => {
    const { agent } = await partnerAgent(t);
    const { key, secret } = await createKey(agent);
    await t.http().get('/api/partner/v1/campaigns').set(bearer(secret)).expect(200);
    const none = await t.http().get('/api/partner/v1/campaigns').expect(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    await t.http().get('/api/partner/v1/campaigns').set(bearer('abtal_pk_nope')).expect(401);
    const other = await createKey(agent);
    // A well-formed key with another key's lookup id does not match its hash.
    const forged = other.secret.slice(0, 22) + secret.slice(22);
    await t.http().get('/api/partner/v1/campaigns').set(bearer(forged)).expect(401);

    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(later);
    await t.http().get('/api/partner/v1/campaigns').set(bearer(secret)).expect(401);
    vi.restoreAllMocks();

    await agent.post(`/api/partner/keys/${key.id}/revoke`).expect(200);
    await t.http().get('/api/partner/v1/campaigns').set(bearer(secret)).expect(401);
  });

  it('answers 403 for a route outside the key’s scopes', async () => {
    const { agent } = await partnerAgent(t);
    const { secret } = await createKey(agent, ['reports:read']);
    await t.http().get('/api/partner/v1/partner').set(bearer(secret)).expect(200);
    const res = await t.http().get('/api/partner/v1/campaigns').set(bearer(secret)).expect(403);
    expect(res.body.message).toBe('This key does not have the scope campaigns:read');
  });

  it('rolls a key: both work during the grace period, then only the new one', async () => {
    const { agent } = await partnerAgent(t);
    const old = await createKey(agent);
    const res = await agent
      .post(`/api/partner/keys/${old.key.id}/roll`)
      .send({ graceHours: 1 })
      .expect(200);
    const rolled = res.body as { key: { id: string }; secret: string };
    expect(rolled.secret).not.toBe(old.secret);
    await t.http().get('/api/partner/v1/campaigns').set(bearer(old.secret)).expect(200);
    await t.http().get('/api/partner/v1/campaigns').set(bearer(rolled.secret)).expect(200);
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 61 * 60 * 1000));
    await t.http().get('/api/partner/v1/campaigns').set(bearer(old.secret)).expect(401);
    await t.http().get('/api/partner/v1/campaigns').set(bearer(rolled.secret)).expect(200);
  });

  it('keeps a usage log and the last use', async () => {
    const { agent } = await partnerAgent(t);
    const { key, secret } = await createKey(agent);
    await t.http().get('/api/partner/v1/campaigns?x=1').set(bearer(secret)).expect(200);
    await t.http().get('/api/partner/v1/partner').set(bearer(secret)).expect(200);
    await vi.waitFor(async () => {
      const usage = (await agent.get(`/api/partner/keys/${key.id}/usage`).expect(200)).body;
      expect(usage.map((u: { path: string; status: number }) => [u.path, u.status])).toEqual([
        ['/api/partner/v1/partner', 200],
        ['/api/partner/v1/campaigns', 200],
      ]);
    });
    const [listed] = (await agent.get('/api/partner/keys').expect(200)).body;
    expect(listed.lastUsedAt).toEqual(expect.any(String));
    const other = await partnerAgent(t);
    await other.agent.get(`/api/partner/keys/${key.id}/usage`).expect(404);
  });

  it('limits requests per key with RateLimit headers, then 429 with Retry-After', async () => {
    const limits = t.app.get(PartnerApiLimits);
    const { limit } = limits;
    limits.limit = 3;
    try {
      const { agent } = await partnerAgent(t);
      const { secret } = await createKey(agent);
      const first = await t.http().get('/api/partner/v1/partner').set(bearer(secret)).expect(200);
      expect(first.headers['ratelimit-limit']).toBe('3');
      expect(first.headers['ratelimit-remaining']).toBe('2');
      await t.http().get('/api/partner/v1/partner').set(bearer(secret)).expect(200);
      await t.http().get('/api/partner/v1/partner').set(bearer(secret)).expect(200);
      const refused = await t.http().get('/api/partner/v1/partner').set(bearer(secret)).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      // Another key of the same partner has its own budget.
      const { secret: second } = await createKey(agent);
      await t.http().get('/api/partner/v1/partner').set(bearer(second)).expect(200);
    } finally {
      limits.limit = limit;
    }
  });
});

describe('the partner API’s campaigns', () => {
  const draft = {
    name: 'Summer of heroes',
    objective: 'Reach commuters',
    type: 'STATION_WRAP',
    budget: 25000.5,
    startDate: '2030-06-01',
    endDate: '2030-08-31',
    assets: [{ name: 'Logo', url: 'https://brand.example/logo.png' }],
  };

  it("lists only the partner's own campaigns; another partner's id answers 404", async () => {
    const a = await partnerAgent(t);
    const b = await partnerAgent(t);
    const mine = await campaignOf(t, a.partnerId);
    const theirs = await campaignOf(t, b.partnerId);
    const { secret } = await createKey(a.agent);
    const list = (await t.http().get('/api/partner/v1/campaigns').set(bearer(secret)).expect(200))
      .body;
    expect(list.map((c: { id: string }) => c.id)).toEqual([mine]);
    await t.http().get(`/api/partner/v1/campaigns/${mine}`).set(bearer(secret)).expect(200);
    await t.http().get(`/api/partner/v1/campaigns/${theirs}`).set(bearer(secret)).expect(404);
    // The portal reads the same API with the partner account's session.
    await a.agent.get(`/api/partner/v1/campaigns/${mine}`).expect(200);
    const fan = await signedInAgent(t);
    await fan.agent.get(`/api/partner/v1/campaigns/${mine}`).expect(403);
  });

  it('creates a draft, replays a repeated Idempotency-Key, submits it, and an admin approves it', async () => {
    const adminEmail = 'campaign-admin@abtal.example';
    const admins = await createTestApp({ adminEmails: [adminEmail] });
    try {
      const { agent, partnerId } = await partnerAgent(admins);
      const res = await agent
        .post('/api/partner/keys')
        .send({ name: 'CI', scopes: ['campaigns:read', 'campaigns:write'], expiresInDays: 10 })
        .expect(201);
      const key = bearer(res.body.secret as string);
      const [episode] = await admins.dataSource.query(`SELECT id FROM episodes LIMIT 1`);
      const body = { ...draft, episodeIds: [episode.id] };
      const created = await admins
        .http()
        .post('/api/partner/v1/campaigns')
        .set(key)
        .set('Idempotency-Key', 'draft-1')
        .send(body)
        .expect(201);
      expect(created.body).toMatchObject({
        status: 'DRAFT',
        budget: 25000.5,
        episodeIds: [episode.id],
        startAt: '2030-06-01T00:00:00.000Z',
        endAt: '2030-08-31T23:59:59.999Z',
      });
      const again = await admins
        .http()
        .post('/api/partner/v1/campaigns')
        .set(key)
        .set('Idempotency-Key', 'draft-1')
        .send(body)
        .expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.id).toBe(created.body.id);
      const [{ n }] = await admins.dataSource.query(
        `SELECT count(*)::int AS n FROM campaigns WHERE partner_id = $1`,
        [partnerId],
      );
      expect(n).toBe(1);
      await admins
        .http()
        .post('/api/partner/v1/campaigns')
        .set(key)
        .set('Idempotency-Key', 'draft-1')
        .send({ ...body, name: 'Other' })
        .expect(409);

      const id = created.body.id as string;
      await admins
        .http()
        .put(`/api/partner/v1/campaigns/${id}`)
        .set(key)
        .send({ ...body, endDate: '2030-05-01' })
        .expect(400);
      const submitted = await admins
        .http()
        .post(`/api/partner/v1/campaigns/${id}/submit`)
        .set(key)
        .expect(200);
      expect(submitted.body.status).toBe('PENDING');
      await admins.http().put(`/api/partner/v1/campaigns/${id}`).set(key).send(body).expect(409);

      const { agent: admin, userId: adminId } = await adminAgent(admins, adminEmail);
      await agent
        .post(`/api/admin/campaigns/${id}/review`)
        .send({ decision: 'APPROVE' })
        .expect(403);
      const reviewed = await admin
        .post(`/api/admin/campaigns/${id}/review`)
        .send({ decision: 'APPROVE' })
        .expect(200);
      expect(reviewed.body).toMatchObject({
        status: 'APPROVED',
        approvedBy: adminId,
        approvedAt: expect.any(String),
      });
      await admin
        .post(`/api/admin/campaigns/${id}/review`)
        .send({ decision: 'REJECT' })
        .expect(409);
    } finally {
      await admins.close();
    }
  });
});
