import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent, signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { agentWithTier } from '../testing/tiers.js';
import { PAGE_BYTES, zipOf } from '../testing/zip.js';

const ADMIN = 'preview-desk@abtal.example';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>['agent'];
let adminId: string;
let slug: string;
// Released to the paid tiers two days ago: FREE readers and visitors wait five more days.
const releaseAt = new Date(Date.now() - 2 * DAY).toISOString().replace('Z', '+00:00');

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  ({ agent: admin, userId: adminId } = await adminAgent(t, ADMIN));
  const created = await admin
    .post('/api/admin/episodes')
    .send({
      arc: 'Preview Tides',
      number: 3,
      title: 'Preview Tides: Episode 003',
      titleAr: 'مد المعاينة: الحلقة 003',
      description: 'A draft for the preview.',
      descriptionAr: 'مسودة للمعاينة.',
      requiredTier: 'SILVER',
      releaseAt,
    })
    .expect(201);
  slug = created.body.slug as string;
  const upload = await admin
    .post('/api/admin/uploads?name=ep.cbz')
    .set('Content-Type', 'application/zip')
    .send(zipOf([1, 2].map((n) => ({ name: `p${n}.png`, data: PAGE_BYTES.png }))))
    .expect(201);
  const keys = (upload.body.pages as { key: string }[]).map((page) => page.key);
  await admin
    .put(`/api/admin/episodes/${slug}/pages`)
    .send({ pages: keys.map((key, i) => ({ key, alt: `Page ${i + 1} of the draft.` })) })
    .expect(200);
});
afterAll(async () => {
  await t.close();
});

const previewOf = (as: string) => `/api/admin/episodes/${slug}/preview?as=${as}`;

describe('the episode preview', () => {
  it('shows an unpublished episode as each audience sees it now, by the release rule', async () => {
    const visitor = await admin.get(previewOf('VISITOR')).expect(200);
    expect(visitor.body).toMatchObject({ as: 'VISITOR', published: false, episode: null });
    // SILVER is required: a visitor or FREE reader never reads it at their tier.
    expect(visitor.body.locked).toMatchObject({ availableAt: null, requiredTier: 'SILVER' });
    const free = await admin.get(previewOf('FREE')).expect(200);
    expect(free.body.locked).toMatchObject({ availableAt: null, requiredTier: 'SILVER' });
    expect(free.body.summary).toMatchObject({
      available: false,
      titleAr: 'مد المعاينة: الحلقة 003',
    });

    const gold = await admin.get(previewOf('GOLD')).expect(200);
    expect(gold.body.locked).toBeNull();
    expect(gold.body.summary).toMatchObject({ available: true, pageCount: 2 });
    expect(gold.body.episode.pages).toEqual([
      {
        number: 1,
        image: `/api/admin/episodes/${slug}/preview/pages/1?as=GOLD`,
        text: 'Page 1 of the draft.',
      },
      {
        number: 2,
        image: `/api/admin/episodes/${slug}/preview/pages/2?as=GOLD`,
        text: 'Page 2 of the draft.',
      },
    ]);
    const page = await admin.get(`/api/admin/episodes/${slug}/preview/pages/2?as=GOLD`).expect(200);
    expect(page.headers['content-type']).toBe('image/webp');
    expect(page.headers['cache-control']).toBe('private, no-store');
    await admin.get(`/api/admin/episodes/${slug}/preview/pages/1?as=FREE`).expect(403);
    await admin.get(`/api/admin/episodes/${slug}/preview/pages/3?as=GOLD`).expect(404);
    // No panel data yet for this uploaded episode.
    expect(gold.body.panels).toBeNull();
    expect(gold.body.panelsAr).toBeNull();

    // The fans never see it while it is unpublished, whatever their tier.
    const fan = (await agentWithTier(t, 'PLATINUM')).agent;
    await fan.get(`/api/episodes/${slug}`).expect(404);
    await fan.get(`/api/episodes/${slug}/pages/1`).expect(404);
    await t.http().get(`/api/episodes/${slug}`).expect(404);
  });

  it('shows the early-access gate to FREE while SILVER reads a FREE episode', async () => {
    await admin.patch(`/api/admin/episodes/${slug}`).send({ requiredTier: 'FREE' }).expect(200);
    const free = await admin.get(previewOf('FREE')).expect(200);
    expect(Date.parse(free.body.locked.availableAt)).toBe(Date.parse(releaseAt) + 7 * DAY);
    const silver = await admin.get(previewOf('SILVER')).expect(200);
    expect(silver.body.episode.pages).toHaveLength(2);
    await admin.patch(`/api/admin/episodes/${slug}`).send({ requiredTier: 'SILVER' }).expect(200);
  });

  it('gives the seeded episodes’ panel data to an audience that reads them', async () => {
    const preview = await admin.get('/api/admin/episodes/dubai-guardians-002/preview?as=PLATINUM');
    expect(preview.status).toBe(200);
    expect(preview.body.panels).toBe(
      '/api/admin/episodes/dubai-guardians-002/preview/panels?as=PLATINUM',
    );
    const panels = await admin.get(preview.body.panels).expect(200);
    expect(panels.body.guided.length).toBeGreaterThan(0);
  });

  it('records nothing of the staff member’s reading', async () => {
    await admin.get(previewOf('GOLD')).expect(200);
    await admin.get(`/api/admin/episodes/${slug}/preview/pages/1?as=GOLD`).expect(200);
    const [progress] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM reading_progress WHERE user_id = $1`,
      [adminId],
    );
    expect(progress.n).toBe(0);
  });

  it('refuses visitors (401), USER and PARTNER accounts (403), and an unknown audience (400)', async () => {
    await t.http().get(previewOf('GOLD')).expect(401);
    await t.http().get(`/api/admin/episodes/${slug}/preview/pages/1?as=GOLD`).expect(401);
    const user = await signedInAgent(t);
    await user.agent.get(previewOf('GOLD')).expect(403);
    const partner = await signedInAgent(t);
    await t.dataSource.query(`UPDATE users SET role = 'PARTNER' WHERE id = $1`, [partner.userId]);
    await partner.agent.get(previewOf('GOLD')).expect(403);
    await partner.agent.get(`/api/admin/episodes/${slug}/preview/pages/1?as=GOLD`).expect(403);

    for (const as of ['DIAMOND', 'gold', '']) {
      const res = await admin.get(previewOf(as)).expect(400);
      expect(res.body.errors.as).toEqual([
        'Preview audience must be one of VISITOR, FREE, SILVER, GOLD, PLATINUM',
      ]);
    }
    await admin.get(`/api/admin/episodes/${slug}/preview`).expect(400);
    await admin.get('/api/admin/episodes/no-such-episode/preview?as=GOLD').expect(404);
  });
});
