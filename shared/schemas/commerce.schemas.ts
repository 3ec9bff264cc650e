import type { SubscriptionStatus, Tier } from '../enums.js';
import type { TierPlan } from '../tiers.js';

export interface SubscriptionView {
  tier: Tier;
  plan: TierPlan;
  status: SubscriptionStatus | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}
