import { z } from 'zod';
import { BILLING_INTERVALS } from '../billing.js';
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
  /** COMP: an administrator's grant; TEST or STRIPE: bought through that provider. */
  source: z.enum(['COMP', 'TEST', 'STRIPE']).nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** The tier of the subscription itself (the member's tier may be higher by a grant). */
  subscriptionTier: z.enum(TIERS).nullable(),
  /** The plan a downgrade switches to at the end of the period. */
  pendingTier: z.enum(TIERS).nullable(),
  /** The billing period a switch to monthly billing takes up at the end of the period. */
  pendingInterval: z.enum(BILLING_INTERVALS).nullable(),
  /** PAST_DUE: the paid tier is kept until then while the payment is retried. */
  graceUntil: z.string().nullable(),
});

export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
