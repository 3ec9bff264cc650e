import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../tests/server/support/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validHero = {
  name: 'Sahab',
  element: 'Air',
  origin: 'Born in a storm over the Hajar mountains, she speaks to the wind.',
};

/** Approves a submitted hero directly (the console's moderation has its own tests). */
const approve = (res: { body: { id: string } }) =>
  t.dataSource.query(`UPDATE heroes SET status = 'APPROVED' WHERE id = $1`, [res.body.id]);

describe('heroes', () => {
  it('creates a hero held for review and answers 201 with it', async () => {
    const res = await t.http().post('/api/heroes').send(validHero).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      ...validHero,
      status: 'PENDING',
      reason: null,
      createdAt: expect.any(String),
    });
    expect(new Date(res.body.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('accepts an element in any case and stores its canonical spelling', async () => {
    const res = await t
      .http()
      .post('/api/heroes')
      .send({ ...validHero, name: 'Zilal', element: 'shadow' })
      .expect(201);
    expect(res.body.element).toBe('Shadow');
  });

  it('lists approved heroes newest first', async () => {
    await approve(await t.http().post('/api/heroes').send(validHero).expect(201));
    await approve(
      await t
        .http()
        .post('/api/heroes')
        .send({ ...validHero, name: 'Newest' })
        .expect(201),
    );
    const res = await t.http().get('/api/heroes').expect(200);
    expect(res.body[0].name).toBe('Newest');
    expect(res.body.map((h: { name: string }) => h.name)).toContain('Sahab');
  });

  it('lists at most 50 heroes', async () => {
    await t.dataSource.query(
      `INSERT INTO heroes (name, element, origin, status, created_at)
       SELECT 'Old ' || n, 'Fire', 'An older hero from the archive', 'APPROVED',
              now() - n * interval '1 minute'
         FROM generate_series(1, 60) AS n`,
    );
    await approve(
      await t
        .http()
        .post('/api/heroes')
        .send({ ...validHero, name: 'Latest' })
        .expect(201),
    );
    const res = await t.http().get('/api/heroes').expect(200);
    expect(res.body).toHaveLength(50);
    expect(res.body[0].name).toBe('Latest');
  });

  it.each([
    [{ ...validHero, name: 'S' }, 'name', 'Hero name must be at least 2 characters'],
    [{ ...validHero, name: undefined }, 'name', 'Hero name must be at least 2 characters'],
    [{ ...validHero, element: '' }, 'element', 'Please select an element'],
    [{ ...validHero, element: 'Lava' }, 'element', 'Please select an element'],
    [
      { ...validHero, origin: 'Too short' },
      'origin',
      'Origin story must be at least 10 characters',
    ],
  ])('rejects %j with the message for %s and writes nothing', async (body, field, message) => {
    const before = await countRows(t, 'heroes');
    const res = await t.http().post('/api/heroes').send(body).expect(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await countRows(t, 'heroes')).toBe(before);
  });
});

describe('votes', () => {
  const poll = 'guardian-comic-poll';

  it('tallies every option with zeros before anyone votes', async () => {
    const res = await t.http().get(`/api/votes/${poll}`).expect(200);
    expect(res.body).toEqual([
      { option: 'jalal', count: 0 },
      { option: 'nazra', count: 0 },
      { option: 'falqan', count: 0 },
      { option: 'fahd', count: 0 },
    ]);
  });

  it('records votes and counts them per option (each visitor without a cookie is a new voter)', async () => {
    for (const option of ['jalal', 'nazra', 'jalal', 'fahd', 'jalal']) {
      const res = await t.http().post('/api/votes').send({ pollId: poll, option }).expect(201);
      expect(res.body).toEqual({ pollId: poll, option });
    }
    const res = await t.http().get(`/api/votes/${poll}`).expect(200);
    expect(res.body).toEqual([
      { option: 'jalal', count: 3 },
      { option: 'nazra', count: 1 },
      { option: 'falqan', count: 0 },
      { option: 'fahd', count: 1 },
    ]);
  });

  it('rejects a vote without a poll id or an option with the specification messages', async () => {
    const before = await countRows(t, 'votes');
    const empty = await t.http().post('/api/votes').send({}).expect(400);
    expect(empty.body.errors).toEqual({
      pollId: ['Poll ID is required'],
      option: ['Please select an option'],
    });
    const blank = await t.http().post('/api/votes').send({ pollId: poll, option: '' }).expect(400);
    expect(blank.body.errors.option).toEqual(['Please select an option']);
    expect(await countRows(t, 'votes')).toBe(before);
  });

  it('rejects an option that is not in the poll with 400 and writes nothing', async () => {
    const before = await countRows(t, 'votes');
    const res = await t
      .http()
      .post('/api/votes')
      .send({ pollId: poll, option: 'asad' })
      .expect(400);
    expect(res.body.errors).toEqual({ option: ['Please select an option'] });
    expect(await countRows(t, 'votes')).toBe(before);
  });

  it('answers 404 "Poll not found" for an unknown poll', async () => {
    const before = await countRows(t, 'votes');
    const post = await t
      .http()
      .post('/api/votes')
      .send({ pollId: 'other-poll', option: 'jalal' })
      .expect(404);
    expect(post.body.message).toBe('Poll not found');
    const get = await t.http().get('/api/votes/other-poll').expect(404);
    expect(get.body.message).toBe('Poll not found');
    expect(await countRows(t, 'votes')).toBe(before);
  });
});
