import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Failures are forgotten an hour after the last attempt. */
const WINDOW = "interval '1 hour'";
const THROTTLER = 'login-account';

/**
 * The account's row, created empty when missing, so that concurrent first guesses also take turns
 * on it (a row that does not exist yet cannot be locked).
 */
const ENSURE_SQL = `
  INSERT INTO rate_limits (key, throttler, hits, expires_at, blocked_until)
  VALUES ($1, '${THROTTLER}', 0, now() + ${WINDOW}, NULL)
  ON CONFLICT (key, throttler) DO NOTHING`;

/** The wait left on an account (locked until the attempt is counted). */
const WAIT_SQL = `
  SELECT CEIL(EXTRACT(EPOCH FROM (blocked_until - now()))) AS wait_seconds
  FROM rate_limits WHERE key = $1 AND throttler = '${THROTTLER}' FOR UPDATE`;

/**
 * Counts an attempt; once the free attempts are used, the next one must wait 2, 4, 8 ... up to
 * 60 seconds. Failures more than an hour old are forgotten.
 */
const COUNT_SQL = `
  INSERT INTO rate_limits AS r (key, throttler, hits, expires_at, blocked_until)
  VALUES ($1, '${THROTTLER}', 1, now() + ${WINDOW}, NULL)
  ON CONFLICT (key, throttler) DO UPDATE SET
    hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE LEAST(r.hits + 1, 1000000) END,
    expires_at = now() + ${WINDOW},
    blocked_until = CASE
      WHEN r.expires_at <= now() OR r.hits + 1 < $2::int THEN NULL
      ELSE now() + LEAST(power(2, LEAST(r.hits + 2 - $2::int, 30)), $3::int) * interval '1 second'
    END`;

/** Per-account sign-in failures, kept in the rate limiter's table under their own throttler. */
@Injectable()
export class LoginAttemptsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The seconds the account must still wait, or 0 once the attempt is counted. One short
   * transaction: concurrent guesses take turns on the account's row.
   */
  countUnlessWaiting(key: string, freeAttempts: number, maxDelaySeconds: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(ENSURE_SQL, [key]);
      const rows = (await manager.query(WAIT_SQL, [key])) as {
        wait_seconds: string | number | null;
      }[];
      const left = rows.length > 0 ? Number(rows[0].wait_seconds) : 0;
      if (left > 0) return left;
      await manager.query(COUNT_SQL, [key, freeAttempts, maxDelaySeconds]);
      return 0;
    });
  }

  async forget(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1 AND throttler = $2`, [
      key,
      THROTTLER,
    ]);
  }
}
