import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { DataSource } from 'typeorm';

/** What `increment` hands back to the ThrottlerGuard (times in whole seconds). */
export interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

interface HitRow {
  hits: number;
  expires_in_ms: string | number;
  blocked_for_ms: string | number | null;
}

/**
 * A fixed window per key, counted by one atomic upsert, so every server instance sharing the
 * database sees the same counts and concurrent hits are never lost.
 *
 * - A live block (blocked_until in the future) leaves the row as it is: the hit is refused.
 * - An expired window or an expired block starts a new window with this hit.
 * - Otherwise the hit is counted; passing the limit blocks the key for `blockDuration`
 *   (with `blockDuration` 0 the hit is refused without a block, as the in-memory storage does).
 *
 * All CASE branches read the row as it was before the update (Postgres semantics), so the
 * order of the SET clauses does not matter.
 */
const HIT_SQL = `
  INSERT INTO rate_limits AS r (key, throttler, hits, expires_at, blocked_until)
  VALUES (
    $1, $2, 1,
    now() + $3::float8 * interval '1 millisecond',
    CASE WHEN 1 > $4::float8 AND $5::float8 > 0
      THEN now() + $5::float8 * interval '1 millisecond' END
  )
  ON CONFLICT (key, throttler) DO UPDATE SET
    hits = CASE
      WHEN r.blocked_until > now() THEN r.hits
      WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL THEN 1
      ELSE LEAST(r.hits + 1, 2147483647)
    END,
    expires_at = CASE
      WHEN r.blocked_until > now() THEN r.expires_at
      WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL
        THEN now() + $3::float8 * interval '1 millisecond'
      ELSE r.expires_at
    END,
    blocked_until = CASE
      WHEN r.blocked_until > now() THEN r.blocked_until
      WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL
        THEN CASE WHEN 1 > $4::float8 AND $5::float8 > 0
          THEN now() + $5::float8 * interval '1 millisecond' END
      WHEN r.hits + 1 > $4::float8 AND $5::float8 > 0
        THEN now() + $5::float8 * interval '1 millisecond'
      ELSE NULL
    END
  RETURNING
    hits,
    EXTRACT(EPOCH FROM (expires_at - now())) * 1000 AS expires_in_ms,
    EXTRACT(EPOCH FROM (blocked_until - now())) * 1000 AS blocked_for_ms`;

const PURGE_SQL = `
  DELETE FROM rate_limits
  WHERE expires_at < now() AND (blocked_until IS NULL OR blocked_until < now())`;

/** Expired rows are swept every this many hits (per instance), so the table stays small. */
const PURGE_EVERY = 500;

/** ThrottlerStorage backed by the `rate_limits` table; nothing is kept in process memory. */
export class PgThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(PgThrottlerStorage.name);
  private hitsSincePurge = 0;

  constructor(private readonly dataSource: DataSource) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const rows = (await this.dataSource.query(HIT_SQL, [
      key,
      throttlerName,
      ttl,
      limit,
      blockDuration,
    ])) as HitRow[];
    const row = rows[0];
    await this.maybePurge();

    const timeToExpire = Math.max(0, Math.ceil(Number(row.expires_in_ms) / 1000));
    const blockedFor = row.blocked_for_ms === null ? 0 : Number(row.blocked_for_ms);
    if (blockedFor > 0) {
      return {
        totalHits: row.hits,
        timeToExpire,
        isBlocked: true,
        timeToBlockExpire: Math.ceil(blockedFor / 1000),
      };
    }
    // Without a block duration, a hit past the limit is refused until the window ends.
    const isBlocked = row.hits > limit;
    return {
      totalHits: row.hits,
      timeToExpire,
      isBlocked,
      timeToBlockExpire: isBlocked ? timeToExpire : 0,
    };
  }

  /** Deletes windows and blocks that have run out. */
  async purgeExpired(): Promise<void> {
    await this.dataSource.query(PURGE_SQL);
  }

  private async maybePurge(): Promise<void> {
    this.hitsSincePurge += 1;
    if (this.hitsSincePurge < PURGE_EVERY) return;
    this.hitsSincePurge = 0;
    try {
      await this.purgeExpired();
    } catch (error) {
      // A failed sweep only delays cleaning; the next one catches up.
      this.logger.warn(`Could not purge expired rate limits: ${String(error)}`);
    }
  }
}
