import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, TIERS } from '../enums.js';

/** One membership plan as GET /api/subscription/tiers lists it (price is a number). */
export const tierPlanSchema = z.object({
  tier: z.enum(TIERS),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  features: z.array(z.string()),
});

/** GET /api/user/subscription: status is null when the user has never subscribed. */
export const subscriptionViewSchema = z.object({
  tier: z.enum(TIERS),
  plan: tierPlanSchema,
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
