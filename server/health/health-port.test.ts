import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseStatus } from '../database/database-status.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { checkHealth, type HealthCheck } from './health-check.js';
import { type HealthPort, type HealthPortOptions, startHealthPort } from './health-port.js';
import { Readiness } from './readiness.js';

const OK: HealthCheck = { ok: true, health: { status: 'ok', database: 'up' } };

/** Blocks this thread (the server's, in production) for `ms`, as thousands of queued requests do. */
const blockThread = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Asks the health port from another process `afterMs` after it says it is ready (so while this
 * thread is blocked, once `ready` resolves): each answer's status, body and time.
 */
function probeLater(port: number, afterMs: number[]) {
  const script = `
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const started = Date.now();
    console.log('ready');
    const out = [];
    for (const at of ${JSON.stringify(afterMs)}) {
      await sleep(at - (Date.now() - started));
      const t = Date.now();
      const res = await fetch('http://127.0.0.1:${port}/api/health');
      out.push({ status: res.status, body: await res.json(), ms: Date.now() - t });
    }
    console.log(JSON.stringify(out));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return {
    ready: once(child.stdout, 'data'),
    answers: once(child, 'exit').then(
      () =>
        JSON.parse(out.split('\n')[1]) as {
          status: number;
          body: Record<string, unknown>;
          ms: number;
        }[],
    ),
  };
}

const ports: HealthPort[] = [];
const start = async (
  check: () => Promise<HealthCheck>,
  options: Partial<HealthPortOptions> = {},
) => {
  const port = await startHealthPort(check, { port: 0, host: '127.0.0.1', ...options });
  ports.push(port);
  return port;
};
const get = (port: HealthPort, path = '/api/health') =>
  fetch(`http://127.0.0.1:${port.port}${path}`);
afterAll(async () => {
  await Promise.all(ports.map((port) => port.close()));
});

describe('the health port', () => {
  it("answers the server's report: 200 with it, or 503 with Retry-After and why", async () => {
    let check: HealthCheck = OK;
    const port = await start(() => Promise.resolve(check));
    const ok = await get(port);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toEqual({ status: 'ok', database: 'up' });
    check = { ok: false, message: 'Database unavailable' };
    await port.refresh();
    const down = await get(port);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toMatchObject({ statusCode: 503, message: 'Database unavailable' });
    const other = await get(port, '/api/episodes');
    expect(other.status).toBe(404);
  });

  it('refuses to start on a port already taken, naming it', async () => {
    const first = await start(() => Promise.resolve(OK));
    await expect(
      startHealthPort(() => Promise.resolve(OK), { port: first.port, host: '127.0.0.1' }),
    ).rejects.toThrow(`Health port ${first.port}: EADDRINUSE`);
  });

  it("answers within a second while the server's thread is blocked, busy then not responding", async () => {
    const port = await start(() => Promise.resolve(OK), {
      refreshMs: 100,
      lagMs: 800,
      staleMs: 2_000,
    });
    const probes = probeLater(port.port, [300, 1_300, 2_600]);
    await probes.ready;
    blockThread(3_500);
    const [fresh, late, stale] = await probes.answers;
    expect(fresh).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    expect(late).toMatchObject({ status: 200, body: { status: 'degraded', database: 'busy' } });
    expect(stale).toMatchObject({ status: 503, body: { message: 'Server not responding' } });
    for (const probe of [fresh, late, stale]) expect(probe.ms).toBeLessThan(1_000);
  });
});

describe('the health port of a running server', () => {
  let t: TestApp;
  let port: HealthPort;
  beforeAll(async () => {
    t = await createTestApp();
    const readiness = t.app.get(Readiness);
    port = await start(() => checkHealth(t.app.get(DatabaseStatus), readiness));
  });
  afterAll(() => t.close());

  it('says what /api/health says, and 503 as soon as the server is stopping', async () => {
    const main = await t.http().get('/api/health').expect(200);
    const own = await get(port);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(main.body);
    t.app.get(Readiness).stop();
    await port.refresh();
    const stopping = await get(port);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toMatchObject({ message: 'Server stopping' });
  });
});
