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
 */
export function lazySessions(sessions: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (hasSessionCookie(req)) return void sessions(req, res, next);
    (req as MaybeAnonymous)[NO_SESSION_YET] = true;
    Object.defineProperty(req, 'session', {
      configurable: true,
      enumerable: true,
      get() {
        delete (req as Partial<Request>).session;
        (req as MaybeAnonymous)[NO_SESSION_YET] = false;
        void sessions(req, res, () => undefined);
        return req.session;
      },
      set(value: unknown) {
        Object.defineProperty(req, 'session', {
          value,
          configurable: true,
          enumerable: true,
          writable: true,
        });
      },
    });
    next();
  };
}

/** The signed-in user's id, without making a session for a visitor who has none. */
export function sessionUserId(req: Request): string | undefined {
  if ((req as MaybeAnonymous)[NO_SESSION_YET]) return undefined;
  return req.session?.userId;
}
