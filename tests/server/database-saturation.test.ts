import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../server/database/database.options.js';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';

const COMIC = 'origins-1';

describe('a saturated database pool', () => {
  let t: TestApp;
  const errors = vi.spyOn(Logger.prototype, 'error');
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    errors.mockRestore();
    await t.close();
  });

  it('answers 503 busy with Retry-After, health says degraded within 2 s, never down, nothing logged', async () => {
    const pool = poolOf(t.dataSource);
    const size = pool.options.max;
    errors.mockClear();
    // Every connection taken for 3.5 s (as by statements under the 4 s statement timeout):
    // longer than a request may wait for one.
    const holds = Array.from({ length: size }, async () => {
      const client = await pool.connect();
      await client.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      client.release();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    // (supertest sends when awaited: `then` starts it now)
    const request = t
      .http()
      .post(`/api/comic-reads/${COMIC}`)
      .then((answer) => answer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const healthStarted = Date.now();
    const health = await t.http().get('/api/health');
    const healthMs = Date.now() - healthStarted;
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'degraded', database: 'busy' });
    expect(healthMs).toBeLessThan(2_000);
    const res = await request;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body.message).toMatch(/busy/);
    expect(Date.now() - started).toBeLessThan(3_500);
    await Promise.all(holds);
    const after = await t.http().get('/api/health').expect(200);
    expect(after.body).toEqual({ status: 'ok', database: 'up' });
    await t.http().post(`/api/comic-reads/${COMIC}`).expect(200);
    // Saturation is not an outage: no "Database unreachable", no stack trace.
    expect(errors.mock.calls.map((args) => String(args[0]))).toEqual([]);
  });
});
