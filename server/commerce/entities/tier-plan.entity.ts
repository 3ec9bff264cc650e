import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { TIERS, type Tier } from '../../../shared/enums.js';
import { numericTransformer } from './numeric.transformer.js';

/** A membership plan; seeded from TIER_PLANS. */
@Entity({ name: 'tier_plans' })
@Check('tier_plans_price_check', '"price" >= 0')
export class TierPlanEntity {
  @PrimaryColumn({ type: 'enum', enum: TIERS, enumName: 'user_tier' })
  tier: Tier;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  price: number;

  @Column({ type: 'char', length: 3, default: 'AED' })
  currency: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;
}
