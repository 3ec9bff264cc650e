import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { effectiveTier, nextTierChange } from '../../shared/billing.js';
import type { SubscriptionStatus, Tier } from '../../shared/enums.js';
import { Clock } from '../common/clock.js';
import { JobQueue } from '../jobs/job-queue.js';
import { REMINDERS_DUE_JOB } from '../jobs/job-types.js';
import { JobWorker } from '../jobs/job-worker.js';

/** Recomputes one member's tier when the clock may have changed it (a period or grace period ended). */
const TIER_REFRESH_JOB = 'tier.refresh';

/** One change of a member's tier, as `tier_events` keeps it. */
export interface TierEvent {
  fromTier: Tier;
  toTier: Tier;
  reason: string;
  at: string;
}

/**
 * The one writer of `users.tier`: the stored value is always `effectiveTier()` of the member's paid
 * subscription, their administrator grant and the clock, so every reader of `users.tier` (sessions,
 * the release rule, reminders, the calendar, the profile) reads that rule. It is refreshed after
 * every change of a subscription and, for changes the clock alone makes, by a job queued for the
 * moment the period (or its grace period) ends. Each change is kept in `tier_events` and queues the
 * reminders' check, so reminder mails follow paid tiers.
 */
@Injectable()
export class TierService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.worker.register(TIER_REFRESH_JOB, async (payload) => {
      await this.refresh(String(payload.userId), 'clock');
    });
  }

  /**
   * Recomputes and stores the member's tier; answers it. `within`: the caller's transaction (e.g. a
   * staff action with its audit entry), else a new one.
   */
  async refresh(
    userId: string,
    reason: string,
    now = this.clock.now(),
    within?: EntityManager,
  ): Promise<Tier> {
    const result = within
      ? await this.refreshIn(within, userId, reason, now)
      : await this.dataSource.transaction((manager) =>
          this.refreshIn(manager, userId, reason, now),
        );
    if (result.changed) await this.queue.enqueue(REMINDERS_DUE_JOB, {}, { manager: within });
    return result.tier;
  }

  private async refreshIn(
    manager: EntityManager,
    userId: string,
    reason: string,
    now: Date,
  ): Promise<{ tier: Tier; changed: boolean }> {
    const rows: { tier: Tier }[] = await manager.query(
      'SELECT tier FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (rows.length === 0) return { tier: 'FREE', changed: false };
    // The latest grant in force and the latest paid subscription, in one read.
    const found: {
      source: string;
      tier: Tier;
      status: SubscriptionStatus;
      current_period_end: Date | null;
      cancel_at_period_end: boolean;
    }[] = await manager.query(
      `SELECT DISTINCT ON (source = 'COMP') source, tier, status, current_period_end, cancel_at_period_end
       FROM subscriptions WHERE user_id = $1 AND (source <> 'COMP' OR status = 'ACTIVE')
       ORDER BY source = 'COMP', created_at DESC, id`,
      [userId],
    );
    const grant = found.find((row) => row.source === 'COMP');
    const row = found.find((candidate) => candidate.source !== 'COMP');
    const paid = row
      ? {
          tier: row.tier,
          status: row.status,
          currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null,
          cancelAtPeriodEnd: row.cancel_at_period_end,
        }
      : null;
    const tier = effectiveTier(paid, grant?.tier ?? null, now);
    const from = rows[0].tier;
    const next = nextTierChange(paid, now);
    if (next) {
      await this.queue.enqueue(
        TIER_REFRESH_JOB,
        { userId },
        { runAt: next, idempotencyKey: `tier:${userId}:${next.toISOString()}`, manager },
      );
    }
    if (tier === from) return { tier, changed: false };
    await manager.query('UPDATE users SET tier = $2 WHERE id = $1', [userId, tier]);
    await manager.query(
      `INSERT INTO tier_events (user_id, from_tier, to_tier, reason, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [userId, from, tier, reason, now],
    );
    return { tier, changed: true };
  }

  /** The member's tier changes, oldest first. */
  async history(userId: string): Promise<TierEvent[]> {
    const rows: { from_tier: Tier; to_tier: Tier; reason: string; created_at: Date }[] =
      await this.dataSource.query(
        `SELECT from_tier, to_tier, reason, created_at FROM tier_events WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      );
    return rows.map((row) => ({
      fromTier: row.from_tier,
      toTier: row.to_tier,
      reason: row.reason,
      at: new Date(row.created_at).toISOString(),
    }));
  }
}
