import { Logger } from '@nestjs/common';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseStatus } from './database-status.js';

/** Holds this thread for `ms`, as a burst of requests does. */
const blockThread = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const postgresUrl = process.env.TEST_DATABASE_URL;

// The answer must come from another process while this thread is held: a real PostgreSQL.
describe.skipIf(!postgresUrl)('health on a busy thread', () => {
  it('is not "down" when the answer arrived in time but the thread read it late', async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    const errors = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const status = new DatabaseStatus();
      status.watch(
        () => client.query('SELECT 1'),
        undefined,
        () => client.query('SELECT 1'),
      );
      // Asked now; answered at once by PostgreSQL while this thread is held past health's 1.5 s.
      const health = status.health();
      blockThread(1_800);
      expect(await health).toEqual({ database: 'up' });
      expect(status.isDown).toBe(false);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await client.end();
    }
  });
});
