import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';
import { countRows } from './support/accounts.js';

const LIMIT = 2;

describe('rate limits on the public forms', () => {
  let t: TestApp;
  let courseId: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: LIMIT });
    courseId = (await t.http().get('/api/courses').expect(200)).body[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  const forms: [string, string, (n: number) => Record<string, unknown>][] = [
    [
      'heroes',
      '/api/heroes',
      (n) => ({ name: `Hero ${n}`, element: 'Fire', origin: 'Forged in the heat of the dunes.' }),
    ],
    ['newsletters', '/api/newsletter', (n) => ({ email: `news${n}@example.com` })],
    ['pre_registrations', '/api/pre-register', (n) => ({ email: `store${n}@example.com` })],
    ['votes', '/api/votes', () => ({ pollId: 'guardian-comic-poll', option: 'nazra' })],
    [
      'enrollments',
      '/api/enrollments',
      (n) => ({ email: `learner${n}@example.com`, name: 'Learner', courseId }),
    ],
    [
      'partners',
      '/api/partnerships/apply',
      (n) => ({
        companyName: `Brand ${n}`,
        industry: 'retail',
        contactName: 'Contact',
        contactEmail: `brand${n}@example.com`,
        description: 'A brand that wants to partner.',
      }),
    ],
  ];

  it.each(forms)(
    'answers 429 on %s past the limit and stores nothing more',
    async (table, path, body) => {
      const before = await countRows(t, table);
      for (let n = 1; n <= LIMIT; n += 1) {
        expect((await t.http().post(path).send(body(n))).status).toBe(201);
      }
      const res = await t
        .http()
        .post(path)
        .send(body(LIMIT + 1));
      expect(res.status).toBe(429);
      expect(res.body.statusCode).toBe(429);
      expect(await countRows(t, table)).toBe(before + LIMIT);
    },
  );

  it('does not limit reading the lists or counting comic reads', async () => {
    for (let n = 0; n <= LIMIT + 1; n += 1) {
      await t.http().get('/api/heroes').expect(200);
      await t.http().post('/api/comic-reads/guardians-2').expect(200);
    }
  });
});
