import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDIAN_POLL_ID } from '../../shared/constants.js';
import { confirmAddress, signedInAgent, signedInAs } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = 'moderation-desk@abtal.example';
const ADMIN_PASSWORD = 'falcon-of-the-community';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  await t.http().post('/api/auth/register').send({ email: ADMIN, password: ADMIN_PASSWORD });
  await confirmAddress(t, ADMIN);
});
afterAll(async () => {
  await t.close();
});

const adminAgent = () => signedInAs(t, ADMIN, ADMIN_PASSWORD);

let serial = 0;
const hero = (extra: Record<string, string> = {}) => ({
  name: `Sahab ${(serial += 1)}`,
  element: 'Air',
  origin: 'Born in a storm over the Hajar mountains, she speaks to the wind.',
  ...extra,
});

const publicNames = async () =>
  ((await t.http().get('/api/heroes').expect(200)).body as { name: string }[]).map((h) => h.name);

const auditRows = async (targetId: string) =>
  (await t.dataSource.query(
    `SELECT action, actor_email, before, after FROM audit_log WHERE target_id = $1 ORDER BY created_at`,
    [targetId],
  )) as { action: string; actor_email: string; before: unknown; after: unknown }[];

describe('fan heroes are held until staff approve them', () => {
  it('a submission is PENDING, not public, in the queue and in its owner’s list', async () => {
    const { agent: owner } = await signedInAgent(t);
    const body = hero();
    const created = await owner.post('/api/heroes').send(body).expect(201);
    expect(created.body).toMatchObject({ status: 'PENDING', reason: null });
    expect(await publicNames()).not.toContain(body.name);

    const mine = await owner.get('/api/heroes/mine').expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ name: body.name, status: 'PENDING' })]);
    await t.http().get('/api/heroes/mine').expect(401);

    const admin = await adminAgent();
    const queue = await admin.get('/api/admin/heroes').expect(200);
    expect(queue.body).toContainEqual(
      expect.objectContaining({ id: created.body.id, flagged: false, reports: 0 }),
    );
  });

  it('approve makes it public; the decision is in the audit log with before and after', async () => {
    const admin = await adminAgent();
    const body = hero();
    const { id } = (await t.http().post('/api/heroes').send(body).expect(201)).body;
    const approved = await admin
      .post(`/api/admin/heroes/${id}/moderation`)
      .send({ action: 'approve' })
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', submitterEmail: null });
    expect(await publicNames()).toContain(body.name);
    expect(await auditRows(id)).toEqual([
      {
        action: 'hero.approve',
        actor_email: ADMIN,
        before: { name: body.name, status: 'PENDING', reason: null },
        after: { name: body.name, status: 'APPROVED', reason: null },
      },
    ]);
  });

  it('reject needs a reason, which the submitter then sees', async () => {
    const admin = await adminAgent();
    const { agent: owner } = await signedInAgent(t);
    const { id } = (await owner.post('/api/heroes').send(hero()).expect(201)).body;
    const missing = await admin
      .post(`/api/admin/heroes/${id}/moderation`)
      .send({ action: 'reject', reason: '   ' })
      .expect(400);
    expect(missing.body.errors).toEqual({
      reason: ['A reason is required to reject or hide a hero'],
    });
    expect(await auditRows(id)).toEqual([]);

    await admin
      .post(`/api/admin/heroes/${id}/moderation`)
      .send({ action: 'reject', reason: 'Too close to a guardian of the canon.' })
      .expect(200);
    const mine = await owner.get('/api/heroes/mine').expect(200);
    expect(mine.body[0]).toMatchObject({
      status: 'REJECTED',
      reason: 'Too close to a guardian of the canon.',
    });
  });

  it('hide takes an approved hero off the list with a reason; restore brings it back', async () => {
    const admin = await adminAgent();
    const body = hero();
    const { id } = (await t.http().post('/api/heroes').send(body).expect(201)).body;
    const decide = (action: string, reason?: string) =>
      admin.post(`/api/admin/heroes/${id}/moderation`).send({ action, reason });
    await decide('approve').expect(200);
    await decide('hide', 'Reported as a copy of another fan’s hero.').expect(200);
    expect(await publicNames()).not.toContain(body.name);
    const hidden = await admin.get('/api/admin/heroes?status=HIDDEN').expect(200);
    expect(hidden.body).toContainEqual(
      expect.objectContaining({ id, reason: 'Reported as a copy of another fan’s hero.' }),
    );
    await decide('restore').expect(200);
    expect(await publicNames()).toContain(body.name);
    expect((await auditRows(id)).map((row) => row.action)).toEqual([
      'hero.approve',
      'hero.hide',
      'hero.restore',
    ]);
  });

  it('a decision the state does not allow is a 409 and logs nothing', async () => {
    const admin = await adminAgent();
    const { id } = (await t.http().post('/api/heroes').send(hero()).expect(201)).body;
    const res = await admin
      .post(`/api/admin/heroes/${id}/moderation`)
      .send({ action: 'hide', reason: 'Not public yet' })
      .expect(409);
    expect(res.body.message).toBe('A PENDING hero cannot be given "hide" (only APPROVED)');
    expect(await auditRows(id)).toEqual([]);
  });

  it('bad ids, actions and statuses are 400s; an unknown hero is a 404', async () => {
    const admin = await adminAgent();
    const badId = await admin
      .post('/api/admin/heroes/not-a-uuid/moderation')
      .send({ action: 'approve' })
      .expect(400);
    expect(badId.body.errors.id).toEqual(['Hero id must be a uuid']);
    const badAction = await admin
      .post('/api/admin/heroes/00000000-0000-4000-8000-000000000000/moderation')
      .send({ action: 'explode' })
      .expect(400);
    expect(badAction.body.errors.action).toEqual([
      'Action must be one of approve, reject, hide, restore',
    ]);
    const badStatus = await admin.get('/api/admin/heroes?status=LOST').expect(400);
    expect(badStatus.body.errors.status).toEqual([
      'Status must be one of PENDING, APPROVED, REJECTED, HIDDEN',
    ]);
    await admin
      .post('/api/admin/heroes/00000000-0000-4000-8000-000000000000/moderation')
      .send({ action: 'approve' })
      .expect(404);
    await admin.delete('/api/admin/heroes/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('delete removes a hero for good and the log keeps what it was', async () => {
    const admin = await adminAgent();
    const body = hero();
    const { id } = (await t.http().post('/api/heroes').send(body).expect(201)).body;
    await admin.delete(`/api/admin/heroes/${id}`).expect(200, { success: true });
    expect(await t.dataSource.query(`SELECT id FROM heroes WHERE id = $1`, [id])).toEqual([]);
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({
        action: 'hero.delete',
        before: expect.objectContaining({ name: body.name, origin: body.origin }),
        after: null,
      }),
    ]);
  });
});

