import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../server/testing/test-app.js';

/** A supertest agent signed in as a newly registered user, through the real auth endpoint. */
export async function signedInAgent(t: TestApp) {
  const agent = t.agent();
  const res = await agent
    .post('/api/auth/register')
    .send({ email: `reader-${randomUUID()}@example.com`, password: 'sky-panther' });
  expect(res.status).toBe(201);
  return { agent, userId: res.body.user.id as string };
}

/** How many rows a table holds. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const rows: { count: number }[] = await t.dataSource.query(
    `SELECT COUNT(*)::int AS count FROM ${table}`,
  );
  return rows[0].count;
}
