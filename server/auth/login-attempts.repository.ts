import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Failures are forgotten an hour after the last attempt. */
const WINDOW = "interval '1 hour'";
/** Failures of one account, from every address. */
export const ACCOUNT_THROTTLER = 'login-account';
/** Failures of one account from one client address. */
export const ADDRESS_THROTTLER = 'login-address';
/** Addresses an account signed in from: its owner's own, remembered for 90 days. */
const KNOWN_THROTTLER = 'login-known';
const KNOWN_FOR = "interval '90 days'";

/**
 * The key's row, created empty when missing, so that concurrent first guesses also take turns
 * on it (a row that does not exist yet cannot be locked).
 */
const ENSURE_SQL = `
  INSERT INTO rate_limits (key, throttler, hits, expires_at, blocked_until)
  VALUES ($1, $2, 0, now() + ${WINDOW}, NULL)
  ON CONFLICT (key, throttler) DO NOTHING`;

/** The wait left on a key (locked until the attempt is counted). */
const WAIT_SQL = `
  SELECT CEIL(EXTRACT(EPOCH FROM (blocked_until - now()))) AS wait_seconds
  FROM rate_limits WHERE key = $1 AND throttler = $2 FOR UPDATE`;

/**
 * Counts an attempt; once the free attempts are used, the next one must wait 2, 4, 8 ... up to
 * the longest delay. Failures more than an hour old are forgotten.
 */
const COUNT_SQL = `
  INSERT INTO rate_limits AS r (key, throttler, hits, expires_at, blocked_until)
  VALUES ($1, $4, 1, now() + ${WINDOW}, NULL)
  ON CONFLICT (key, throttler) DO UPDATE SET
    hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE LEAST(r.hits + 1, 1000000) END,
    expires_at = now() + ${WINDOW},
    blocked_until = CASE
      WHEN r.expires_at <= now() OR r.hits + 1 < $2::int THEN NULL
      ELSE now() + LEAST(power(2, LEAST(r.hits + 2 - $2::int, 30)), $3::int) * interval '1 second'
    END`;

/** How many attempts a key allows at full speed, and the longest wait after them (seconds). */
export interface AttemptLimit {
  throttler: typeof ACCOUNT_THROTTLER | typeof ADDRESS_THROTTLER;
  freeAttempts: number;
  maxDelaySeconds: number;
}

/** Sign-in failures, kept in the rate limiter's table under their own throttlers. */
@Injectable()
export class LoginAttemptsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The seconds the key must still wait, or 0 once the attempt is counted. One short
   * transaction: concurrent guesses take turns on the key's row.
   */
  countUnlessWaiting(key: string, limit: AttemptLimit): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(ENSURE_SQL, [key, limit.throttler]);
      const rows = (await manager.query(WAIT_SQL, [key, limit.throttler])) as {
        wait_seconds: string | number | null;
      }[];
      const left = rows.length > 0 ? Number(rows[0].wait_seconds) : 0;
      if (left > 0) return left;
      await manager.query(COUNT_SQL, [
        key,
        limit.freeAttempts,
        limit.maxDelaySeconds,
        limit.throttler,
      ]);
      return 0;
    });
  }

  /** Forgets the failures of the given keys of a throttler, and of keys starting with `prefix`. */
  async forget(throttler: string, keys: string[], prefix?: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM rate_limits WHERE throttler = $1
         AND (key = ANY($2::text[]) OR ($3::text IS NOT NULL AND starts_with(key, $3::text)))`,
      [throttler, keys, prefix ?? null],
    );
  }

  /** Remembers that the account signed in from this address. */
  async remember(key: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO rate_limits (key, throttler, hits, expires_at, blocked_until)
       VALUES ($1, '${KNOWN_THROTTLER}', 1, now() + ${KNOWN_FOR}, NULL)
       ON CONFLICT (key, throttler) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [key],
    );
  }

  /** Whether the account signed in from this address in the last 90 days. */
  async isKnown(key: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM rate_limits WHERE key = $1 AND throttler = '${KNOWN_THROTTLER}'
         AND expires_at > now()`,
      [key],
    );
    return rows.length > 0;
  }
}
