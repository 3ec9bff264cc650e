import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Tier } from '../../shared/enums.js';
import { planFor, type TierPlan } from '../../shared/tiers.js';
import { TierPlanRecord } from './entities/tier-plan.entity.js';

const toTierPlan = (record: TierPlanRecord): TierPlan => ({
  tier: record.tier,
  name: record.name,
  price: record.price,
  currency: record.currency.trim(),
  features: record.features,
});

@Injectable()
export class TierPlansService {
  constructor(
    @InjectRepository(TierPlanRecord) private readonly plans: Repository<TierPlanRecord>,
  ) {}

  /** FREE, SILVER, GOLD, PLATINUM: the enum's own order. */
  async list(): Promise<TierPlan[]> {
    const records = await this.plans.find({ order: { tier: 'ASC' } });
    return records.map(toTierPlan);
  }

  /** The stored plan of a tier, or the built-in one if the row is missing. */
  async planFor(tier: Tier): Promise<TierPlan> {
    const record = await this.plans.findOneBy({ tier });
    return record ? toTierPlan(record) : planFor(tier);
  }
}
