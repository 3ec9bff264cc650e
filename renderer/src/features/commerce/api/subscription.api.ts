import { useQuery } from '@tanstack/react-query';
import { getQueryFn, lazySchema } from '../../../lib/api-client';

// The plans page opens without the schema library: it comes with the first answer to check.
const schemas = () => import('@shared/schemas/commerce.schemas');
const subscriptionViewSchema = lazySchema(async () => (await schemas()).subscriptionViewSchema);
const tierPlanListSchema = lazySchema(async () => (await schemas()).tierPlanSchema.array());

const SUBSCRIPTION_KEY = ['/api/user/subscription'] as const;
const TIER_PLANS_KEY = ['/api/subscription/tiers'] as const;

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
    queryFn: getQueryFn(tierPlanListSchema),
    enabled,
  });
}
