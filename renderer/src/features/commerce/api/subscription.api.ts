import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { subscriptionViewSchema, tierPlanSchema } from '@shared/schemas/commerce.schemas';
import { getQueryFn } from '../../../lib/api-client';

export const SUBSCRIPTION_KEY = ['/api/user/subscription'] as const;
export const TIER_PLANS_KEY = ['/api/subscription/tiers'] as const;

/** The signed-in user's membership; only asked for while someone is signed in. */
export function useSubscription(enabled: boolean) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: getQueryFn(subscriptionViewSchema),
    enabled,
  });
}

/** The four membership plans, FREE to PLATINUM. */
export function useTierPlans(enabled = true) {
  return useQuery({
    queryKey: TIER_PLANS_KEY,
    queryFn: getQueryFn(z.array(tierPlanSchema)),
    enabled,
  });
}
