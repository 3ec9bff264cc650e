import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent } from '../testing/factories.js';
import { campaignOf, partnerAgent } from '../testing/partners.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = 'campaign-desk@abtal.example';
let t: TestApp;
let staff: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  staff = await adminAgent(t, ADMIN);
});
afterAll(() => t.close());

const admin = () => staff;

/** A PENDING campaign of a new partner, with a call to action and one linked episode. */
async function pendingCampaign() {
  const partner = await partnerAgent(t);
  const id = await campaignOf(t, partner.partnerId, { status: 'PENDING' });
  await t.dataSource.query(`UPDATE campaigns SET assets = $2 WHERE id = $1`, [
    id,
    JSON.stringify([{ name: 'Shop the capsule', url: 'https://brand.example/capsule' }]),
  ]);
  const [episode] = await t.dataSource.query(`SELECT id, slug, title FROM episodes LIMIT 1`);
  if (episode) {
    await t.dataSource.query(
      `INSERT INTO campaign_episodes (campaign_id, episode_id) VALUES ($1, $2)`,
      [id, episode.id],
    );
  }
  return { ...partner, id, episode: episode as { id: string; slug: string; title: string } };
}

const webhookMessages = async (partnerId: string) =>
  (
    (await t.dataSource.query(
      `SELECT d.body FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE e.partner_id = $1 ORDER BY d.created_at`,
      [partnerId],
    )) as { body: string }[]
  ).map((row) => JSON.parse(row.body).data as { from: string; to: string });

async function subscribe(partnerId: string) {
  await t.dataSource.query(
    `INSERT INTO webhook_endpoints (partner_id, url, events, secret)
     VALUES ($1, 'https://brand.example/hooks', ARRAY['campaign.status_changed'], 'whsec_test')`,
    [partnerId],
  );
}

describe('campaign review in the console', () => {
  it('lists PENDING campaigns with a preview of their placement', async () => {
    const pending = await pendingCampaign();
    const { agent } = admin();
    const res = await agent.get('/api/admin/campaigns').expect(200);
    const listed = res.body.find((c: { id: string }) => c.id === pending.id);
    expect(listed).toMatchObject({
      status: 'PENDING',
      partner: { id: pending.partnerId, name: pending.name },
      assets: [{ name: 'Shop the capsule', url: 'https://brand.example/capsule' }],
      episodes: pending.episode ? [pending.episode] : [],
    });
    const active = await agent.get('/api/admin/campaigns?status=ACTIVE').expect(200);
    expect(active.body.map((c: { id: string }) => c.id)).not.toContain(pending.id);
    const bad = await agent.get('/api/admin/campaigns?status=LIVE').expect(400);
    expect(bad.body.errors.status[0]).toMatch(/^Status must be one of PENDING, APPROVED/);
  });

  it('approve sets approvedAt and approvedBy, the partner sees it, and it is logged', async () => {
    const pending = await pendingCampaign();
    const { agent, userId } = admin();
    const res = await agent
      .post(`/api/admin/campaigns/${pending.id}/review`)
      .send({ decision: 'APPROVE' })
      .expect(200);
    // Its start has come (ten days ago): approved means running.
    expect(res.body).toMatchObject({ status: 'ACTIVE', approvedBy: userId });
    expect(Date.parse(res.body.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
    const own = await pending.agent.get('/api/campaigns').expect(200);
    expect(own.body).toEqual([expect.objectContaining({ id: pending.id, status: 'ACTIVE' })]);
    const [entry] = await t.dataSource.query(
      `SELECT action, actor_email, before, after FROM audit_log WHERE target_id = $1`,
      [pending.id],
    );
    expect(entry).toEqual({
      action: 'campaign.review',
      actor_email: ADMIN,
      before: { status: 'PENDING' },
      after: { status: 'ACTIVE', decision: 'APPROVE' },
    });
  });

  it('a future campaign is APPROVED until its start', async () => {
    const pending = await pendingCampaign();
    await t.dataSource.query(
      `UPDATE campaigns SET start_at = now() + interval '5 days', end_at = now() + interval '9 days'
        WHERE id = $1`,
      [pending.id],
    );
    const { agent } = admin();
    const res = await agent
      .post(`/api/admin/campaigns/${pending.id}/review`)
      .send({ decision: 'APPROVE' })
      .expect(200);
    expect(res.body.status).toBe('APPROVED');
  });

  it('pause, resume and complete follow the lifecycle, with webhooks and audit entries', async () => {
    const pending = await pendingCampaign();
    await subscribe(pending.partnerId);
    const { agent } = admin();
    const act = (action: string) =>
      agent.post(`/api/admin/campaigns/${pending.id}/status`).send({ action });
    expect((await act('pause').expect(409)).body.message).toBe(
      'The campaign is PENDING; to pause it, it must be APPROVED or ACTIVE',
    );
    await agent
      .post(`/api/admin/campaigns/${pending.id}/review`)
      .send({ decision: 'APPROVE' })
      .expect(200);
    expect((await act('resume').expect(409)).body.message).toMatch(/must be PAUSED/);
    expect((await act('pause').expect(200)).body.status).toBe('PAUSED');
    expect((await act('resume').expect(200)).body.status).toBe('ACTIVE');
    expect((await act('complete').expect(200)).body.status).toBe('COMPLETED');
    await act('complete').expect(409);
    await agent
      .post(`/api/admin/campaigns/${pending.id}/review`)
      .send({ decision: 'REJECT' })
      .expect(409);

    expect(await webhookMessages(pending.partnerId)).toEqual([
      expect.objectContaining({ from: 'PENDING', to: 'ACTIVE' }),
      expect.objectContaining({ from: 'ACTIVE', to: 'PAUSED' }),
      expect.objectContaining({ from: 'PAUSED', to: 'ACTIVE' }),
      expect.objectContaining({ from: 'ACTIVE', to: 'COMPLETED' }),
    ]);
    const actions = await t.dataSource.query(
      `SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at`,
      [pending.id],
    );
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      'campaign.review',
      'campaign.pause',
      'campaign.resume',
      'campaign.complete',
    ]);
  });

  it('reject cancels; bad ids, actions and decisions are 400s, an unknown campaign a 404', async () => {
    const pending = await pendingCampaign();
    const { agent } = admin();
    const rejected = await agent
      .post(`/api/admin/campaigns/${pending.id}/review`)
      .send({ decision: 'REJECT' })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: 'CANCELLED', approvedAt: null });
    const action = await agent
      .post(`/api/admin/campaigns/${pending.id}/status`)
      .send({ action: 'archive' })
      .expect(400);
    expect(action.body.errors.action).toEqual(['Action must be one of pause, resume, complete']);
    const decision = await agent
      .post(`/api/admin/campaigns/${pending.id}/review`)
      .send({})
      .expect(400);
    expect(decision.body.errors.decision).toEqual(['Decision must be APPROVE or REJECT']);
    const id = await agent
      .post('/api/admin/campaigns/nope/status')
      .send({ action: 'pause' })
      .expect(400);
    expect(id.body.errors.id).toEqual(['Campaign id must be a uuid']);
    await agent
      .post('/api/admin/campaigns/2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11/status')
      .send({ action: 'pause' })
      .expect(404);
    // Nothing of the refused calls reached the log.
    const entries = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1`,
      [pending.id],
    );
    expect(entries).toEqual([{ n: 1 }]);
  });
});
