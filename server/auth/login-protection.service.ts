import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Sign-in attempts an account allows at full speed before each further one must wait. */
export const FREE_ATTEMPTS = 5;
/** The longest wait between attempts (seconds): at most about 70 failures an hour per account. */
export const MAX_DELAY_SECONDS = 60;
/** Failures are forgotten an hour after the last attempt. */
const WINDOW = "interval '1 hour'";
const THROTTLER = 'login-account';

export const accountLockedMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Try again in ${seconds} seconds.`;

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

/**
 * Protection of each account against password guessing, on top of the per-address rate limit:
 * failures slow the account's sign-ins down (a growing delay, never a lock the owner cannot
 * wait out). Counts live in PostgreSQL, so every server instance applies the same delay.
 */
@Injectable()
export class LoginProtectionService {
  constructor(private readonly dataSource: DataSource) {}

  private key(email: string): string {
    return `account:${email.trim().toLowerCase()}`;
  }

  /** Counts an attempt, or throws 429 with the seconds to wait when the account must wait. */
  async attempt(email: string): Promise<void> {
    const key = this.key(email);
    // One short transaction: concurrent guesses take turns on the account's row.
    const wait = await this.dataSource.transaction(async (manager) => {
      await manager.query(ENSURE_SQL, [key]);
      const rows = (await manager.query(WAIT_SQL, [key])) as {
        wait_seconds: string | number | null;
      }[];
      const left = rows.length > 0 ? Number(rows[0].wait_seconds) : 0;
      if (left > 0) return left;
      await manager.query(COUNT_SQL, [key, FREE_ATTEMPTS, MAX_DELAY_SECONDS]);
      return 0;
    });
    if (wait > 0) throw new LoginDelayException(wait);
  }

  /** A successful sign-in clears the account's failures. */
  async succeeded(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1 AND throttler = $2`, [
      this.key(email),
      THROTTLER,
    ]);
  }
}

export class LoginDelayException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(accountLockedMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}
