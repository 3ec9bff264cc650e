import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { graceEnd } from '../../shared/billing.js';
import type { Tier } from '../../shared/enums.js';
import type { SubscriptionView } from '../../shared/schemas/commerce.schemas.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import { UsersService } from '../auth/users.service.js';
import { JobQueue } from '../jobs/job-queue.js';
import { REMINDERS_DUE_JOB } from '../jobs/job-types.js';
import type { SubscriptionEntity } from './entities/subscription.entity.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { TierPlansService } from './tier-plans.service.js';
import { TierService } from './tier.service.js';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly users: UsersService,
    private readonly plans: TierPlansService,
    private readonly queue: JobQueue,
    private readonly tiers: TierService,
  ) {}

  /**
   * Grants the user `tier` from `now` ("comped"): a paid tier gets an ACTIVE grant for the month
   * from now (the current grant is updated, or one is created), kept until withdrawn; FREE
   * withdraws it. The member's tier then follows the tier rule (a paid subscription may hold more).
   */
  async grantTier(
    userId: string,
    tier: Tier,
    now: Date,
    /** Inside the caller's transaction (e.g. a staff action with its audit entry). */
    manager?: EntityManager,
  ): Promise<void> {
    if (tier === 'FREE') {
      await this.subscriptions.setGrant(userId, { cancelAt: now }, manager);
    } else {
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 1);
      await this.subscriptions.setGrant(
        userId,
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
    }
    await this.tiers.refresh(userId, 'grant', now, manager);
    // A member's reminders may be due at once under the new tier: their mails are checked now.
    await this.queue.enqueue(REMINDERS_DUE_JOB, {}, { manager });
  }

  /** The user's current subscription (a paid one in force first, then a grant). */
  currentFor(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findCurrentFor(userId);
  }

  /**
   * The tier comes from the user record (the stored result of the tier rule, the one /api/auth/me
   * and tier gating read); the subscription adds its status and billing period. Never subscribed:
   * status null.
   */
  async viewFor(userId: string): Promise<SubscriptionView> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    const subscription = await this.currentFor(userId);
    const end = subscription?.currentPeriodEnd ?? null;
    return {
      tier: user.tier,
      plan: await this.plans.planFor(user.tier),
      status: subscription?.status ?? null,
      currentPeriodEnd: end?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      source: subscription?.source ?? null,
      interval: subscription?.billingInterval ?? null,
      subscriptionTier: subscription?.tier ?? null,
      pendingTier: subscription?.pendingTier ?? null,
      pendingInterval: subscription?.pendingInterval ?? null,
      graceUntil: subscription?.status === 'PAST_DUE' && end ? graceEnd(end).toISOString() : null,
    };
  }
}
