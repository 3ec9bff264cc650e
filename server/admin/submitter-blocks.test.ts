import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMITTER_BLOCKED } from '../../shared/schemas/community.schemas.js';
import { adminAgent, signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = 'block-desk@abtal.example';
let t: TestApp;
let staffAgent: Awaited<ReturnType<typeof adminAgent>>['agent'];
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  staffAgent = (await adminAgent(t, ADMIN)).agent;
});
afterAll(() => t.close());

let serial = 0;
const hero = () => ({
  name: `Raad ${(serial += 1)}`,
  element: 'Air',
  origin: 'A thunderstorm over Ras Al Khaimah gave him a spark that never fades.',
});

const admin = () => staffAgent;

describe('blocking a fan-hero submitter', () => {
  it('blocks a visitor by browser: their new heroes are refused, other browsers are not', async () => {
    const visitor = t.agent();
    const first = await visitor.post('/api/heroes').send(hero()).expect(201);
    const cookie = first.headers['set-cookie'] as unknown as string[];
    expect(cookie.join(';')).toMatch(/abtal\.voter=/);
    const [{ submitter }] = await t.dataSource.query(`SELECT submitter FROM heroes WHERE id = $1`, [
      first.body.id,
    ]);
    expect(submitter).toMatch(/^browser:[0-9a-f-]{36}$/);

    const staff = admin();
    const blocked = await staff
      .put(`/api/admin/heroes/${first.body.id}/submitter-block`)
      .send({ reason: 'Posts abuse again and again' })
      .expect(200);
    expect(blocked.body).toMatchObject({ submitterKind: 'browser', submitterBlocked: true });

    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM heroes`);
    const refused = await visitor.post('/api/heroes').send(hero()).expect(403);
    expect(refused.body.message).toBe(SUBMITTER_BLOCKED);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM heroes`)).toEqual(before);
    await t.agent().post('/api/heroes').send(hero()).expect(201);

    const [entry] = await t.dataSource.query(
      `SELECT action, actor_email, after FROM audit_log WHERE target_id = $1`,
      [submitter],
    );
    expect(entry).toEqual({
      action: 'submitter.block',
      actor_email: ADMIN,
      after: { blocked: true, reason: 'Posts abuse again and again' },
    });
    // No raw address anywhere: the block names the browser only.
    const [row] = await t.dataSource.query(`SELECT * FROM submitter_blocks WHERE submitter = $1`, [
      submitter,
    ]);
    expect(Object.keys(row).sort()).toEqual(['blocked_by', 'created_at', 'reason', 'submitter']);
  });

  it('blocks an account wherever it signs in, and unblocking lets it submit again', async () => {
    const { agent: member } = await signedInAgent(t);
    const first = await member.post('/api/heroes').send(hero()).expect(201);
    const staff = admin();
    const path = `/api/admin/heroes/${first.body.id}/submitter-block`;
    await staff.put(path).send({ reason: 'Spam' }).expect(200);
    await staff.put(path).send({ reason: 'Spam' }).expect(409);
    await member.post('/api/heroes').send(hero()).expect(403);

    const queue = await staff.get('/api/admin/heroes').expect(200);
    expect(queue.body).toContainEqual(
      expect.objectContaining({
        id: first.body.id,
        submitterKind: 'account',
        submitterBlocked: true,
      }),
    );

    const lifted = await staff.delete(path).expect(200);
    expect(lifted.body.submitterBlocked).toBe(false);
    await staff.delete(path).expect(409);
    await member.post('/api/heroes').send(hero()).expect(201);
    const actions = await t.dataSource.query(
      `SELECT action FROM audit_log WHERE action LIKE 'submitter.%' AND after->>'hero' = $1
          OR before->>'hero' = $1 ORDER BY created_at`,
      [first.body.id],
    );
    expect(actions).toEqual([{ action: 'submitter.block' }, { action: 'submitter.unblock' }]);
  });

  it('needs a reason; a hero of unknown origin or id is a 409 or 404, and a bad id a 400', async () => {
    const staff = admin();
    const { id } = (await t.http().post('/api/heroes').send(hero()).expect(201)).body;
    const missing = await staff.put(`/api/admin/heroes/${id}/submitter-block`).send({}).expect(400);
    expect(missing.body.errors.reason).toEqual(['A reason is required to block a submitter']);
    const blank = await staff
      .put(`/api/admin/heroes/${id}/submitter-block`)
      .send({ reason: '   ' })
      .expect(400);
    expect(blank.body.errors.reason).toEqual(['A reason is required to block a submitter']);

    await t.dataSource.query(`UPDATE heroes SET submitter = NULL WHERE id = $1`, [id]);
    const unknown = await staff
      .put(`/api/admin/heroes/${id}/submitter-block`)
      .send({ reason: 'Spam' })
      .expect(409);
    expect(unknown.body.message).toMatch(/not known/);
    await staff
      .put('/api/admin/heroes/2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11/submitter-block')
      .send({ reason: 'Spam' })
      .expect(404);
    const bad = await staff
      .put('/api/admin/heroes/not-a-uuid/submitter-block')
      .send({ reason: 'Spam' })
      .expect(400);
    expect(bad.body.errors.id).toEqual(['Hero id must be a uuid']);
  });
});
