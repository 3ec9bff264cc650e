import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE } from '../database/database-status.js';
import { shedLoad } from './load-shedding.js';

let server: Server;
let origin: string;
const held: (() => void)[] = [];

beforeAll(async () => {
  const app = express();
  app.use(shedLoad(2, (req) => req.path === '/api/health'));
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Answers when the test lets it go.
  app.post('/api/slow', (_req, res) => {
    held.push(() => res.json({ done: true }));
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const slow = () => fetch(`${origin}/api/slow`, { method: 'POST', body: '{}' });

describe('shedLoad', () => {
  it('answers 503 busy with Retry-After past the limit, lets health through, admits again once answered', async () => {
    const first = slow();
    const second = slow();
    await expect.poll(() => held.length).toBe(2);
    const refused = await slow();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({ statusCode: 503, message: DATABASE_BUSY_MESSAGE });
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);

    held.splice(0).forEach((answer) => answer());
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const third = slow();
    await expect.poll(() => held.length).toBe(1);
    held.splice(0).forEach((answer) => answer());
    expect((await third).status).toBe(200);
  });

  it('counts a request its client gave up on as finished', async () => {
    const controller = new AbortController();
    const gone = fetch(`${origin}/api/slow`, {
      method: 'POST',
      body: '{}',
      signal: controller.signal,
    });
    const kept = slow();
    await expect.poll(() => held.length).toBe(2);
    controller.abort();
    await gone.catch(() => undefined);
    // The aborted one's place is free again: one more is admitted (and waits for its answer).
    await expect
      .poll(() =>
        Promise.race([
          slow().then((res) => res.status),
          new Promise((resolve) => setTimeout(() => resolve('admitted'), 300)),
        ]),
      )
      .toBe('admitted');
    held.splice(0).forEach((answer) => answer());
    expect((await kept).status).toBe(200);
  });
});
