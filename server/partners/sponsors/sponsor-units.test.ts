import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignOf, partnerAgent } from '../../testing/partners.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function episode(): Promise<{ id: string; slug: string }> {
  const slug = `sponsored-${randomUUID().slice(0, 8)}`;
  const [row] = (await t.dataSource.query(
    `INSERT INTO episodes (slug, title, pages, required_tier, release_at, featured, published)
     VALUES ($1, 'Sponsored', '[]'::jsonb, 'FREE', now(), false, true) RETURNING id`,
    [slug],
  )) as { id: string }[];
  return { id: row.id, slug };
}

const link = (campaignId: string, episodeId: string) =>
  t.dataSource.query(`INSERT INTO campaign_episodes (campaign_id, episode_id) VALUES ($1, $2)`, [
    campaignId,
    episodeId,
  ]);

describe('sponsor units', () => {
  it("shows a running campaign's brand and call to action on its episodes, nothing otherwise", async () => {
    const brand = await partnerAgent(t);
    await t.dataSource.query(`UPDATE partners SET website = $2 WHERE id = $1`, [
      brand.partnerId,
      'https://brand.example/',
    ]);
    const sponsored = await episode();
    const plain = await episode();
    const campaignId = await campaignOf(t, brand.partnerId);
    await link(campaignId, sponsored.id);

    const answer = await t.http().get(`/api/sponsor-units/episodes/${sponsored.slug}`).expect(200);
    expect(answer.body).toEqual({
      unit: {
        campaignId,
        brand: brand.name,
        ctaUrl: 'https://brand.example/',
        episodeId: sponsored.id,
      },
    });
    await t.http().get(`/api/sponsor-units/episodes/${plain.slug}`).expect(200, { unit: null });
    await t.http().get('/api/sponsor-units/episodes/no-such-episode').expect(200, { unit: null });

    // A campaign asset named "Call to action" is the link; without any, the unit has none.
    await t.dataSource.query(`UPDATE campaigns SET assets = $2::jsonb WHERE id = $1`, [
      campaignId,
      JSON.stringify([{ name: 'Call to action', url: 'https://brand.example/offer' }]),
    ]);
    const withAsset = await t.http().get(`/api/sponsor-units/episodes/${sponsored.slug}`);
    expect(withAsset.body.unit.ctaUrl).toBe('https://brand.example/offer');
    await t.dataSource.query(`UPDATE campaigns SET assets = NULL WHERE id = $1`, [campaignId]);
    await t.dataSource.query(`UPDATE partners SET website = NULL WHERE id = $1`, [brand.partnerId]);
    const bare = await t.http().get(`/api/sponsor-units/episodes/${sponsored.slug}`);
    expect(bare.body.unit.ctaUrl).toBeNull();
  });

  it('leaves out campaigns that are not approved or outside their dates', async () => {
    const brand = await partnerAgent(t);
    const ep = await episode();
    for (const status of ['DRAFT', 'PENDING', 'CANCELLED', 'COMPLETED']) {
      await link(await campaignOf(t, brand.partnerId, { status }), ep.id);
    }
    const ended = await campaignOf(t, brand.partnerId);
    await t.dataSource.query(
      `UPDATE campaigns SET start_at = now() - interval '30 days', end_at = now() - interval '1 day'
        WHERE id = $1`,
      [ended],
    );
    const future = await campaignOf(t, brand.partnerId, { status: 'APPROVED' });
    await t.dataSource.query(
      `UPDATE campaigns SET start_at = now() + interval '1 day', end_at = now() + interval '9 days'
        WHERE id = $1`,
      [future],
    );
    await link(ended, ep.id);
    await link(future, ep.id);
    await t.http().get(`/api/sponsor-units/episodes/${ep.slug}`).expect(200, { unit: null });

    const approved = await campaignOf(t, brand.partnerId, { status: 'APPROVED' });
    await link(approved, ep.id);
    const shown = await t.http().get(`/api/sponsor-units/episodes/${ep.slug}`).expect(200);
    expect(shown.body.unit.campaignId).toBe(approved);
  });

  it("shows a running station campaign on the kiosks' attract screen", async () => {
    await t.dataSource.query(`UPDATE campaigns SET type = NULL WHERE type = 'STATION_WRAP'`);
    await t.http().get('/api/sponsor-units/kiosk').expect(200, { unit: null });
    const brand = await partnerAgent(t);
    const train = await campaignOf(t, brand.partnerId);
    await t.dataSource.query(`UPDATE campaigns SET type = 'TRAIN_CAR' WHERE id = $1`, [train]);
    await t.http().get('/api/sponsor-units/kiosk').expect(200, { unit: null });
    const station = await campaignOf(t, brand.partnerId);
    await t.dataSource.query(`UPDATE campaigns SET type = 'STATION_WRAP' WHERE id = $1`, [station]);
    const answer = await t.http().get('/api/sponsor-units/kiosk').expect(200);
    expect(answer.body.unit).toMatchObject({ campaignId: station, brand: brand.name });
    expect(answer.body.unit.episodeId).toBeNull();
  });
});
