import type { TestApp } from '../../../server/testing/test-app.js';

export { signedInAgent } from '../../../server/testing/factories.js';

/** How many rows a table holds. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const rows: { count: number }[] = await t.dataSource.query(
    `SELECT COUNT(*)::int AS count FROM ${table}`,
  );
  return rows[0].count;
}