describe('the word filter and reports put heroes first in the queue', () => {
  it('markup or a listed word (English or Arabic) flags a submission; it is listed first', async () => {
    const admin = await adminAgent();
    const plain = (await t.http().post('/api/heroes').send(hero()).expect(201)).body;
    const markup = (
      await t
        .http()
        .post('/api/heroes')
        .send(hero({ name: '<img src=x onerror=alert(1)><b>Nova</b><script>alert(2)</script>' }))
        .expect(201)
    ).body;
    const arabic = (
      await t
        .http()
        .post('/api/heroes')
        .send(hero({ origin: 'وُلد في الصحراء وكان يلعن كل من يقابله' }))
        .expect(201)
    ).body;
    const queue = (await admin.get('/api/admin/heroes').expect(200)).body as {
      id: string;
      flagged: boolean;
    }[];
    const position = (id: string) => queue.findIndex((row) => row.id === id);
    expect(queue.find((row) => row.id === markup.id)?.flagged).toBe(true);
    expect(queue.find((row) => row.id === arabic.id)?.flagged).toBe(true);
    expect(queue.find((row) => row.id === plain.id)?.flagged).toBe(false);
    expect(position(markup.id)).toBeLessThan(position(plain.id));
    expect(position(arabic.id)).toBeLessThan(position(plain.id));
  });

  it('visitors report approved heroes only; reports are counted exactly', async () => {
    const admin = await adminAgent();
    const { id } = (await t.http().post('/api/heroes').send(hero()).expect(201)).body;
    const pending = await t.http().post(`/api/heroes/${id}/report`).expect(404);
    expect(pending.body.message).toBe('Hero not found');
    await admin.post(`/api/admin/heroes/${id}/moderation`).send({ action: 'approve' }).expect(200);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.http().post(`/api/heroes/${id}/report`).expect(200, { reported: true }),
      ),
    );
    const approved = (await admin.get('/api/admin/heroes?status=APPROVED').expect(200)).body;
    expect(approved[0]).toMatchObject({ id, reports: 5 });
    await t.http().post('/api/heroes/not-a-uuid/report').expect(400);
  });
});

