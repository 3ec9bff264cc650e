import { useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '@shared/schemas/commerce.schemas';
import type { TierPlan } from '@shared/tiers';

export const SUBSCRIPTION_KEY = ['/api/user/subscription'] as const;
export const TIER_PLANS_KEY = ['/api/subscription/tiers'] as const;

/** The signed-in user's membership; only asked for while someone is signed in. */
export function useSubscription(enabled: boolean) {
  return useQuery<SubscriptionView>({ queryKey: SUBSCRIPTION_KEY, enabled });
}

/** The four membership plans, FREE to PLATINUM. */
export function useTierPlans(enabled = true) {
  return useQuery<TierPlan[]>({ queryKey: TIER_PLANS_KEY, enabled });
}
