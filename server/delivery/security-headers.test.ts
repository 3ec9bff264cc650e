import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { helmetHeaders, SECURITY_POLICY } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What helmet itself puts on an answer, with the site's policy. */
async function helmetOwnHeaders() {
  const app = express();
  app.use(helmet(SECURITY_POLICY));
  app.get('/', (_req, res) => void res.send('ok'));
  return (await request(app).get('/').expect(200)).headers;
}

describe('security headers', () => {
  it('are the ones helmet sets, and it removes X-Powered-By', async () => {
    const { set, removed } = helmetHeaders();
    const own = await helmetOwnHeaders();
    const ownSecurity = Object.keys(own).filter(
      (name) => !['content-type', 'content-length', 'etag', 'date', 'connection'].includes(name),
    );
    expect(set.map(([name]) => name).sort()).toEqual(ownSecurity.sort());
    for (const [name, value] of set) expect(own[name]).toBe(value);
    expect(removed).toEqual(['x-powered-by']);
  });

  it('are on every API answer, success or error', async () => {
    const { set } = helmetHeaders();
    const ok = await t.http().get('/api/comic-reads/origins-1').expect(200);
    const missing = await t.http().get('/api/comic-reads/no-such-comic').expect(404);
    for (const res of [ok, missing]) {
      for (const [name, value] of set) expect(res.headers[name]).toBe(value);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
