import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTotalPages } from '../../shared/content/comic-pages.js';
import { BOOKMARK_NOTE_MAX } from '../../shared/bookmarks.js';
import { signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const COMIC = 'origins-1';
const EPISODE = 'dubai-guardians-002';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsOf = async (userId: string): Promise<number> => {
  const rows: { count: string }[] = await t.dataSource.query(
    'SELECT count(*) AS count FROM bookmarks WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0].count);
};

describe('bookmarks', () => {
  it('a member bookmarks pages with a note, changes the note, lists and removes them', async () => {
    const { agent } = await signedInAgent(t);
    const created = await agent
      .put(`/api/bookmarks/${COMIC}/3`)
      .send({ note: '  The first flight  ' })
      .expect(200);
    expect(created.body).toMatchObject({ comicId: COMIC, page: 3, note: 'The first flight' });
    await agent.put(`/api/bookmarks/${COMIC}/1`).send({}).expect(200);
    const changed = await agent.put(`/api/bookmarks/${COMIC}/3`).send({ note: 'Fahd' }).expect(200);
    expect(changed.body.createdAt).toBe(created.body.createdAt);

    const list = await agent.get(`/api/bookmarks/${COMIC}`).expect(200);
    expect(list.body.map((b: { page: number; note: string | null }) => [b.page, b.note])).toEqual([
      [1, null],
      [3, 'Fahd'],
    ]);

    await agent
      .delete(`/api/bookmarks/${COMIC}/1`)
      .expect(200, { comicId: COMIC, page: 1, removed: true });
    await agent.delete(`/api/bookmarks/${COMIC}/1`).expect(404);
    const after = await agent.get(`/api/bookmarks/${COMIC}`).expect(200);
    expect(after.body.map((b: { page: number }) => b.page)).toEqual([3]);
  });

  it('bookmarks a server episode page by its slug', async () => {
    const { agent } = await signedInAgent(t);
    await agent.put(`/api/bookmarks/${EPISODE}/2`).send({ note: 'Metro' }).expect(200);
    const list = await agent.get(`/api/bookmarks/${EPISODE}`).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ comicId: EPISODE, page: 2, note: 'Metro' }),
    ]);
  });

  it('are private: another member sees none, cannot remove them and keeps their own apart', async () => {
    const owner = await signedInAgent(t);
    const other = await signedInAgent(t);
    await owner.agent.put(`/api/bookmarks/${COMIC}/2`).send({ note: 'mine' }).expect(200);

    expect((await other.agent.get(`/api/bookmarks/${COMIC}`).expect(200)).body).toEqual([]);
    await other.agent.delete(`/api/bookmarks/${COMIC}/2`).expect(404);
    await other.agent.put(`/api/bookmarks/${COMIC}/2`).send({ note: 'theirs' }).expect(200);

    const mine = await owner.agent.get(`/api/bookmarks/${COMIC}`).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ page: 2, note: 'mine' })]);
    const theirs = await other.agent.get(`/api/bookmarks/${COMIC}`).expect(200);
    expect(theirs.body).toEqual([expect.objectContaining({ page: 2, note: 'theirs' })]);
  });

  it('are refused to a visitor (401)', async () => {
    await t.http().get(`/api/bookmarks/${COMIC}`).expect(401);
    await t.http().put(`/api/bookmarks/${COMIC}/1`).send({}).expect(401);
    await t.http().delete(`/api/bookmarks/${COMIC}/1`).expect(401);
  });

  it('refuse bad input with a 400 naming the field, and write nothing', async () => {
    const { agent, userId } = await signedInAgent(t);
    const last = getTotalPages(COMIC);
    const cases: [string, unknown, string, RegExp][] = [
      [`${COMIC}/0`, {}, 'page', /at least 1/],
      [`${COMIC}/two`, {}, 'page', /must be a number/],
      [`${COMIC}/1.5`, {}, 'page', /whole number/],
      [`${COMIC}/${last + 1}`, {}, 'page', new RegExp(`at most ${last}`)],
      [`${COMIC}/1`, { note: 'x'.repeat(BOOKMARK_NOTE_MAX + 1) }, 'note', /at most 200/],
      [`${COMIC}/1`, { note: 7 }, 'note', /must be text/],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await agent
        .put(`/api/bookmarks/${path}`)
        .send(body as object)
        .expect(400);
      expect(res.body.errors[field].join(' '), path).toMatch(message);
    }
    expect(await rowsOf(userId)).toBe(0);
  });

  it('answer 404 for a comic that does not exist', async () => {
    const { agent } = await signedInAgent(t);
    await agent.get('/api/bookmarks/no-such-comic').expect(404);
    await agent.put('/api/bookmarks/no-such-comic/1').send({}).expect(404);
  });

  it('go with the account when it is deleted', async () => {
    const { agent, userId } = await signedInAgent(t);
    await agent.put(`/api/bookmarks/${COMIC}/1`).send({}).expect(200);
    expect(await rowsOf(userId)).toBe(1);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [userId]);
    expect(await rowsOf(userId)).toBe(0);
  });
});
