import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';
import { validationCode } from '../../shared/schemas/validation-codes.js';

/**
 * Every 400 names each refused field twice: `errors` (field -> English messages, as always) and
 * `issues` (one entry per message with the stable code of its rule, for other languages).
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
];
const FIELDS = [
  'email',
  'password',
  'username',
  'firstName',
  'lastName',
  'name',
  'phone',
  'experience',
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
  'goals',
  'timeline',
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const BODIES: [label: string, body: object][] = [
  ['empty fields', every('')],
  ['over-long fields', every('x'.repeat(5000))],
  ['numbers', every(7)],
  ['nothing', {}],
  ['a NUL character', every('a\u0000')],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(ENDPOINTS)('%s %s', (method, path) => {
  it.each(BODIES)('codes every message of a 400 for %s', async (_label, body) => {
    const agent = t.http();
    if (path === '/api/user/profile') {
      await agent.post('/api/auth/register').send({
        email: `codes.${Date.now()}.${Math.random()}@example.com`,
        password: 'sandstorm42',
      });
    }
    const res = await agent[method](path).send(body);
    if (res.status !== 400) return; // a body that happens to be valid for this endpoint
    const errors = res.body.errors as Record<string, string[]>;
    const issues = res.body.issues as { field: string; message: string; code: string }[];
    expect(issues.map(({ field, message }) => [field, message])).toEqual(
      Object.entries(errors).flatMap(([field, messages]) => messages.map((m) => [field, m])),
    );
    for (const issue of issues) {
      expect(issue.code, issue.message).not.toBe('invalid');
      expect(issue.code).toBe(validationCode(issue.message).code);
    }
  });
});

describe('validationCode', () => {
  it.each([
    ['Email is required', 'email_required', {}],
    ['Please enter a valid email address', 'email_invalid', {}],
    ['Password must be at least 6 characters long.', 'password_too_short', { min: '6' }],
    ['First name must be at most 80 characters', 'too_long', { field: 'First name', max: '80' }],
    ['Please choose a valid Timeline', 'choice_invalid', { field: 'Timeline' }],
    ['Invalid email or password', 'invalid_credentials', {}],
    ['Something nobody wrote', 'invalid', {}],
  ])('reads %j as %s', (message, code, params) => {
    expect(validationCode(message)).toEqual({ code, params });
  });
});
