import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMIC_IDS } from '../../shared/content/comics.js';
import { getTotalPages } from '../../shared/content/comic-pages.js';
import { countRows, signedInAgent } from '../../tests/server/support/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('comic read counts', () => {
  it('answers 0 for a comic that has never been read', async () => {
    const res = await t.http().get('/api/comic-reads/nazra-origins').expect(200);
    expect(res.body).toEqual({ comicId: 'nazra-origins', count: 0 });
  });

  it('counts each read and returns the new count with 200', async () => {
    const first = await t.http().post('/api/comic-reads/jalal-origins').expect(200);
    expect(first.body).toEqual({ comicId: 'jalal-origins', count: 1 });
    const second = await t.http().post('/api/comic-reads/jalal-origins').expect(200);
    expect(second.body).toEqual({ comicId: 'jalal-origins', count: 2 });
    const read = await t.http().get('/api/comic-reads/jalal-origins').expect(200);
    expect(read.body.count).toBe(2);
  });

  it('counts the Guardians of Dubai episode in the one read counter', async () => {
    await t.http().post('/api/comic-reads/dubai-guardians').expect(200);
    const read = await t.http().get('/api/comic-reads/dubai-guardians').expect(200);
    expect(read.body.count).toBe(1);
    const episode = await t.http().get('/api/episodes/dubai-guardians').expect(200);
    expect(episode.body).not.toHaveProperty('readCount');
  });

  it('answers 404 "Comic not found" for an unknown comic and stores nothing', async () => {
    const before = await countRows(t, 'comic_reads');
    const post = await t.http().post('/api/comic-reads/no-such-comic').expect(404);
    expect(post.body.message).toBe('Comic not found');
    const get = await t.http().get('/api/comic-reads/no-such-comic').expect(404);
    expect(get.body.message).toBe('Comic not found');
    expect(await countRows(t, 'comic_reads')).toBe(before);
  });
});

describe('episodes', () => {
  it('lists the published episodes without pages, the featured Guardians of Dubai first', async () => {
    const res = await t.http().get('/api/episodes').expect(200);
    const slugs = res.body.map((e: { slug: string }) => e.slug);
    expect(slugs[0]).toBe('dubai-guardians');
    expect(new Set(slugs)).toEqual(
      new Set([
        'dubai-guardians',
        'origins-1',
        'guardians-2',
        'jalal-origins',
        'nazra-origins',
        'unity-crossover',
        // the episodes that live only on the server (see episodes.test.ts)
        'dubai-guardians-002',
        'dubai-guardians-003',
      ]),
    );
    expect(slugs).not.toContain('mars-chronicles-3');
    for (const episode of res.body) expect(episode).not.toHaveProperty('pages');
    expect(res.body[0]).toMatchObject({
      title: 'Guardians of Dubai: Episode 001',
      coverImage: '/art/covers/dubai-guardians.svg',
      requiredTier: 'FREE',
      featured: true,
      pageCount: 7,
    });
  });

  it('gives one episode with its numbered pages', async () => {
    const res = await t.http().get('/api/episodes/origins-1').expect(200);
    expect(res.body.slug).toBe('origins-1');
    expect(res.body.pages).toHaveLength(6);
    expect(res.body.pages[0]).toEqual({ number: 1, image: '/art/comics/origins-1/page-1.svg' });
    expect(res.body.pages[5]).toEqual({ number: 6, image: '/art/comics/origins-1/page-6.svg' });
  });

  it('seeds the same page counts as the bundled comic content', async () => {
    const rows: { slug: string; pages: number }[] = await t.dataSource.query(
      `SELECT slug, jsonb_array_length(pages) AS pages FROM episodes WHERE slug = ANY($1)`,
      [COMIC_IDS],
    );
    expect(rows).toHaveLength(COMIC_IDS.length);
    for (const row of rows) expect(row.pages).toBe(getTotalPages(row.slug));
  });

  it('answers 404 "Episode not found" for an unknown or unpublished episode', async () => {
    const unknown = await t.http().get('/api/episodes/no-such-episode').expect(404);
    expect(unknown.body.message).toBe('Episode not found');
    await t.http().get('/api/episodes/mars-chronicles-3').expect(404);
  });
});

