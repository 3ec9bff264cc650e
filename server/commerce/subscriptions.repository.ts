import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
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
   * Sets the user's administrator grant: its ACTIVE subscription gets `period` (created when there
   * is none) or, with `cancelAt`, is cancelled then. Paid subscriptions are left as they are.
   * `within`: the caller's transaction, else a new one.
   */
  async setGrant(
    userId: string,
    change: { period: SubscriptionPeriod } | { cancelAt: Date },
    within?: EntityManager,
  ): Promise<void> {
    const run = <T>(work: (manager: EntityManager) => Promise<T>) =>
      within ? work(within) : this.dataSource.transaction(work);
    await run(async (manager) => {
      const subscriptions = manager.getRepository(SubscriptionEntity);
      const active = await subscriptions.findOne({
        where: { userId, status: 'ACTIVE', source: 'COMP' },
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
      else await subscriptions.insert({ userId, source: 'COMP', ...change.period });
    });
  }

  /** The latest subscription bought through a payment provider, if any. */
  findPaidFor(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions
      .createQueryBuilder('subscription')
      .where('subscription.userId = :userId', { userId })
      .andWhere(`subscription.source <> 'COMP'`)
      .orderBy('subscription.createdAt', 'DESC')
      .getOne();
  }

  /**
   * The user's current subscription: a paid one that is ACTIVE or PAST_DUE, else an ACTIVE grant,
   * else the most recent.
   */
  findCurrentFor(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions
      .createQueryBuilder('subscription')
      .where('subscription.userId = :userId', { userId })
      .orderBy(
        `CASE WHEN subscription.source <> 'COMP' AND subscription.status IN ('ACTIVE', 'PAST_DUE') THEN 0
              WHEN subscription.status = 'ACTIVE' THEN 1 ELSE 2 END`,
        'ASC',
      )
      .addOrderBy('subscription.createdAt', 'DESC')
      .getOne();
  }
}
