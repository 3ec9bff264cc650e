import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDatabaseUnavailable } from './database-status.js';
import { DATABASE_TIMEOUTS } from './database.options.js';
import {
  boundStatementsByRequest,
  REQUEST_DATABASE_DEADLINE_MS,
  statementTimeoutMs,
  withDatabaseDeadline,
} from './request-deadline.js';

describe('statementTimeoutMs', () => {
  it("gives a statement what is left of its request's time, at least 100 ms", () => {
    expect(statementTimeoutMs()).toBe(DATABASE_TIMEOUTS.query);
    let seen: number[] = [];
    withDatabaseDeadline(() => {
      const start = Date.now();
      seen = [
        statementTimeoutMs(start),
        statementTimeoutMs(start + 3_000),
        statementTimeoutMs(start + REQUEST_DATABASE_DEADLINE_MS),
      ];
    });
    expect(seen[0]).toBeGreaterThan(DATABASE_TIMEOUTS.query - 200);
    expect(seen[0]).toBeLessThanOrEqual(DATABASE_TIMEOUTS.query);
    // 3 s spent waiting for a connection: the statement gets the rest, not another 4.5 s.
    expect(seen[1]).toBeGreaterThan(REQUEST_DATABASE_DEADLINE_MS - 3_000 - 200);
    expect(seen[1]).toBeLessThanOrEqual(REQUEST_DATABASE_DEADLINE_MS - 3_000);
    expect(seen[2]).toBe(100);
  });
});

describe('boundStatementsByRequest', () => {
  /**
   * A pool whose one client never answers `SELECT 1` (the driver's read timeout, a moment later)
   * and answers anything else at once.
   */
  function pool() {
    const client = {
      query: (
        config: { text: string },
        callback: (error: Error | null, result?: unknown) => void,
      ) => {
        if (config.text !== 'SELECT 1') return callback(null, { rows: [] });
        setTimeout(() => callback(new Error('Query read timeout')), 20);
      },
    };
    const fake = {
      options: { connectionTimeoutMillis: DATABASE_TIMEOUTS.connect },
      _clients: [client],
      connect: () => Promise.resolve(client),
      on: () => undefined,
    };
    boundStatementsByRequest(fake as unknown as pg.Pool);
    return client as unknown as pg.PoolClient;
  }

  /** The error of a statement that gets no answer, while the database answers `others` more. */
  function failureWhile(others: number, style: 'callback' | 'promise'): Promise<unknown> {
    const client = pool();
    return new Promise((resolve) =>
      withDatabaseDeadline(() => {
        if (style === 'callback') void client.query('SELECT 1', (error: Error) => resolve(error));
        else client.query('SELECT 1').catch(resolve);
        for (let i = 0; i < others; i += 1) void client.query('SELECT 2');
      }),
    );
  }

  it('calls a timeout busy while the database answers others, an outage while it answers none', async () => {
    for (const style of ['callback', 'promise'] as const) {
      const frozen = await failureWhile(0, style);
      expect([isDatabaseUnavailable(frozen), isDatabaseBusy(frozen)]).toEqual([true, false]);
      const saturated = await failureWhile(3, style);
      expect([isDatabaseUnavailable(saturated), isDatabaseBusy(saturated)]).toEqual([false, true]);
    }
  });
});

/** Holds this thread for `ms`, as a burst of requests does. */
const blockThread = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const postgresUrl = process.env.TEST_DATABASE_URL;

// The answer must come from another process while this thread is held: a real PostgreSQL (the
// embedded database answers on this thread itself).
describe.skipIf(!postgresUrl)("a statement late in its request's time", () => {
  it('counts an answer that arrived in time though the thread read it after its deadline', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    boundStatementsByRequest(pool);
    const client = await pool.connect();
    try {
      const answer = await new Promise<pg.QueryResult<{ n: number }>>((resolve, reject) =>
        withDatabaseDeadline(() => {
          // Sent now with the least time (100 ms); answered while the thread is held for 400 ms.
          client.query<{ n: number }>('SELECT 42 AS n').then(resolve, reject);
          blockThread(400);
        }, 0),
      );
      expect(answer.rows[0].n).toBe(42);
      // And one that gets no answer in time still fails within its deadline.
      const started = Date.now();
      const frozen = new Promise((resolve, reject) =>
        withDatabaseDeadline(
          () => void client.query('SELECT pg_sleep(1)').then(resolve, reject),
          0,
        ),
      );
      await expect(frozen).rejects.toThrow('Query read timeout');
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      client.release(true);
      await pool.end();
    }
  });
});
