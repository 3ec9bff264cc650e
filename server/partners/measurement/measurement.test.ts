import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignOf, partnerAgent } from '../../testing/partners.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

async function keyFor(agent: Awaited<ReturnType<typeof partnerAgent>>['agent'], scopes: string[]) {
  const res = await agent
    .post('/api/partner/keys')
    .send({ name: 'Reports', scopes, expiresInDays: 30 })
    .expect(201);
  return { Authorization: `Bearer ${res.body.secret as string}` };
}

const send = (events: object[], userAgent = BROWSER, ip = '203.0.113.7') =>
  t
    .http()
    .post('/api/events')
    .set('User-Agent', userAgent)
    .set('X-Forwarded-For', ip)
    .send({ events });

describe('measured events and reports', () => {
  it('counts batches, uniques within 30 minutes, bots and prefetches never, and reports the same numbers as JSON and CSV', async () => {
    const a = await partnerAgent(t);
    const campaignId = await campaignOf(t, a.partnerId);
    const draft = await campaignOf(t, a.partnerId, { status: 'DRAFT' });
    const [episode] = await t.dataSource.query(`SELECT id FROM episodes LIMIT 1`);
    const unit = { campaignId, episodeId: episode.id, language: 'en' };
    const clickId = randomUUID();

    const first = await send([
      { ...unit, type: 'impression', placement: 'end-card' },
      { ...unit, type: 'viewable', placement: 'end-card' },
      { ...unit, type: 'impression', placement: 'cover' },
      { ...unit, type: 'impression', placement: 'end-card' },
      { ...unit, type: 'click', placement: 'end-card', clickId },
      { ...unit, campaignId: draft, type: 'impression', placement: 'cover' },
    ]).expect(200);
    expect(first.body).toEqual({ accepted: 5 });
    // The same visitor again: counted, not unique. Another visitor (in Arabic): unique.
    await send([{ ...unit, type: 'impression', placement: 'end-card' }]).expect(200);
    await send(
      [{ ...unit, language: 'ar', type: 'impression', placement: 'end-card' }],
      BROWSER,
      '198.51.100.9',
    ).expect(200);
    // Bots and prefetches: answered, never counted.
    const bot = await send(
      [{ ...unit, type: 'impression', placement: 'cover' }],
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    ).expect(200);
    expect(bot.body).toEqual({ accepted: 0 });
    await t
      .http()
      .post('/api/events')
      .set('User-Agent', BROWSER)
      .set('Sec-Purpose', 'prefetch')
      .send({ events: [{ ...unit, type: 'impression', placement: 'cover' }] })
      .expect(200, { accepted: 0 });
    await send([{ ...unit, type: 'impression', placement: 'poster' }]).expect(400);

    const stored = await t.dataSource.query(
      `SELECT ip_address, user_agent, visitor_hash FROM analytics_events WHERE campaign_id = $1`,
      [campaignId],
    );
    expect(stored).toHaveLength(7);
    for (const row of stored) {
      expect(row.ip_address).toBeNull();
      expect(row.user_agent).toBeNull();
      expect(row.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    }

    // A conversion for the click, once.
    const key = await keyFor(a.agent, ['reports:read', 'campaigns:write']);
    const converted = await t
      .http()
      .post('/api/partner/v1/conversions')
      .set(key)
      .send({ clickId })
      .expect(200);
    expect(converted.body).toEqual({ campaignId, clickId, counted: true });
    await t.http().post('/api/partner/v1/conversions').set(key).send({ clickId }).expect(200, {
      campaignId,
      clickId,
      counted: false,
    });
    await t
      .http()
      .post('/api/partner/v1/conversions')
      .set(key)
      .send({ clickId: randomUUID() })
      .expect(404);

    const report = await t
      .http()
      .get(`/api/partner/v1/campaigns/${campaignId}/report?from=${today()}&to=${today()}`)
      .set(key)
      .expect(200);
    const totals = {
      impressions: 5,
      uniqueImpressions: 3,
      viewableImpressions: 1,
      clicks: 1,
      ctr: 0.2,
      conversions: 1,
    };
    expect(report.body.totals).toEqual(totals);
    expect(report.body.rows).toEqual([{ day: today(), key: null, ...totals }]);
    expect(report.body.budget).toBe(1000);
    expect(report.body.spend).toBeGreaterThan(0);

    const byPlacement = await t
      .http()
      .get(
        `/api/partner/v1/campaigns/${campaignId}/report?from=${today()}&to=${today()}&by=total&breakdown=placement`,
      )
      .set(key)
      .expect(200);
    expect(
      byPlacement.body.rows.map((r: { key: string; impressions: number }) => [
        r.key,
        r.impressions,
      ]),
    ).toEqual([
      ['cover', 1],
      ['end-card', 4],
    ]);
    const byLanguage = await a.agent
      .get(`/api/partner/v1/campaigns/${campaignId}/report?by=total&breakdown=language`)
      .expect(200);
    expect(
      byLanguage.body.rows.map((r: { key: string; impressions: number }) => [r.key, r.impressions]),
    ).toEqual([
      ['ar', 1],
      ['en', 4],
    ]);

    const csv = await t
      .http()
      .get(`/api/partner/v1/campaigns/${campaignId}/report.csv?from=${today()}&to=${today()}`)
      .set(key)
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')).toEqual([
      'day,breakdown,impressions,unique_impressions,viewable_impressions,clicks,ctr,conversions',
      `${today()},,5,3,1,1,0.2,1`,
      'total,,5,3,1,1,0.2,1',
      `budget,1000,spend,${report.body.spend}`,
      '',
    ]);

    // Another partner's key: 404; a key without reports:read: 403; a bad range: 400.
    const b = await partnerAgent(t);
    const other = await keyFor(b.agent, ['reports:read']);
    await t.http().get(`/api/partner/v1/campaigns/${campaignId}/report`).set(other).expect(404);
    const noScope = await keyFor(a.agent, ['campaigns:read']);
    await t.http().get(`/api/partner/v1/campaigns/${campaignId}/report`).set(noScope).expect(403);
    await t
      .http()
      .get(`/api/partner/v1/campaigns/${campaignId}/report?from=2026-02-30`)
      .set(key)
      .expect(400);
    await t
      .http()
      .get(`/api/partner/v1/campaigns/${campaignId}/report?from=2026-03-02&to=2026-03-01`)
      .set(key)
      .expect(400);
  });
});
