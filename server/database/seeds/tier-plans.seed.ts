import type { DataSource } from 'typeorm';
import { TIER_PLANS } from '../../../shared/tiers.js';

/** Inserts the plans of TIER_PLANS that are missing; existing rows are left as edited. */
export async function seedTierPlans(dataSource: DataSource): Promise<void> {
  for (const [displayOrder, plan] of TIER_PLANS.entries()) {
    await dataSource.query(
      `INSERT INTO tier_plans (tier, name, price, currency, features, display_order)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tier) DO NOTHING`,
      [plan.tier, plan.name, plan.price, plan.currency, plan.features, displayOrder],
    );
  }
}
