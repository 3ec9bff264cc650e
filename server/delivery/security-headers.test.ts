import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SECURITY_POLICY } from './security-headers.js';

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

/** The security headers of an answer: every header but those of the answer itself. */
const securityOnly = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        ![
          'content-type',
          'content-length',
          'etag',
          'date',
          'connection',
          'keep-alive',
          'cache-control',
          'vary',
          'set-cookie',
        ].includes(name),
    ),
  );

describe('security headers', () => {
  it('are on every API answer, success or error, as helmet sets them with the site policy', async () => {
    const own = securityOnly(await helmetOwnHeaders());
    expect(own['content-security-policy']).toContain("frame-ancestors 'none'");
    const ok = await t.http().get('/api/comic-reads/origins-1').expect(200);
    const missing = await t.http().get('/api/comic-reads/no-such-comic').expect(404);
    for (const res of [ok, missing]) {
      expect(securityOnly(res.headers)).toEqual(own);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
