import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const TOKEN = 'kiosk-token-kiosk-token-1234';
const ADMIN = 'operator@abtal.example';
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'abtal-web-'));
  await mkdir(join(webDist, 'art'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDist, 'art', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ kioskToken: TOKEN, adminEmails: [ADMIN], webDist });
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

async function adminAgent() {
  const agent = t.agent();
  const res = await agent
    .post('/api/auth/register')
    .send({ email: ADMIN.toUpperCase(), password: 'sky-panther-operator' })
    .expect(201);
  expect(res.body.user.role).toBe('ADMIN');
  return agent;
}

describe('POST /api/kiosks/heartbeat', () => {
  it('refuses a heartbeat without the kiosk token, or with a wrong one', async () => {
    const none = await t.http().post('/api/kiosks/heartbeat').send(beat()).expect(401);
    expect(none.body.message).toBe('Missing or wrong kiosk token (x-kiosk-token)');
    await t
      .http()
      .post('/api/kiosks/heartbeat')
      .set('x-kiosk-token', `${TOKEN}x`)
      .send(beat())
      .expect(401);
  });

  it('names the bad fields of a malformed heartbeat', async () => {
    const res = await t
      .http()
      .post('/api/kiosks/heartbeat')
      .set('x-kiosk-token', TOKEN)
      .send(beat('Metro 1', { cacheStatus: { entries: -1 } }))
      .expect(400);
    expect(JSON.stringify(res.body)).toMatch(/kioskId/);
    expect(JSON.stringify(res.body)).toMatch(/cacheStatus/);
  });

  it('stores the latest heartbeat of each kiosk', async () => {
    const send = (body: object) =>
      t.http().post('/api/kiosks/heartbeat').set('x-kiosk-token', TOKEN).send(body).expect(200);
    await send(beat('mall-2'));
    const res = await send(beat('mall-2', { lastError: 'Network down: 4 images not saved yet' }));
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

describe('GET /api/kiosks', () => {
  it('lists kiosks with their last heartbeat for ADMIN accounts, the silent ones first', async () => {
    await t.http().post('/api/kiosks/heartbeat').set('x-kiosk-token', TOKEN).send(beat('a-1'));
    await t.dataSource.query(
      `UPDATE kiosks SET last_heartbeat_at = now() - interval '1 hour' WHERE kiosk_id = 'a-1'`,
    );
    await t.http().post('/api/kiosks/heartbeat').set('x-kiosk-token', TOKEN).send(beat('b-2'));
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
    const kioskQueries = sql.upQueries.filter((query) => query.query.includes('kiosks'));
    expect(kioskQueries).toEqual([]);
  });
});
