import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { lazySessions, SESSION_COOKIE_NAME, sessionUserId } from './session.js';

/** Stands in for express-session: counts how often it runs and gives the request a session. */
function fakeSessions() {
  const calls = { count: 0 };
  const handler: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
    calls.count += 1;
    (req as unknown as { session: object }).session = { userId: 'u1' };
    next();
  };
  return { handler, calls };
}

/** Requests share a prototype, as Express's do (`app.request`). */
function requests() {
  const prototype = {};
  const request = (cookie?: string) =>
    Object.assign(Object.create(prototype) as object, {
      headers: cookie ? { cookie } : {},
      res: {},
    }) as unknown as Request;
  return { prototype, request };
}

function run(handler: RequestHandler, req: Request) {
  let passed = false;
  void handler(req, {} as Response, () => void (passed = true));
  expect(passed).toBe(true);
}

describe('lazySessions', () => {
  it('loads the session of a request that carries the cookie', () => {
    const { handler, calls } = fakeSessions();
    const { prototype, request } = requests();
    const req = request(`${SESSION_COOKIE_NAME}=s%3Aabc.def`);
    run(lazySessions(handler, prototype), req);
    expect(calls.count).toBe(1);
    expect(sessionUserId(req)).toBe('u1');
  });

  it('makes no session for a request without the cookie, even when asked for the user', () => {
    const { handler, calls } = fakeSessions();
    const { prototype, request } = requests();
    const req = request('other=1');
    run(lazySessions(handler, prototype), req);
    expect(sessionUserId(req)).toBeUndefined();
    expect(calls.count).toBe(0);
  });

  it('makes the session on the spot when a handler reaches for it (signing in)', () => {
    const { handler, calls } = fakeSessions();
    const { prototype, request } = requests();
    const req = request();
    run(lazySessions(handler, prototype), req);
    expect(req.session).toEqual({ userId: 'u1' });
    expect(req.session).toEqual({ userId: 'u1' });
    expect(calls.count).toBe(1);
    expect(sessionUserId(req)).toBe('u1');
  });

  it("gives one request's late session to that request only", () => {
    const { handler, calls } = fakeSessions();
    const { prototype, request } = requests();
    const middleware = lazySessions(handler, prototype);
    const [signingIn, visitor] = [request(), request()];
    run(middleware, signingIn);
    run(middleware, visitor);
    expect(signingIn.session).toEqual({ userId: 'u1' });
    expect(sessionUserId(visitor)).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(visitor, 'session')).toBe(false);
    expect(calls.count).toBe(1);
  });
});
