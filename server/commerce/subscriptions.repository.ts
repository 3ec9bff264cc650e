import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Tier } from '../../shared/enums.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { SubscriptionEntity } from './entities/subscription.entity.js';

/** A paid tier's billing period, as a grant writes it. */
export type SubscriptionPeriod = Pick<
  SubscriptionEntity,
  'tier' | 'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

@Injectable()
export class SubscriptionsRepository {
  constructor(
    @InjectRepository(SubscriptionEntity)
    private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Sets the user's tier and, in the same transaction, their latest ACTIVE subscription: given
   * `period` (created when there is none) or, with `cancelAt`, cancelled then. `within`: the
   * caller's transaction, else a new one.
   */
  async setTier(
    userId: string,
    tier: Tier,
    change: { period: SubscriptionPeriod } | { cancelAt: Date },
    within?: EntityManager,
  ): Promise<void> {
    const run = <T>(work: (manager: EntityManager) => Promise<T>) =>
      within ? work(within) : this.dataSource.transaction(work);
    await run(async (manager) => {
      await manager.update(UserEntity, { id: userId }, { tier });
      const subscriptions = manager.getRepository(SubscriptionEntity);
      const active = await subscriptions.findOne({
        where: { userId, status: 'ACTIVE' },
        order: { createdAt: 'DESC' },
      });
      if ('cancelAt' in change) {
        if (active) {
          await subscriptions.update(
            { id: active.id },
            { status: 'CANCELED', currentPeriodEnd: change.cancelAt, cancelAtPeriodEnd: false },
          );
        }
        return;
      }
      if (active) await subscriptions.update({ id: active.id }, change.period);
      else await subscriptions.insert({ userId, ...change.period });
    });
  }

  /** The user's current subscription: an ACTIVE one first, else the most recent. */
  findCurrentFor(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions
      .createQueryBuilder('subscription')
      .where('subscription.userId = :userId', { userId })
      .orderBy(`CASE WHEN subscription.status = 'ACTIVE' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('subscription.createdAt', 'DESC')
      .getOne();
  }
}