describe('reading progress', () => {
  it('requires a session for both reading and saving', async () => {
    const list = await t.http().get('/api/progress').expect(401);
    expect(list.body.statusCode).toBe(401);
    await t
      .http()
      .put('/api/progress/origins-1')
      .send({ currentPage: 2, totalPages: 6 })
      .expect(401);
  });

  it('saves, moves and completes the bookmark of one episode', async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.get('/api/progress').expect(200)).body).toEqual([]);

    const first = await agent
      .put('/api/progress/origins-1')
      .send({ currentPage: 2, totalPages: 6 })
      .expect(200);
    expect(first.body).toEqual({
      slug: 'origins-1',
      currentPage: 2,
      totalPages: 6,
      completed: false,
      lastReadAt: expect.any(String),
    });

    const last = await agent
      .put('/api/progress/origins-1')
      .send({ currentPage: 6, totalPages: 6 })
      .expect(200);
    expect(last.body).toMatchObject({ currentPage: 6, completed: true });

    // Going back to re-read a page keeps the episode finished.
    const back = await agent
      .put('/api/progress/origins-1')
      .send({ currentPage: 3, totalPages: 6 })
      .expect(200);
    expect(back.body).toMatchObject({ currentPage: 3, completed: true });

    await agent
      .put('/api/progress/nazra-origins')
      .send({ currentPage: 1, totalPages: 3 })
      .expect(200);
    const list = await agent.get('/api/progress').expect(200);
    expect(list.body.map((p: { slug: string }) => p.slug)).toEqual(['nazra-origins', 'origins-1']);
    expect(list.body[1]).toMatchObject({ currentPage: 3, totalPages: 6, completed: true });
  });

  it('keeps each reader to their own bookmarks', async () => {
    const a = await signedInAgent(t);
    const b = await signedInAgent(t);
    await a.agent
      .put('/api/progress/guardians-2')
      .send({ currentPage: 2, totalPages: 4 })
      .expect(200);
    expect((await b.agent.get('/api/progress').expect(200)).body).toEqual([]);
  });

  it("clamps the page into the episode's own page count", async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent
      .put('/api/progress/nazra-origins')
      .send({ currentPage: 9, totalPages: 9 })
      .expect(200);
    expect(res.body).toMatchObject({ currentPage: 3, totalPages: 3, completed: true });
  });

  it('rejects invalid page numbers with messages per field and writes nothing', async () => {
    const { agent } = await signedInAgent(t);
    const before = await countRows(t, 'reading_progress');
    const zero = await agent
      .put('/api/progress/origins-1')
      .send({ currentPage: 0, totalPages: 6 })
      .expect(400);
    expect(zero.body.errors.currentPage).toEqual(['Current page must be at least 1']);
    const past = await agent
      .put('/api/progress/origins-1')
      .send({ currentPage: 7, totalPages: 6 })
      .expect(400);
    expect(past.body.errors.currentPage).toEqual(['Current page cannot be after the last page']);
    const text = await agent
      .put('/api/progress/origins-1')
      .send({ currentPage: '2', totalPages: 1.5 })
      .expect(400);
    expect(text.body.errors.currentPage).toEqual(['Current page must be a number']);
    expect(text.body.errors.totalPages).toEqual(['Total pages must be a whole number']);
    expect(await countRows(t, 'reading_progress')).toBe(before);
  });

  it('answers 404 for progress on an unknown episode', async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent
      .put('/api/progress/no-such-episode')
      .send({ currentPage: 1, totalPages: 2 })
      .expect(404);
    expect(res.body.message).toBe('Episode not found');
  });
});