describe('one vote per person', () => {
  const tally = async () =>
    Object.fromEntries(
      (
        (await t.http().get(`/api/votes/${GUARDIAN_POLL_ID}`).expect(200)).body as {
          option: string;
          count: number;
        }[]
      ).map((row) => [row.option, row.count]),
    );
  const vote = (agent: ReturnType<TestApp['agent']>, option: string) =>
    agent.post('/api/votes').send({ pollId: GUARDIAN_POLL_ID, option });

  it('an account votes once; voting again changes its vote; the poll tells it its choice', async () => {
    const { agent } = await signedInAgent(t);
    const before = await tally();
    expect((await agent.get(`/api/votes/${GUARDIAN_POLL_ID}/mine`).expect(200)).body).toEqual({
      pollId: GUARDIAN_POLL_ID,
      option: null,
    });
    for (let i = 0; i < 4; i += 1) await vote(agent, 'jalal').expect(201);
    await vote(agent, 'falqan').expect(201);
    const after = await tally();
    expect(after.jalal - before.jalal).toBe(0);
    expect(after.falqan - before.falqan).toBe(1);
    expect((await agent.get(`/api/votes/${GUARDIAN_POLL_ID}/mine`).expect(200)).body).toEqual({
      pollId: GUARDIAN_POLL_ID,
      option: 'falqan',
    });
  });

  it('a visitor’s browser votes once (a signed cookie); a forged cookie is a new voter', async () => {
    const browser = t.agent();
    const before = await tally();
    const first = await vote(browser, 'nazra').expect(201);
    const cookie = (first.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('abtal.voter='),
    );
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    await vote(browser, 'nazra').expect(201);
    await vote(browser, 'nazra').expect(201);
    expect((await tally()).nazra - before.nazra).toBe(1);
    expect((await browser.get(`/api/votes/${GUARDIAN_POLL_ID}/mine`)).body.option).toBe('nazra');

    const id = /abtal\.voter=([^.;]+)\./.exec(cookie ?? '')?.[1];
    const forged = await t
      .http()
      .get(`/api/votes/${GUARDIAN_POLL_ID}/mine`)
      .set('Cookie', `abtal.voter=${id}.forged-signature`)
      .expect(200);
    expect(forged.body.option).toBeNull();
  });

  it('concurrent votes of one account are one vote (the database’s unique index)', async () => {
    const { agent, userId } = await signedInAgent(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => vote(agent, i % 2 ? 'fahd' : 'jalal')),
    );
    expect(results.map((res) => res.status)).toEqual(Array(12).fill(201));
    const rows = await t.dataSource.query(`SELECT option FROM votes WHERE voter = $1`, [
      `user:${userId}`,
    ]);
    expect(rows).toHaveLength(1);
    await expect(
      t.dataSource.query(`INSERT INTO votes (poll_id, option, voter) VALUES ($1, 'nazra', $2)`, [
        GUARDIAN_POLL_ID,
        `user:${userId}`,
      ]),
    ).rejects.toThrow(/UQ_votes_poll_voter|duplicate key/);
  });
});
