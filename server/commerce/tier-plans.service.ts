import { Injectable } from '@nestjs/common';
import type { Tier } from '../../shared/enums.js';
import { planFor, type TierPlan } from '../../shared/tiers.js';
import { CachedList } from '../common/cached-list.js';
import type { TierPlanEntity } from './entities/tier-plan.entity.js';
import { TierPlansRepository } from './tier-plans.repository.js';

const toTierPlan = (record: TierPlanEntity): TierPlan => ({
  tier: record.tier,
  name: record.name,
  price: record.price,
  currency: record.currency.trim(),
  features: record.features,
});

@Injectable()
export class TierPlansService {
  constructor(private readonly plans: TierPlansRepository) {}

  /** The plans change only with a release (seeds) or an operator: kept in memory. */
  private readonly all = new CachedList(async () =>
    (await this.plans.listInTierOrder()).map(toTierPlan),
  );

  /** FREE, SILVER, GOLD, PLATINUM: the enum's own order. */
  async list(): Promise<TierPlan[]> {
    // A copy: the kept list is shared by every request.
    return [...(await this.all.get())];
  }

  /** The stored plan of a tier, or the built-in one if the row is missing. */
  async planFor(tier: Tier): Promise<TierPlan> {
    return (await this.all.get()).find((plan) => plan.tier === tier) ?? planFor(tier);
  }

  /** To be called by whatever changes a plan. */
  invalidate(): void {
    this.all.invalidate();
  }
}
