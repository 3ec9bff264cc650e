import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

declare module 'express-session' {
  interface SessionData {
    /** The browser that signed in (its User-Agent header, cut to 512 characters). */
    userAgent?: string;
    /** When this session signed in (ms since the epoch). */
    signedInAt?: number;
  }
}

/** A stored session of an account, without its id. */
export interface StoredSession {
  /** An opaque id of the session: a hash of its id, so the list never exposes a cookie value. */
  id: string;
  userAgent: string | null;
  signedInAt: Date | null;
  /** The session's expiry less its lifetime: the last request, up to a minute stale. */
  lastSeenAt: Date;
  current: boolean;
}

interface SessionRow {
  sid: string;
  user_agent: string | null;
  signed_in_at: string | null;
  last_seen_ms: string;
}

/** The opaque id a session is shown and ended by. */
const sessionHandle = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 32);

/** Notes on a freshly signed-in session which browser it is and when it started. */
export function recordSessionDevice(req: Request): void {
  req.session.userAgent = (req.get('user-agent') ?? '').slice(0, 512) || undefined;
  req.session.signedInAt = Date.now();
}

/**
 * The sessions of an account in the session store's table (connect-pg-simple keeps the user id
 * inside the `sess` JSON). Ending a session deletes its row: its cookie then opens nothing.
 */
@Injectable()
export class UserSessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The account's live sessions, the most recently seen first; `currentSid` is marked. */
  async list(userId: string, currentSid?: string): Promise<StoredSession[]> {
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT sid,
              sess->>'userAgent' AS user_agent,
              sess->>'signedInAt' AS signed_in_at,
              (extract(epoch FROM expire::timestamptz) * 1000
                - coalesce((sess->'cookie'->>'originalMaxAge')::float8, 0))::text AS last_seen_ms
       FROM sessions
       WHERE sess->>'userId' = $1 AND expire > now()`,
      [userId],
    );
    return rows
      .map((row) => ({
        id: sessionHandle(row.sid),
        userAgent: row.user_agent,
        signedInAt: row.signed_in_at ? new Date(Number(row.signed_in_at)) : null,
        lastSeenAt: new Date(Math.round(Number(row.last_seen_ms))),
        current: row.sid === currentSid,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || +b.lastSeenAt - +a.lastSeenAt);
  }

  /** Ends one session of the account by its opaque id; false when the account has none such. */
  async endOne(userId: string, id: string): Promise<boolean> {
    const rows: { sid: string }[] = await this.dataSource.query(
      `SELECT sid FROM sessions WHERE sess->>'userId' = $1`,
      [userId],
    );
    const found = rows.find((row) => sessionHandle(row.sid) === id);
    if (!found) return false;
    await this.dataSource.query(`DELETE FROM sessions WHERE sid = $1`, [found.sid]);
    return true;
  }

  /**
   * Ends every session of the account, except `exceptSid` when given (the one in use), and its
   * private calendar link; answers how many sessions ended. `manager`: inside the caller's transaction.
   */
  async endAll(
    userId: string,
    exceptSid?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [, count] = (await manager.query(
      `DELETE FROM sessions WHERE sess->>'userId' = $1 AND ($2::varchar IS NULL OR sid <> $2)`,
      [userId, exceptSid ?? null],
    )) as [unknown, number];
    // The private calendar link is a credential too: it ends with the sessions (a new one is
    // made when the member asks for it again).
    await manager.query(`DELETE FROM calendar_feeds WHERE user_id = $1`, [userId]);
    return count;
  }
}
