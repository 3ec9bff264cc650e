import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signedInAgent } from '../../tests/server/support/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SESSION_ABSOLUTE_MS } from './session-store.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The row version of every session: it changes whenever the row is rewritten. */
const rowVersions = async () =>
  (await t.dataSource.query('SELECT sid, xmin::text AS version FROM sessions ORDER BY sid')) as {
    sid: string;
    version: string;
  }[];

describe('sessions', () => {
  it('creates no session and sets no cookie for anonymous requests', async () => {
    const before = await countRows(t, 'sessions');
    for (const path of ['/api/health', '/api/episodes', '/api/votes/guardian-comic-poll']) {
      const res = await t.http().get(path).expect(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await t.http().post('/api/comic-reads/origins-1').expect(200);
    expect(await countRows(t, 'sessions')).toBe(before);
  });

  it('does not rewrite the session row on every signed-in request', async () => {
    const { agent } = await signedInAgent(t);
    const before = await rowVersions();
    for (let i = 0; i < 5; i += 1) await agent.get('/api/auth/me').expect(200);
    await agent.put('/api/user/profile').send({ firstName: 'Layla' }).expect(200);
    expect(await rowVersions()).toEqual(before);
  });

  it('marks personal answers Cache-Control: no-store', async () => {
    const { agent } = await signedInAgent(t);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await t.http().get('/api/auth/me').expect(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('ends a session 30 days after its sign-in however often it is used', async () => {
    const { agent } = await signedInAgent(t);
    await agent.get('/api/auth/me').expect(200);
    const [row] = (await t.dataSource.query(
      `SELECT sid, sess::text AS sess FROM sessions ORDER BY (sess->>'signedInAt')::bigint DESC LIMIT 1`,
    )) as { sid: string; sess: string }[];
    const sess = JSON.parse(row.sess) as { signedInAt: number };
    expect(typeof sess.signedInAt).toBe('number');
    // Used yesterday (its idle expiry is far ahead), signed in 30 days and a minute ago.
    await t.dataSource.query(
      `UPDATE sessions SET sess = $1::json, expire = now() + interval '29 days' WHERE sid = $2`,
      [JSON.stringify({ ...sess, signedInAt: Date.now() - SESSION_ABSOLUTE_MS - 60_000 }), row.sid],
    );
    await agent.get('/api/auth/me').expect(401);
    const left = (await t.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [
      row.sid,
    ])) as unknown[];
    expect(left).toHaveLength(0);
  });
});
