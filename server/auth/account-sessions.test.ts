import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** One account signed in from two browsers (a second agent logs in with the same credentials). */
async function twoBrowsers() {
  const account = newAccount();
  const first = t.agent();
  await first
    .post('/api/auth/register')
    .set('User-Agent', FIREFOX_WINDOWS)
    .send(account)
    .expect(201);
  const second = t.agent();
  await second
    .post('/api/auth/login')
    .set('User-Agent', SAFARI_IPHONE)
    .send({ email: account.email, password: account.password })
    .expect(200);
  return { first, second, account };
}

describe('GET /api/auth/sessions', () => {
  it('lists the account’s sessions with device, browser and times, this one first and marked', async () => {
    const before = Date.now();
    const { first } = await twoBrowsers();
    const res = await first.get('/api/auth/sessions').expect(200);
    expect(res.body.sessions).toHaveLength(2);
    const [current, other] = res.body.sessions;
    expect(current).toMatchObject({
      current: true,
      browser: 'Firefox 133',
      os: 'Windows',
      device: 'desktop',
    });
    expect(other).toMatchObject({
      current: false,
      browser: 'Safari 17',
      os: 'iOS 17',
      device: 'mobile',
    });
    for (const session of res.body.sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(session.firstSeenAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Math.abs(Date.parse(session.lastSeenAt) - Date.now())).toBeLessThan(65_000);
    }
  });

  it('never shows the session id of the cookie', async () => {
    const { first } = await twoBrowsers();
    const res = await first.get('/api/auth/sessions').expect(200);
    const sids: { sid: string }[] = await t.dataSource.query(`SELECT sid FROM sessions`);
    const text = JSON.stringify(res.body);
    for (const { sid } of sids) expect(text).not.toContain(sid);
  });

  it('shows only the account’s own sessions', async () => {
    await twoBrowsers();
    const { first } = await twoBrowsers();
    const res = await first.get('/api/auth/sessions').expect(200);
    expect(res.body.sessions).toHaveLength(2);
  });

  it('answers 401 when signed out', async () => {
    await t.http().get('/api/auth/sessions').expect(401);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends the other browser’s session: it is signed out there, not here', async () => {
    const { first, second } = await twoBrowsers();
    const list = await first.get('/api/auth/sessions').expect(200);
    const other = list.body.sessions.find((s: { current: boolean }) => !s.current);
    await first.delete(`/api/auth/sessions/${other.id}`).expect(200, { ended: 1 });
    await second.get('/api/auth/me').expect(401);
    await first.get('/api/auth/me').expect(200);
    const after = await first.get('/api/auth/sessions').expect(200);
    expect(after.body.sessions).toHaveLength(1);
  });

  it('answers 404 for another account’s session and ends nothing', async () => {
    const victim = await twoBrowsers();
    const { first: intruder } = await twoBrowsers();
    const list = await victim.first.get('/api/auth/sessions').expect(200);
    for (const session of list.body.sessions) {
      await intruder.delete(`/api/auth/sessions/${session.id}`).expect(404);
    }
    await victim.first.get('/api/auth/me').expect(200);
    await victim.second.get('/api/auth/me').expect(200);
  });

  it('answers 404 for an id that matches nothing', async () => {
    const { first } = await twoBrowsers();
    await first.delete(`/api/auth/sessions/${'0'.repeat(32)}`).expect(404);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it('logs out everywhere else and keeps this session', async () => {
    const { first, second, account } = await twoBrowsers();
    const third = t.agent();
    await third
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    await first.post('/api/auth/sessions/end-others').expect(200, { ended: 2 });
    await second.get('/api/auth/me').expect(401);
    await third.get('/api/auth/me').expect(401);
    await first.get('/api/auth/me').expect(200);
    const list = await first.get('/api/auth/sessions').expect(200);
    expect(list.body.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('leaves other accounts signed in', async () => {
    const bystander = await twoBrowsers();
    const { first } = await twoBrowsers();
    await first.post('/api/auth/sessions/end-others').expect(200, { ended: 1 });
    await bystander.second.get('/api/auth/me').expect(200);
  });
});
