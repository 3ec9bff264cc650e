import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type CreatedApp } from '../../server/app.js';
import { migrateAndSeed } from '../../server/database/database.js';
import { MIGRATIONS } from '../../server/database/migrations/index.js';
import { testConfig } from '../../server/testing/test-app.js';
import { hasPostgresBinaries, OwnPostgres, PG_BIN } from './support/own-postgres.js';

/** A port of this project's own range: the test's private PostgreSQL, never the shared one. */
const PORT = Number(process.env.OWN_POSTGRES_PORT ?? 5210);
const COMIC = 'origins-1';

if (!hasPostgresBinaries) {
  console.warn(`Skipping the database outage tests: no PostgreSQL server programs in ${PG_BIN}`);
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

describe.skipIf(!hasPostgresBinaries)('an unreachable database', () => {
  let database: OwnPostgres;
  let created: CreatedApp;
  let base: string;
  let acknowledged = 0;
  const errors = vi.spyOn(Logger.prototype, 'error');

  const call = (method: string, path: string) =>
    timed(async () => {
      const res = await fetch(`${base}${path}`, { method });
      const body = (await res.json()) as Record<string, unknown>;
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
    });
  const increment = async () => {
    const [res] = await call('POST', `/api/comic-reads/${COMIC}`);
    if (res.status === 200) acknowledged += 1;
    return res;
  };
  const waitForHealth = async (status: number, withinMs: number) => {
    const started = Date.now();
    for (;;) {
      const [res] = await call('GET', '/api/health');
      if (res.status === status) return Date.now() - started;
      if (Date.now() - started > withinMs) throw new Error(`health still ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const storedCount = async () => {
    const client = new pg.Client({ connectionString: database.url('abtal') });
    await client.connect();
    const { rows } = await client.query<{ count: number }>(
      'SELECT count FROM comic_reads WHERE comic_id = $1',
      [COMIC],
    );
    await client.end();
    return Number(rows[0]?.count ?? 0);
  };

  beforeAll(async () => {
    database = new OwnPostgres(PORT);
    await database.start();
    const admin = new pg.Client({ connectionString: database.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE abtal');
    await admin.end();
    const target = { url: database.url('abtal'), embedded: false };
    await migrateAndSeed(target);
    created = await createApp(testConfig(), target, false);
    const server = created.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    errors.mockRestore();
    await database?.destroy();
    await created?.close().catch(() => undefined);
  });

  it('paused: 503 with Retry-After within 5 s, health 503 within 2 s, back within 2 s, nothing lost', async () => {
    for (let i = 0; i < 20; i += 1) expect((await increment()).status).toBe(200);
    errors.mockClear();
    database.pause();
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call('POST', `/api/comic-reads/${COMIC}`)),
      );
      for (const [res, ms] of answers) {
        expect(res.status).toBe(503);
        expect(res.retryAfter).toBe('5');
        expect(res.body.statusCode).toBe(503);
        expect(ms).toBeLessThan(5_000);
      }
      const [health, healthMs] = await call('GET', '/api/health');
      expect(health.status).toBe(503);
      expect(healthMs).toBeLessThan(2_000);
    } finally {
      database.resume();
    }
    expect(await waitForHealth(200, 2_000)).toBeLessThan(2_000);
    expect((await increment()).status).toBe(200);
    // One line for the outage, no stack trace per request.
    const lines = errors.mock.calls.map((args) => String(args[0]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Database unreachable/);
    // Timed-out increments may have been applied once the database woke: never fewer than acknowledged.
    expect(await storedCount()).toBeGreaterThanOrEqual(acknowledged);
  });

  it('paused under more requests than connections: every one answered 503 within 5 s', async () => {
    expect((await increment()).status).toBe(200);
    database.pause();
    try {
      // Three times the pool: most wait for a connection first, then for a frozen answer.
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => call('POST', `/api/comic-reads/${COMIC}`)),
      );
      const slowest = Math.max(...answers.map(([, ms]) => ms));
      expect(answers.map(([res]) => res.status)).toEqual(answers.map(() => 503));
      expect(slowest).toBeLessThan(5_000);
    } finally {
      database.resume();
    }
    expect(await waitForHealth(200, 5_000)).toBeLessThan(5_000);
  });

  it('stopped: 503 at once, health 503, and everything acknowledged is there after a restart', async () => {
    await database.stop();
    const [res, ms] = await call('POST', `/api/comic-reads/${COMIC}`);
    expect(res.status).toBe(503);
    expect(res.retryAfter).toBe('5');
    expect(ms).toBeLessThan(5_000);
    const [health, healthMs] = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.retryAfter).toBe('5');
    expect(healthMs).toBeLessThan(2_000);
    await database.start();
    await waitForHealth(200, 5_000);
    expect((await increment()).status).toBe(200);
    expect(await storedCount()).toBeGreaterThanOrEqual(acknowledged);
  });

  it('lets servers that start together migrate and seed a fresh database, 5 times out of 5', async () => {
    const admin = new pg.Client({ connectionString: database.url() });
    await admin.connect();
    try {
      for (let round = 0; round < 5; round += 1) {
        const name = `fresh_${round}`;
        await admin.query(`CREATE DATABASE ${name}`);
        const target = { url: database.url(name), embedded: false };
        const starts = await Promise.allSettled([1, 2, 3].map(() => migrateAndSeed(target)));
        expect(starts.map((start) => start.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM migrations',
        );
        await client.end();
        expect(rows[0].n).toBe(MIGRATIONS.length);
      }
    } finally {
      await admin.end();
    }
  });
});
