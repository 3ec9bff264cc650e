import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { Readiness } from './readiness.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database as up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404);
    expect(res.body.statusCode).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });

  it('rejects malformed JSON with a 400 that says so', async () => {
    const res = await t
      .http()
      .post('/api/health')
      .set('content-type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });

  it('rejects a body over the size limit with 413', async () => {
    const res = await t
      .http()
      .post('/api/health')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(70_000) }))
      .expect(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('rejects a cross-site state-changing request with 403', async () => {
    const res = await t
      .http()
      .post('/api/health')
      .set('origin', 'https://evil.example')
      .set('sec-fetch-site', 'cross-site')
      .expect(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths['/api/health']).toBeDefined();
  });

  it('answers 503 from the moment the server is told to stop', async () => {
    t.app.get(Readiness).stop();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body.message).toBe('Server stopping');
    expect(res.headers['retry-after']).toBe('5');
  });
});
