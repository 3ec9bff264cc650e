import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Tier } from '../../shared/enums.js';
import type { SubscriptionView } from '../../shared/schemas/commerce.schemas.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import { UsersService } from '../auth/users.service.js';
import { JobQueue } from '../jobs/job-queue.js';
import { REMINDERS_DUE_JOB } from '../jobs/job-types.js';
import type { SubscriptionEntity } from './entities/subscription.entity.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { TierPlansService } from './tier-plans.service.js';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly users: UsersService,
    private readonly plans: TierPlansService,
    private readonly queue: JobQueue,
  ) {}

  /**
   * Gives the user `tier` from `now`: a paid tier gets an ACTIVE subscription for the month from
   * now (the current one is updated, or one is created); FREE cancels the active one. The user's
   * tier and the subscription change together or not at all.
   */
  async grantTier(
    userId: string,
    tier: Tier,
    now: Date,
    /** Inside the caller's transaction (e.g. a staff action with its audit entry). */
    manager?: EntityManager,
  ): Promise<void> {
    // A member's reminders may be due at once under the new tier: their mails are checked now.
    if (tier === 'FREE') {
      await this.subscriptions.setTier(userId, tier, { cancelAt: now }, manager);
      await this.queue.enqueue(REMINDERS_DUE_JOB, {}, { manager });
      return;
    }
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + 1);
    await this.subscriptions.setTier(
      userId,
      tier,
      {
        period: {
          tier,
          status: 'ACTIVE',
          currentPeriodStart: now,
          currentPeriodEnd: end,
          cancelAtPeriodEnd: false,
        },
      },
      manager,
    );
    await this.queue.enqueue(REMINDERS_DUE_JOB, {}, { manager });
  }

  /** The user's current subscription: an ACTIVE one first, else the most recent. */
  currentFor(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findCurrentFor(userId);
  }

  /**
   * The tier comes from the user record (the one /api/auth/me and tier gating read); the
   * subscription adds its status and billing period. Never subscribed: status null.
   */
  async viewFor(userId: string): Promise<SubscriptionView> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    const subscription = await this.currentFor(userId);
    return {
      tier: user.tier,
      plan: await this.plans.planFor(user.tier),
      status: subscription?.status ?? null,
      currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    };
  }
}
