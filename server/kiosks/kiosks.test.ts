import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAddress } from '../testing/factories.js';
import { KIOSK_CREDENTIAL_MESSAGES } from './kiosk-credentials.service.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = 'operator@abtal.example';
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'abtal-web-'));
  await mkdir(join(webDist, 'art'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDist, 'art', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ adminEmails: [ADMIN], webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const beat = (kioskId = 'dubai-metro-1', overrides: Record<string, unknown> = {}) => ({
  kioskId,
  version: '0.1.0',
  cacheStatus: { entries: 3, bytesUsed: 4096, precacheReady: 90, precacheTotal: 94, online: true },
  lastError: null,
  ...overrides,
});

let operator: ReturnType<TestApp['agent']> | undefined;
/** The operator's ADMIN account (registered and confirmed once), signed in. */
async function adminAgent() {
  if (operator) return operator;
  const agent = t.agent();
  const res = await agent
    .post('/api/auth/register')
    .send({ email: ADMIN.toUpperCase(), password: 'sky-panther-operator' })
    .expect(201);
  // ADMIN_EMAILS counts once the address is confirmed.
  expect(res.body.user.role).toBe('USER');
  await confirmAddress(t, ADMIN);
  expect((await agent.get('/api/auth/me').expect(200)).body.role).toBe('ADMIN');
  operator = agent;
  return agent;
}

/** Enrolls `kioskId` through the console's API and answers its secret. */
async function enroll(kioskId: string): Promise<string> {
  const res = await (
    await adminAgent()
  )
    .post('/api/kiosks/credentials')
    .send({ kioskId })
    .expect(201);
  return res.body.secret as string;
}

const heartbeat = (secret: string | undefined, body: object) => {
  const req = t.http().post('/api/kiosks/heartbeat');
  return (secret ? req.set('x-kiosk-token', secret) : req).send(body);
};

describe('POST /api/kiosks/heartbeat', () => {
  it("refuses a heartbeat without a credential, with a wrong one, or with another kiosk's", async () => {
    const secret = await enroll('gate-7');
    const none = await heartbeat(undefined, beat('gate-7')).expect(401);
    expect(none.body.message).toBe(KIOSK_CREDENTIAL_MESSAGES.missing);
    await heartbeat(`${secret}x`, beat('gate-7')).expect(401);
    const other = await heartbeat(secret, beat('gate-8')).expect(403);
    expect(other.body.message).toBe(KIOSK_CREDENTIAL_MESSAGES.otherKiosk);
    const rows = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM kiosks WHERE kiosk_id IN ('gate-7', 'gate-8')`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('one credential cannot add kiosks: 300 other ids from it add no row', async () => {
    const secret = await enroll('hall-1');
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM kiosks`);
    const answers = [];
    for (let batch = 0; batch < 300; batch += 25) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, (_, i) => heartbeat(secret, beat(`fake-${batch + i}`))),
        )),
      );
    }
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([403]));
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM kiosks`)).toEqual(before);
  });

  it('names the bad fields of a malformed heartbeat', async () => {
    const secret = await enroll('metro-9');
    const res = await heartbeat(secret, beat('Metro 1', { cacheStatus: { entries: -1 } })).expect(
      400,
    );
    expect(JSON.stringify(res.body)).toMatch(/kioskId/);
    expect(JSON.stringify(res.body)).toMatch(/cacheStatus/);
  });

  it('stores the latest heartbeat of each kiosk', async () => {
    const secret = await enroll('mall-2');
    await heartbeat(secret, beat('mall-2')).expect(200);
    const res = await heartbeat(
      secret,
      beat('mall-2', { lastError: 'Network down: 4 images not saved yet' }),
    ).expect(200);
    expect(res.body).toMatchObject({
      kioskId: 'mall-2',
      version: '0.1.0',
      lastError: 'Network down: 4 images not saved yet',
      dark: false,
    });
    const rows = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM kiosks WHERE kiosk_id = 'mall-2'`,
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('kiosk credentials', () => {
  it('are issued at enrollment, listed without the secret, revoked and replaced, each logged', async () => {
    const admin = await adminAgent();
    const first = await admin
      .post('/api/kiosks/credentials')
      .send({ kioskId: 'station-4' })
      .expect(201);
    expect(first.body).toMatchObject({ kioskId: 'station-4', revokedAt: null });
    expect(first.body.secret).toMatch(/^kiosk_[\w-]{43}$/);
    expect(first.body.secret.startsWith(first.body.hint)).toBe(true);
    const stored = await t.dataSource.query(
      `SELECT secret_hash FROM kiosk_credentials WHERE kiosk_id = 'station-4'`,
    );
    expect(stored[0].secret_hash).not.toContain(first.body.secret);
    const listed = (await admin.get('/api/kiosks/credentials').expect(200)).body;
    const entry = listed.find((c: { kioskId: string }) => c.kioskId === 'station-4');
    expect(entry).toEqual({
      kioskId: 'station-4',
      hint: first.body.hint,
      issuedAt: first.body.issuedAt,
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(first.body.secret);
    await heartbeat(first.body.secret, beat('station-4')).expect(200);

    const revoked = await admin.delete('/api/kiosks/credentials/station-4').expect(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const refused = await heartbeat(first.body.secret, beat('station-4')).expect(401);
    expect(refused.body.message).toBe(KIOSK_CREDENTIAL_MESSAGES.missing);
    const again = await admin.delete('/api/kiosks/credentials/station-4').expect(409);
    expect(again.body.message).toBe(KIOSK_CREDENTIAL_MESSAGES.revoked);
    const unknown = await admin.delete('/api/kiosks/credentials/nowhere-1').expect(404);
    expect(unknown.body.message).toBe(KIOSK_CREDENTIAL_MESSAGES.unknown);

    // Enrolled again: a new secret works, the old one stays refused.
    const second = await admin
      .post('/api/kiosks/credentials')
      .send({ kioskId: 'station-4' })
      .expect(201);
    expect(second.body.secret).not.toBe(first.body.secret);
    await heartbeat(second.body.secret, beat('station-4')).expect(200);
    await heartbeat(first.body.secret, beat('station-4')).expect(401);
    const log = await t.dataSource.query(
      `SELECT action, actor_email FROM audit_log WHERE target_id = 'station-4' ORDER BY created_at, id`,
    );
    expect(log).toEqual([
      { action: 'kiosk.enroll', actor_email: ADMIN },
      { action: 'kiosk.revoke', actor_email: ADMIN },
      { action: 'kiosk.enroll', actor_email: ADMIN },
    ]);
  });

  it('are for ADMIN accounts only, and a bad kiosk id is named', async () => {
    const fan = t.agent();
    await fan
      .post('/api/auth/register')
      .send({ email: `fan-${Date.now()}@example.com`, password: 'sky-panther-fan' })
      .expect(201);
    await fan.post('/api/kiosks/credentials').send({ kioskId: 'x-1' }).expect(403);
    await fan.get('/api/kiosks/credentials').expect(403);
    await t.http().get('/api/kiosks/credentials').expect(401);
    const bad = await (
      await adminAgent()
    )
      .post('/api/kiosks/credentials')
      .send({ kioskId: 'Gate 1' })
      .expect(400);
    expect(bad.body.errors.kioskId).toEqual([
      'Use lower-case letters, digits and dashes (up to 64)',
    ]);
  });
});

describe('GET /api/kiosks', () => {
  it('lists kiosks with their last heartbeat for ADMIN accounts, the silent ones first', async () => {
    await heartbeat(await enroll('a-1'), beat('a-1')).expect(200);
    await t.dataSource.query(
      `UPDATE kiosks SET last_heartbeat_at = now() - interval '1 hour' WHERE kiosk_id = 'a-1'`,
    );
    await heartbeat(await enroll('b-2'), beat('b-2')).expect(200);
    const admin = await adminAgent();
    const res = await admin.get('/api/kiosks').expect(200);
    expect(res.body[0]).toMatchObject({ kioskId: 'a-1', dark: true });
    const b = res.body.find((kiosk: { kioskId: string }) => kiosk.kioskId === 'b-2');
    expect(b).toMatchObject({ dark: false, cacheStatus: { precacheReady: 90 } });
    expect(new Date(b.lastHeartbeatAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(doc.paths['/api/kiosks/heartbeat'].post).toBeDefined();
    expect(doc.paths['/api/kiosks'].get.summary).toMatch(/ADMIN/);
  });
});

describe('static files', () => {
  it('answers an unknown file with 404, never the app page; client routes still get the app', async () => {
    const logo = await t.http().get('/art/logo.svg').expect(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const missing = await t.http().get('/art/heroes/nobody.svg').expect(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.body.message).toBe('No such file: /art/heroes/nobody.svg');
    await t.http().get('/assets/gone-123.js').expect(404);
    const route = await t.http().get('/comics').expect(200);
    expect(route.text).toContain('<div id="root">');
  });
});

describe('schema', () => {
  it('the kiosks entity and its migration agree', async () => {
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    const kioskQueries = sql.upQueries.filter((query) => query.query.includes('kiosk'));
    expect(kioskQueries).toEqual([]);
  });
});
