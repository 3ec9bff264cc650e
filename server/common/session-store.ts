import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';

/** A session's expiry is pushed forward at most this often (ms), not on every request. */
const SESSION_TOUCH_EVERY_MS = 60_000;
/** Sessions whose last touch this process remembers; beyond it the memory starts over. */
const REMEMBERED_TOUCHES = 10_000;

const PgStore = connectPgSimple(session);

/**
 * The `sessions` table on the server's shared pool. A request that changes nothing in its
 * session does not rewrite the row: the expiry moves forward only when it is more than a minute
 * old, checked in this process first and then by the UPDATE itself (so many servers agree).
 */
export class SessionStore extends PgStore {
  private readonly lastTouch = new Map<string, number>();

  constructor(private readonly sessionPool: pg.Pool) {
    super({ pool: sessionPool, tableName: 'sessions', createTableIfMissing: false });
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
    const expires = sess.cookie.expires ? new Date(sess.cookie.expires) : new Date(now);
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
