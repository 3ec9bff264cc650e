import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { COMICS } from '../../shared/content/comics.js';
import type { Course } from '../../shared/schemas/academy.schemas.js';
import type { TestApp } from './test-app.js';

/** A unique, valid registration body (override any field). */
export function newAccount(extra: Record<string, unknown> = {}) {
  return { email: `fan-${randomUUID()}@example.com`, password: 'sky-panther', ...extra };
}

/** A supertest agent signed in as a newly registered user, through the real auth endpoint. */
export async function signedInAgent(t: TestApp, extra: Record<string, unknown> = {}) {
  const agent = t.agent();
  const res = await agent.post('/api/auth/register').send(newAccount(extra));
  expect(res.status).toBe(201);
  return { agent, userId: res.body.user.id as string };
}

/** Marks an account's address confirmed, as following the link mailed at registration does. */
export async function confirmAddress(t: TestApp, email: string): Promise<void> {
  await t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE email = lower($1)`, [
    email,
  ]);
}

/**
 * A supertest agent signed in as an ADMIN account: registered with `email` (one of the app's
 * ADMIN_EMAILS) and its address confirmed, which the setting requires.
 */
export async function adminAgent(t: TestApp, email: string) {
  const signedIn = await signedInAgent(t, { email });
  await confirmAddress(t, email);
  return signedIn;
}

/** The seeded courses, as the API lists them. */
export async function seededCourses(t: TestApp): Promise<Course[]> {
  const res = await t.http().get('/api/courses').expect(200);
  return res.body as Course[];
}

/** A bundled comic's id (the first one unless `index` says otherwise). */
export function comicId(index = 0): string {
  return COMICS[index].id;
}

/** A supertest agent signed in through the real login as an account named in `adminEmails`. */
export async function signedInAs(t: TestApp, email: string, password: string) {
  const agent = t.agent();
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}
