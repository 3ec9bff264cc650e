import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';

/** A session's expiry is pushed forward at most this often (ms), not on every request. */
const SESSION_TOUCH_EVERY_MS = 60_000;
/** Sessions whose last touch this process remembers; beyond it the memory starts over. */
const REMEMBERED_TOUCHES = 10_000;

/** A session ends this long after its sign-in, however often it is used (ms): 30 days. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

const PgStore = connectPgSimple(session);

/** When a session must end at the latest: its sign-in plus the absolute lifetime. */
const endOf = (sess: session.SessionData | null | undefined): number | undefined => {
  const signedInAt = (sess as { signedInAt?: unknown } | null | undefined)?.signedInAt;
  return typeof signedInAt === 'number' ? signedInAt + SESSION_ABSOLUTE_MS : undefined;
};

/**
 * The `sessions` table on the server's shared pool. A request that changes nothing in its
 * session does not rewrite the row: the expiry moves forward only when it is more than a minute
 * old, checked in this process first and then by the UPDATE itself (so many servers agree).
 * Beside that idle expiry, a session ends 30 days after its sign-in whatever its use.
 */
export class SessionStore extends PgStore {
  private readonly lastTouch = new Map<string, number>();

  constructor(private readonly sessionPool: pg.Pool) {
    super({ pool: sessionPool, tableName: 'sessions', createTableIfMissing: false });
  }

  override get(
    sid: string,
    callback: (err: unknown, sess?: session.SessionData | null) => void,
  ): void {
    super.get(sid, (error: unknown, sess?: session.SessionData | null) => {
      const end = endOf(sess);
      if (error || end === undefined || Date.now() < end) return callback(error, sess);
      // Past its absolute lifetime: ended, and the request goes on without it.
      this.destroy(sid, (destroyError) => callback(destroyError, null));
    });
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void) {
    const now = Date.now();
    const last = this.lastTouch.get(sid);
    if (last !== undefined && now - last < SESSION_TOUCH_EVERY_MS) {
      callback?.();
      return;
    }
    if (this.lastTouch.size >= REMEMBERED_TOUCHES) this.lastTouch.clear();
    this.lastTouch.set(sid, now);
    const idleEnd = sess.cookie.expires ? new Date(sess.cookie.expires).getTime() : now;
    const expires = new Date(Math.min(idleEnd, endOf(sess) ?? idleEnd));
    this.sessionPool
      .query(
        `UPDATE sessions SET expire = $1
         WHERE sid = $2 AND expire < $1::timestamptz - $3::float8 * interval '1 millisecond'`,
        [expires, sid, SESSION_TOUCH_EVERY_MS],
      )
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void) {
    this.lastTouch.delete(sid);
    super.destroy(sid, callback);
  }
}
