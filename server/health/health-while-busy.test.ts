import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthCheck } from './health-check.js';
import { type HealthNow, HealthWhileBusy } from './health-while-busy.js';

/** Blocks this thread for `ms`, as thousands of queued requests do the server's. */
const blockThread = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const OK: HealthCheck = { ok: true, health: { status: 'ok', database: 'up' } };
const BUSY_POOL: HealthCheck = { ok: true, health: { status: 'degraded', database: 'busy' } };
const DOWN: HealthCheck = { ok: false, message: 'Database unavailable' };

const started: HealthWhileBusy[] = [];
afterEach(() => {
  for (const health of started.splice(0)) health.stop();
});

/** Reports every 50 ms, samples the thread every 20 ms; busy when a sample is 100 ms late. */
async function start(check: () => HealthCheck, now: Partial<HealthNow> = {}) {
  const known = { stopping: () => false, databaseDown: () => false, poolSaturated: () => false };
  const health = new HealthWhileBusy(
    () => Promise.resolve(check()),
    { ...known, ...now },
    {
      refreshMs: 50,
      tickMs: 20,
      busyAfterMs: 100,
      busyForMs: 1_000,
      lagMs: 400,
      staleMs: 1_500,
    },
  );
  started.push(health);
  health.start();
  await sleep(120);
  return health;
}

const parsed = (answer: { status: number; body: string } | undefined) =>
  answer && { status: answer.status, body: JSON.parse(answer.body) as unknown };

describe('health while the thread is busy', () => {
  it('leaves a responsive thread to check at once, and says "stopping" at once', async () => {
    let stopping = false;
    const health = await start(() => OK, { stopping: () => stopping });
    expect(health.answer()).toBeUndefined();
    stopping = true;
    expect(parsed(health.answer())).toEqual({
      status: 503,
      body: expect.objectContaining({ statusCode: 503, message: 'Server stopping' }),
    });
  });

  it('answers a saturated thread from its last report: ok, busy pool, database down', async () => {
    let check: HealthCheck = OK;
    const health = await start(() => check);
    blockThread(200);
    expect(parsed(health.answer())).toEqual({ status: 200, body: OK.health });
    // Still saturated a moment after: the next wave of queued requests is on its way.
    await sleep(60);
    expect(parsed(health.answer())).toEqual({ status: 200, body: OK.health });
    check = BUSY_POOL;
    await sleep(80);
    blockThread(200);
    expect(parsed(health.answer())).toEqual({ status: 200, body: BUSY_POOL.health });
    check = DOWN;
    await sleep(80);
    blockThread(200);
    expect(parsed(health.answer())).toEqual({
      status: 503,
      body: expect.objectContaining({ message: 'Database unavailable' }),
    });
  });

  it('counts what requests found since the report at once: database unreachable, pool saturated', async () => {
    let down = false;
    let saturated = false;
    const health = await start(() => OK, {
      databaseDown: () => down,
      poolSaturated: () => saturated,
    });
    saturated = true;
    blockThread(200);
    expect(parsed(health.answer())).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'busy' },
    });
    down = true;
    expect(parsed(health.answer())).toEqual({
      status: 503,
      body: expect.objectContaining({ message: 'Database unavailable' }),
    });
  });

  it('says degraded when the report is late, and 503 when the thread stopped working', async () => {
    const health = await start(() => OK);
    blockThread(600);
    expect(parsed(health.answer())).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'busy' },
    });
    blockThread(1_200);
    expect(parsed(health.answer())).toEqual({
      status: 503,
      body: expect.objectContaining({ message: 'Server not responding' }),
    });
  });

  it('answers GET and HEAD /api/health from the report when busy, passes on anything else', async () => {
    const health = await start(() => DOWN);
    const app = express();
    app.use(health.middleware((path) => path === '/api/health'));
    app.use((_req, res) => res.status(299).json({ live: true }));
    expect((await request(app).get('/api/health')).status).toBe(299);
    blockThread(200);
    const busy = await request(app).get('/api/health');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.body).toMatchObject({ message: 'Database unavailable' });
    const head = await request(app).head('/api/health');
    expect(head.status).toBe(503);
    expect((await request(app).post('/api/health')).status).toBe(299);
    expect((await request(app).get('/api/episodes')).status).toBe(299);
  });
});
