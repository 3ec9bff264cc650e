import type { NextFunction, Request, RequestHandler, Response } from 'express';

export const SESSION_COOKIE_NAME = 'abtal.sid';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

/** Set on a request that came without a session cookie and has not asked for a session yet. */
const NO_SESSION_YET = Symbol('no session yet');
type MaybeAnonymous = Request & { [NO_SESSION_YET]?: boolean };

const hasSessionCookie = (req: Request) =>
  (req.headers.cookie ?? '').includes(`${SESSION_COOKIE_NAME}=`);

/**
 * Sessions only where they are used. A request with the session cookie loads its session as
 * usual. A request without one gets no session (no id drawn, nothing hashed or stored) unless its
 * handler reaches for `req.session` (signing in or up): express-session then makes the new
 * session on the spot, which it does synchronously when there is no cookie.
 *
 * `requests` is the prototype of the application's requests (Express's `app.request`): the
 * `session` accessor that makes the late session is defined there once, so an anonymous request
 * costs a flag, not an accessor and two closures of its own. The session, once made or loaded, is
 * the request's own property and hides the accessor. `failed` answers when loading a session
 * fails (the database is down); by default the error goes on to `next`.
 */
export function lazySessions(
  sessions: RequestHandler,
  requests: object,
  failed: (error: unknown, res: Response, next: NextFunction) => void = (error, _res, next) =>
    next(error),
): RequestHandler {
  Object.defineProperty(requests, 'session', {
    configurable: true,
    enumerable: true,
    get(this: MaybeAnonymous) {
      if (!this[NO_SESSION_YET]) return undefined;
      this[NO_SESSION_YET] = false;
      void sessions(this, this.res!, () => undefined);
      // express-session has set the request's own `session` by now, which this reads.
      return this.session;
    },
    set(this: Request, value: unknown) {
      Object.defineProperty(this, 'session', {
        value,
        configurable: true,
        enumerable: true,
        writable: true,
      });
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (hasSessionCookie(req)) {
      return void sessions(req, res, (error?: unknown) =>
        error ? failed(error, res, next) : next(),
      );
    }
    (req as MaybeAnonymous)[NO_SESSION_YET] = true;
    next();
  };
}

/** The signed-in user's id, without making a session for a visitor who has none. */
export function sessionUserId(req: Request): string | undefined {
  if ((req as MaybeAnonymous)[NO_SESSION_YET]) return undefined;
  return req.session?.userId;
}
