import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('the migrated schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('equals what the entities declare: TypeORM has nothing left to change', async () => {
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    const statements = sql.upQueries.map((query) => query.query);
    expect(statements).toEqual([]);
  });
});
