import type { MigrationInterface } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentCommunityAcademyPartners1763800100000 } from '../../server/database/migrations/1763800100000-content-community-academy-partners.js';
import { MIGRATIONS } from '../../server/database/migrations/index.js';
import { runSeeds } from '../../server/database/seeds/index.js';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';
import { countRows } from './support/accounts.js';

const TABLES = [
  'comic_reads',
  'episodes',
  'episode_merch',
  'reading_progress',
  'analytics_events',
  'heroes',
  'newsletters',
  'pre_registrations',
  'votes',
  'courses',
  'enrollments',
  'partners',
  'campaigns',
  'campaign_episodes',
];

const SEEDED = ['episodes', 'courses', 'partners', 'campaigns', 'campaign_episodes'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `on`: the query runner a test holds (on the embedded database it is the only connection). */
async function existingTables(
  on: { query: TestApp['dataSource']['query'] } = t.dataSource,
): Promise<string[]> {
  const rows: { name: string }[] = await on.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name = ANY($1::text[])`,
    [TABLES],
  );
  return rows.map((r) => r.name).sort();
}

describe('OpenAPI document', () => {
  const endpoints: [string, string, string][] = [
    ['get', '/api/comic-reads/{comicId}', 'content'],
    ['post', '/api/comic-reads/{comicId}', 'content'],
    ['get', '/api/episodes', 'content'],
    ['get', '/api/episodes/{slug}', 'content'],
    ['get', '/api/progress', 'content'],
    ['put', '/api/progress/{slug}', 'content'],
    ['get', '/api/heroes', 'community'],
    ['post', '/api/heroes', 'community'],
    ['post', '/api/newsletter', 'community'],
    ['post', '/api/pre-register', 'community'],
    ['post', '/api/votes', 'community'],
    ['get', '/api/votes/{pollId}', 'community'],
    ['get', '/api/courses', 'academy'],
    ['post', '/api/enrollments', 'academy'],
    ['post', '/api/partnerships/apply', 'partners'],
    ['get', '/api/campaigns', 'partners'],
  ];

  it.each(endpoints)('documents %s %s under the %s tag', async (method, path, tag) => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation.tags).toEqual([tag]);
    expect(operation.summary).toEqual(expect.any(String));
    if (method === 'post' && !path.startsWith('/api/comic-reads')) {
      expect(operation.requestBody.content['application/json'].schema.properties).toBeDefined();
    }
  });

  it('documents the validation messages of a body from its zod schema', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    const body = doc.paths['/api/heroes'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'element', 'origin']);
    expect(doc.paths['/api/campaigns'].get.responses['401']).toBeDefined();
    expect(doc.paths['/api/enrollments'].post.responses['409']).toBeDefined();
  });
});

describe('seeds', () => {
  it('add nothing when they run again', async () => {
    const before = await Promise.all(SEEDED.map((table) => countRows(t, table)));
    await runSeeds(t.dataSource);
    await runSeeds(t.dataSource);
    expect(await Promise.all(SEEDED.map((table) => countRows(t, table)))).toEqual(before);
    // episodes: the six comics, Guardians of Dubai 001 and the server's episodes 002 and 003
    expect(before).toEqual([9, expect.any(Number), 3, 5, 5]);
  });
});

describe('migration 1763800100000', () => {
  it('reverts cleanly and applies again', async () => {
    const migration = new ContentCommunityAcademyPartners1763800100000();
    // Later migrations build on its tables: every one is reverted first (newest first) and
    // applied again last.
    const later = MIGRATIONS.filter((m) => /(\d{13})$/.exec(m.name)![1] > '1763800100000').map(
      (m) => new (m as new () => MigrationInterface)(),
    );
    const runner = t.dataSource.createQueryRunner();
    try {
      expect(await existingTables()).toEqual([...TABLES].sort());
      for (const step of [...later].reverse()) await step.down(runner);
      await migration.down(runner);
      expect(await existingTables(runner)).toEqual([]);
      const types: unknown[] = await runner.query(
        `SELECT 1 FROM pg_type WHERE typname IN ('partner_type', 'partner_status', 'campaign_type')`,
      );
      expect(types).toHaveLength(0);
      // The auth and commerce tables it depends on are untouched.
      const [users] = await runner.query('SELECT COUNT(*)::int AS count FROM users');
      expect(users.count).toBeGreaterThanOrEqual(0);
      await migration.up(runner);
      for (const step of later) await step.up(runner);
      expect(await existingTables(runner)).toEqual([...TABLES].sort());
    } finally {
      await runner.release();
    }
  });
});
