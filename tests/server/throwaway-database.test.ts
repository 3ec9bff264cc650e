import { randomBytes } from 'node:crypto';
import { renameSync, statSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { clusterCopyFile, throwawayDatabase } from '../../server/testing/test-app.js';

/** The tables of the public schema. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    return tables.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

async function write(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe('throwaway test databases', () => {
  it('each starts empty: what one test file writes never reaches the next', async () => {
    const first = await throwawayDatabase();
    await write(first.url, 'CREATE TABLE left_behind (id int PRIMARY KEY)');
    expect(await contents(first.url)).toEqual(['left_behind']);
    // Started while the first is open and written to, then after it is gone (a copy saved from
    // it at any point but its start would carry its table).
    const second = await throwawayDatabase();
    expect(await contents(second.url)).toEqual([]);
    await write(second.url, 'CREATE TABLE only_here (id int PRIMARY KEY)');
    await first.drop();
    await second.drop();
    const third = await throwawayDatabase();
    expect(await contents(third.url)).toEqual([]);
    await third.drop();
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'an embedded one starts from a saved new cluster, and a damaged copy is replaced, not used',
    async () => {
      await (await throwawayDatabase()).drop();
      const file = clusterCopyFile();
      const saved = statSync(file).size;
      expect(saved).toBeGreaterThan(1_000_000);
      // Swapped in whole, as the tests write it, so another test file never reads it half-written.
      const damaged = `${file}.${randomBytes(4).toString('hex')}`;
      writeFileSync(damaged, 'not a database');
      renameSync(damaged, file);
      const database = await throwawayDatabase();
      expect(database.kind).toBe('embedded');
      await write(database.url, 'CREATE TABLE works (id int PRIMARY KEY)');
      expect(await contents(database.url)).toEqual(['works']);
      await database.drop();
      expect(statSync(file).size).toBeGreaterThan(1_000_000);
    },
  );
});
