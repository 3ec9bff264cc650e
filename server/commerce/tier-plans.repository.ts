import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TierPlanEntity } from './entities/tier-plan.entity.js';

@Injectable()
export class TierPlansRepository {
  constructor(
    @InjectRepository(TierPlanEntity) private readonly plans: Repository<TierPlanEntity>,
  ) {}

  /** Every stored plan in the tier enum's order. */
  listInTierOrder(): Promise<TierPlanEntity[]> {
    return this.plans.find({ order: { tier: 'ASC' } });
  }
}
