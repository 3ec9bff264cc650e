import sharp from 'sharp';
import { guidedDocumentSchema } from '../../shared/content/guided.schemas.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent, signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { agentWithTier } from '../testing/tiers.js';
import { PAGE_BYTES, zipOf } from '../testing/zip.js';

const ADMIN = 'episode-desk@abtal.example';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>['agent'];

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  admin = (await adminAgent(t, ADMIN)).agent;
});
afterAll(async () => {
  await t.close();
});

const draft = {
  arc: 'Guardians of Dubai',
  number: 7,
  title: 'Guardians of Dubai: Episode 007',
  titleAr: 'حرّاس دبي: الحلقة 007',
  description: 'The tide carries a voice.',
  descriptionAr: 'يحمل المدّ صوتًا.',
  requiredTier: 'FREE',
  // Released to the paid tiers two days ago: FREE readers and visitors wait five more days.
  releaseAt: new Date(Date.now() - 2 * DAY).toISOString().replace('Z', '+00:00'),
};

const uploadPages = async (count: number) => {
  const res = await admin
    .post('/api/admin/uploads?name=ep.cbz')
    .set('Content-Type', 'application/zip')
    .send(
      zipOf(
        Array.from({ length: count }, (_, i) => ({ name: `p${i + 1}.png`, data: PAGE_BYTES.png })),
      ),
    )
    .expect(201);
  return (res.body.pages as { key: string }[]).map((page) => page.key);
};

