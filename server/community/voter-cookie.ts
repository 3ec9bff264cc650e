import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/** The cookie naming a visitor's browser to the polls: an id and its signature. */
export const VOTER_COOKIE = 'abtal.voter';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`voter:${id}`).digest('base64url');

/** The browser id a request's voter cookie carries, when its signature holds. */
function browserVoterId(req: Request, secret: string): string | null {
  const cookies = req.headers.cookie ?? '';
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VOTER_COOKIE}=`))
    ?.slice(VOTER_COOKIE.length + 1);
  if (!raw) return null;
  const [id, signed] = decodeURIComponent(raw).split('.');
  if (!id || !signed || !UUID.test(id)) return null;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * Who votes: the signed-in account, else this browser (a signed cookie, made on its first vote). A
 * visitor who clears cookies votes again; the rate limit on the form stands behind the cookie.
 */
export function voterOf(
  req: Request,
  res: Response,
  secret: string,
  userId: string | undefined,
): string {
  if (userId) return `user:${userId}`;
  let id = browserVoterId(req, secret);
  if (!id) {
    id = randomUUID();
    res.cookie(VOTER_COOKIE, `${id}.${signature(id, secret)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      maxAge: ONE_YEAR_MS,
      path: '/',
    });
  }
  return `browser:${id}`;
}

/** The voter a request names without making one (null for a visitor who never voted). */
export function knownVoter(req: Request, secret: string, userId: string | undefined) {
  if (userId) return `user:${userId}`;
  const id = browserVoterId(req, secret);
  return id && `browser:${id}`;
}
