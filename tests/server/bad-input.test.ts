import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';

/**
 * Whatever a client sends, the answer is a JSON 4xx that says what is wrong: never a 500.
 * Each payload below once reached a 500 somewhere, or is a classic way to get one.
 */
const ENDPOINTS: [method: 'post' | 'put', path: string][] = [
  ['post', '/api/auth/register'],
  ['post', '/api/auth/login'],
  ['put', '/api/user/profile'],
  ['post', '/api/enrollments'],
  ['post', '/api/heroes'],
  ['post', '/api/newsletter'],
  ['post', '/api/votes'],
  ['post', '/api/pre-register'],
  ['post', '/api/partnerships/apply'],
  ['put', '/api/progress/origins-1'],
];

const FIELDS = [
  'email',
  'password',
  'username',
  'name',
  'element',
  'origin',
  'pollId',
  'option',
  'courseId',
  'companyName',
  'industry',
  'contactName',
  'contactEmail',
  'website',
  'description',
  'currentPage',
  'totalPages',
];
const every = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));

const BODIES: [label: string, body: string][] = [
  ['malformed JSON', '{"email":'],
  ['a JSON string', '"hello"'],
  ['a JSON array', '[1,2,3]'],
  ['null', 'null'],
  ['objects 5000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['arrays 20000 deep', `${'['.repeat(20000)}${']'.repeat(20000)}`],
  ['NUL characters', every('a@b.co\u0000')],
  ['a lone surrogate', every('\ud800')],
  ['numbers everywhere', every(1e308)],
  ['objects everywhere', every({ $gt: '' })],
  ['arrays everywhere', every(['a'])],
  ['10 000-character strings', every('x'.repeat(10_000))],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(ENDPOINTS)('%s %s', (method, path) => {
  it.each(BODIES)('answers %s with a JSON 4xx', async (_label, body) => {
    const res = await t.http()[method](path).set('content-type', 'application/json').send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
  });
});