const auditOf = (slug: string) =>
  t.dataSource.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at`, [
    slug,
  ]);

describe('the episode editor', () => {
  it('creates, fills, orders, publishes and unpublishes an episode, each step audited', async () => {
    const created = await admin.post('/api/admin/episodes').send(draft).expect(201);
    expect(created.body).toMatchObject({
      slug: 'guardians-of-dubai-007',
      published: false,
      pages: [],
      titleAr: draft.titleAr,
    });
    const slug = created.body.slug as string;
    await admin.post('/api/admin/episodes').send(draft).expect(409);
    await admin.post(`/api/admin/episodes/${slug}/publish`).expect(409);

    const [first, second, third] = await uploadPages(3);
    const paged = await admin
      .put(`/api/admin/episodes/${slug}/pages`)
      .send({
        pages: [
          { key: third, alt: 'The tide rises over the beach.' },
          { key: first, alt: '' },
          { key: second },
        ],
      })
      .expect(200);
    expect(paged.body.pages).toEqual([
      {
        number: 1,
        image: `/api/episodes/${slug}/pages/1`,
        alt: 'The tide rises over the beach.',
        altAr: '',
        key: third,
        panels: [],
      },
      {
        number: 2,
        image: `/api/episodes/${slug}/pages/2`,
        alt: '',
        altAr: '',
        key: first,
        panels: [],
      },
      {
        number: 3,
        image: `/api/episodes/${slug}/pages/3`,
        alt: '',
        altAr: '',
        key: second,
        panels: [],
      },
    ]);

    const cover = await admin
      .post('/api/admin/uploads?name=cover.png&kind=cover')
      .set('Content-Type', 'image/png')
      .send(PAGE_BYTES.png)
      .expect(201);
    await admin
      .patch(`/api/admin/episodes/${slug}`)
      .send({
        coverKey: cover.body.pages[0].key,
        title: 'Guardians of Dubai: Episode 007, The Tide',
      })
      .expect(200);

    await t.http().get(`/api/episodes/${slug}`).expect(404);
    await admin.post(`/api/admin/episodes/${slug}/publish`).expect(200);
    await admin.post(`/api/admin/episodes/${slug}/publish`).expect(409);
    expect((await auditOf(slug)).map((row: { action: string }) => row.action)).toEqual([
      'episode.create',
      'episode.pages',
      'episode.update',
      'episode.publish',
    ]);

    // The release rule, as for the seeded episodes: SILVER reads now, FREE and visitors wait.
    const visitor = await t.http().get(`/api/episodes/${slug}`).expect(403);
    expect(Date.parse(visitor.body.availableAt)).toBe(Date.parse(draft.releaseAt) + 7 * DAY);
    await t.http().get(`/api/episodes/${slug}/pages/1`).expect(403);
    const free = (await agentWithTier(t, 'FREE')).agent;
    await free.get(`/api/episodes/${slug}`).expect(403);
    const silver = (await agentWithTier(t, 'SILVER')).agent;
    const episode = await silver.get(`/api/episodes/${slug}`).expect(200);
    expect(episode.body).toMatchObject({
      title: 'Guardians of Dubai: Episode 007, The Tide',
      titleAr: draft.titleAr,
      pageCount: 3,
      coverImage: `/api/episodes/${slug}/cover`,
    });
    expect(episode.body.pages[0]).toEqual({
      number: 1,
      image: `/api/episodes/${slug}/pages/1`,
      text: 'The tide rises over the beach.',
    });
    const page = await silver
      .get(`/api/episodes/${slug}/pages/1`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(page.headers['content-type']).toBe('image/webp');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(await sharp(page.body as Buffer).metadata()).toMatchObject({
      width: 1600,
      height: 2400,
    });
    const coverRes = await t.http().get(`/api/episodes/${slug}/cover`).expect(200);
    expect(coverRes.headers['content-type']).toBe('image/webp');

    await admin.post(`/api/admin/episodes/${slug}/unpublish`).expect(200);
    await silver.get(`/api/episodes/${slug}`).expect(404);
    const list = await admin.get('/api/admin/episodes').expect(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ slug, published: false, pageCount: 3, editable: true }),
    );
  });

  it.each([
    [{ ...draft, number: 0 }, 'number', 'Number must be a whole number from 1 to 999'],
    [{ ...draft, titleAr: ' ' }, 'titleAr', 'Arabic title is required'],
    [
      { ...draft, requiredTier: 'GOLDEN' },
      'requiredTier',
      'Required tier must be one of FREE, SILVER, GOLD, PLATINUM',
    ],
    [
      { ...draft, releaseAt: 'next friday' },
      'releaseAt',
      'Release time must be an ISO date and time, e.g. 2026-12-01T18:00:00+04:00',
    ],
  ])('refuses a draft with a clear 400 (%#)', async (body, field, message) => {
    const res = await admin.post('/api/admin/episodes').send(body).expect(400);
    expect(res.body.errors[field]).toEqual([message]);
  });
});

describe('the episode editor’s page list', () => {
  it('refuses pages that are not uploaded files, twice listed, and generated episodes’ pages', async () => {
    const created = await admin
      .post('/api/admin/episodes')
      .send({ ...draft, number: 8 })
      .expect(201);
    const slug = created.body.slug as string;
    const missing = `uploads/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/001.webp`;
    const res = await admin
      .put(`/api/admin/episodes/${slug}/pages`)
      .send({ pages: [{ key: missing }] })
      .expect(400);
    expect(res.body.message).toBe('Page 1 is not an uploaded file (upload it again)');
    const bad = await admin
      .put(`/api/admin/episodes/${slug}/pages`)
      .send({ pages: [{ key: '../../etc/passwd' }] })
      .expect(400);
    expect(bad.body.message).toMatch(/uploaded file key/);
    const [key] = await uploadPages(1);
    const twice = await admin
      .put(`/api/admin/episodes/${slug}/pages`)
      .send({ pages: [{ key }, { key }] })
      .expect(400);
    expect(twice.body.message).toMatch(/listed twice/);
    await admin
      .put('/api/admin/episodes/dubai-guardians-002/pages')
      .send({ pages: [{ key }] })
      .expect(409);
    await admin
      .put('/api/admin/episodes/no-such-episode/pages')
      .send({ pages: [{ key }] })
      .expect(404);
  });
});

describe('the episode editor’s Arabic words', () => {
  it('keeps the arc’s Arabic name and each page’s alt text in both languages for the reader', async () => {
    const created = await admin
      .post('/api/admin/episodes')
      .send({ ...draft, number: 9, arcAr: 'حرّاس دبي' })
      .expect(201);
    const slug = created.body.slug as string;
    expect(created.body.arcAr).toBe('حرّاس دبي');
    const [first, second] = await uploadPages(2);
    const paged = await admin
      .put(`/api/admin/episodes/${slug}/pages`)
      .send({
        pages: [
          { key: first, alt: 'The tide rises.', altAr: 'يرتفع المدّ.' },
          { key: second, alt: '', altAr: 'الشاطئ خالٍ.' },
        ],
      })
      .expect(200);
    expect(paged.body.pages.map((p: { alt: string; altAr: string }) => [p.alt, p.altAr])).toEqual([
      ['The tide rises.', 'يرتفع المدّ.'],
      ['', 'الشاطئ خالٍ.'],
    ]);
    await admin.post(`/api/admin/episodes/${slug}/publish`).expect(200);
    const gold = (await agentWithTier(t, 'GOLD')).agent;
    const episode = await gold.get(`/api/episodes/${slug}`).expect(200);
    expect(episode.body.arcAr).toBe('حرّاس دبي');
    expect(episode.body.pages[0]).toMatchObject({ text: 'The tide rises.', textAr: 'يرتفع المدّ.' });
    expect(episode.body.pages[1]).toEqual({
      number: 2,
      image: `/api/episodes/${slug}/pages/2`,
      textAr: 'الشاطئ خالٍ.',
    });
    // A blank Arabic arc is no Arabic arc: the edition shows the arc as it is.
    const changed = await admin
      .patch(`/api/admin/episodes/${slug}`)
      .send({ arcAr: ' ' })
      .expect(200);
    expect(changed.body.arcAr).toBeNull();
  });

  it('refuses over-long Arabic words with a clear 400', async () => {
    const long = await admin
      .post('/api/admin/episodes')
      .send({ ...draft, number: 10, arcAr: 'م'.repeat(121) })
      .expect(400);
    expect(long.body.errors.arcAr).toEqual(['Arabic arc must be at most 120 characters']);
    const [key] = await uploadPages(1);
    const res = await admin
      .put(`/api/admin/episodes/guardians-of-dubai-009/pages`)
      .send({ pages: [{ key, altAr: 'ن'.repeat(2001) }] })
      .expect(400);
    expect(res.body.errors['pages.0.altAr']).toEqual([
      'Arabic alt text must be at most 2000 characters',
    ]);
  });
});

describe('the episode editor’s panel boxes', () => {
  const box = {
    x: 5,
    y: 10,
    w: 40,
    h: 30,
    description: 'Saqr lands on the tower.',
    descriptionAr: 'يهبط صقر على البرج.',
    lettering: 'Not tonight.',
    letteringAr: 'ليس الليلة.',
  };

  it('become the episode’s panel data for guided view, text layer and read-aloud', async () => {
    const created = await admin
      .post('/api/admin/episodes')
      .send({ ...draft, number: 11 })
      .expect(201);
    const slug = created.body.slug as string;
    const [first, second] = await uploadPages(2);
    const saved = await admin
      .put(`/api/admin/episodes/${slug}/pages`)
      .send({
        pages: [{ key: first, panels: [box, { ...box, x: 50, lettering: '' }] }, { key: second }],
      })
      .expect(200);
    expect(saved.body.pages[0].panels).toEqual([box, { ...box, x: 50, lettering: '' }]);
    await admin.post(`/api/admin/episodes/${slug}/publish`).expect(200);
    const gold = (await agentWithTier(t, 'GOLD')).agent;
    const res = await gold.get(`/api/episodes/${slug}/panels`).expect(200);
    expect(guidedDocumentSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.guided[0].children[0]).toMatchObject({
      imgref: `/api/episodes/${slug}/pages/1#xywh=percent:5,10,40,30`,
      text: 'Saqr lands on the tower.',
      children: [{ role: ['caption'], text: 'Not tonight.' }],
    });
    // Lettering only in Arabic is read rather than nothing.
    expect(res.body.guided[0].children[1].children).toEqual([
      { role: ['caption'], text: 'ليس الليلة.' },
    ]);
    expect(res.body.guided[1].children).toEqual([]);
    // In Arabic: the Arabic words, read from the right.
    expect((await gold.get(`/api/episodes/${slug}`).expect(200)).body.arabicPanels).toBe(true);
    const ar = await gold.get(`/api/episodes/${slug}/panels?language=ar`).expect(200);
    expect(guidedDocumentSchema.safeParse(ar.body).success).toBe(true);
    expect(ar.body).toMatchObject({ language: 'ar', readingOrder: 'rtl', title: draft.titleAr });
    expect(ar.body.guided[0].children[0]).toMatchObject({
      text: 'يهبط صقر على البرج.',
      children: [{ role: ['caption'], text: 'ليس الليلة.' }],
    });
    const bad = await gold.get(`/api/episodes/${slug}/panels?language=fr`).expect(400);
    expect(bad.body.errors.language).toEqual(['Language must be en or ar']);
    // The generated episodes' panel data exists in English only.
    await gold.get('/api/episodes/dubai-guardians-002/panels?language=ar').expect(404);
    await gold.get('/api/episodes/dubai-guardians-002/panels').expect(200);
    // The release rule holds for the panel data as for the pages.
    await t.http().get(`/api/episodes/${slug}/panels`).expect(403);
  });

  it.each([
    [
      { ...box, x: 70 },
      'pages.0.panels.0.w',
      'Panel 1 of page 1 leaves the page: x + width must be at most 100',
    ],
    [
      { ...box, y: 80 },
      'pages.0.panels.0.h',
      'Panel 1 of page 1 leaves the page: y + height must be at most 100',
    ],
    [
      { ...box, w: 0 },
      'pages.0.panels.0.w',
      'Panel width must be a number above 0 to 100 (percent of the page)',
    ],
    [
      { ...box, x: -1 },
      'pages.0.panels.0.x',
      'Panel x must be a number from 0 to 100 (percent of the page)',
    ],
    [
      { ...box, description: '' },
      'pages.0.panels.0.description',
      'English panel description is required',
    ],
    [
      { ...box, letteringAr: 'ن'.repeat(1001) },
      'pages.0.panels.0.letteringAr',
      'Arabic lettering must be at most 1000 characters',
    ],
  ])('refuses a bad panel box with a clear 400 (%#)', async (panel, field, message) => {
    const [key] = await uploadPages(1);
    const res = await admin
      .put('/api/admin/episodes/guardians-of-dubai-011/pages')
      .send({ pages: [{ key, panels: [panel] }] })
      .expect(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('shows the editor an uploaded page by its key, ADMIN accounts only', async () => {
    const [key] = await uploadPages(1);
    const res = await admin.get(`/api/admin/${key}`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    await t.http().get(`/api/admin/${key}`).expect(401);
    await (await signedInAgent(t)).agent.get(`/api/admin/${key}`).expect(403);
    const bad = await admin.get('/api/admin/uploads/not-an-id/001.webp').expect(400);
    expect(bad.body.errors.id).toEqual(['Id must be an upload’s id (a uuid)']);
    // The upload progress keeps its own address.
    const progress = await admin
      .get(`/api/admin/uploads/progress/${'1'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)
      .expect(404);
    expect(progress.body.message).toBe('No upload with this progress id');
    await admin
      .get(`/api/admin/uploads/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/001.webp`)
      .expect(404);
  });

  it('refuses more than 30 panels on a page', async () => {
    const [key] = await uploadPages(1);
    const res = await admin
      .put('/api/admin/episodes/guardians-of-dubai-011/pages')
      .send({ pages: [{ key, panels: Array.from({ length: 31 }, () => box) }] })
      .expect(400);
    expect(res.body.errors['pages.0.panels']).toEqual(['A page has at most 30 panels']);
  });
});
