import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { Tier } from '../../shared/enums.js';
import type { SubscriptionView } from '../../shared/schemas/commerce.schemas.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import { User } from '../auth/entities/user.entity.js';
import { UsersService } from '../auth/users.service.js';
import { Subscription } from './entities/subscription.entity.js';
import { TierPlansService } from './tier-plans.service.js';

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly users: UsersService,
    private readonly plans: TierPlansService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Gives the user `tier` from `now`: a paid tier gets an ACTIVE subscription for the month from
   * now (the current one is updated, or one is created); FREE cancels the active one. The user's
   * tier and the subscription change together or not at all.
   */
  async grantTier(userId: string, tier: Tier, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: userId }, { tier });
      const subscriptions = manager.getRepository(Subscription);
      const active = await subscriptions.findOne({
        where: { userId, status: 'ACTIVE' },
        order: { createdAt: 'DESC' },
      });
      if (tier === 'FREE') {
        if (active) {
          await subscriptions.update(
            { id: active.id },
            { status: 'CANCELED', currentPeriodEnd: now, cancelAtPeriodEnd: false },
          );
        }
        return;
      }
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 1);
      const period = {
        tier,
        status: 'ACTIVE' as const,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
      };
      if (active) await subscriptions.update({ id: active.id }, period);
      else await subscriptions.insert({ userId, ...period });
    });
  }

  /** The user's current subscription: an ACTIVE one first, else the most recent. */
  currentFor(userId: string): Promise<Subscription | null> {
    return this.subscriptions
      .createQueryBuilder('subscription')
      .where('subscription.userId = :userId', { userId })
      .orderBy(`CASE WHEN subscription.status = 'ACTIVE' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('subscription.createdAt', 'DESC')
      .getOne();
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
