import { z } from 'zod';
import { BILLING_INTERVALS } from '../billing.js';
import { TIERS } from '../enums.js';

export const PAID_TIER_MESSAGE = 'Tier must be one of SILVER, GOLD, PLATINUM';
export const INTERVAL_MESSAGE = 'Interval must be MONTH or YEAR';

const paidTier = z.enum(['SILVER', 'GOLD', 'PLATINUM'], { error: PAID_TIER_MESSAGE });
const interval = z.enum(BILLING_INTERVALS, { error: INTERVAL_MESSAGE });

/** GET /api/billing: who takes payments here. */
export const billingSetupSchema = z.object({
  /** null: this server takes no payments (production without a provider). */
  provider: z.enum(['test', 'stripe']).nullable(),
  testMode: z.boolean(),
  vatRate: z.number(),
  annualDiscount: z.number(),
});
export type BillingSetup = z.infer<typeof billingSetupSchema>;

/** POST /api/billing/checkout: the paid plan to buy. */
export const checkoutBodySchema = z.object({ tier: paidTier, interval });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Where the browser goes next (the provider's checkout or portal page, or back to the site). */
export const redirectSchema = z.object({ url: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

/** POST /api/billing/change: switch plan (FREE cancels at the end of the period). */
export const changePlanBodySchema = z.object({
  tier: z.enum(TIERS, { error: `Tier must be one of ${TIERS.join(', ')}` }),
});
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

/** POST /api/billing/interval: bill the plan monthly or annually. */
export const changeIntervalBodySchema = z.object({ interval });
export type ChangeIntervalBody = z.infer<typeof changeIntervalBodySchema>;

/** What a change did: NOW (an upgrade, charged prorated) or at PERIOD_END (a downgrade, cancel). */
export const changeResultSchema = z.object({
  effective: z.enum(['NOW', 'PERIOD_END']),
  charged: z.number(),
});
export type ChangeResult = z.infer<typeof changeResultSchema>;

/** One receipt or invoice in the profile. */
export const invoiceSchema = z.object({
  id: z.string(),
  tier: z.enum(TIERS),
  interval,
  kind: z.enum(['SUBSCRIPTION', 'PRORATION']),
  amount: z.number(),
  tax: z.number(),
  currency: z.string(),
  status: z.enum(['PAID', 'FAILED']),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  issuedAt: z.string(),
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Path of the test provider's checkout page. */
export const testCheckoutParamsSchema = z.object({
  id: z
    .uuid('Checkout id must be a uuid')
    .meta({ example: '6c1f2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' }),
});

/** The test provider's checkout page. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  tier: paidTier,
  interval,
  amount: z.number(),
  tax: z.number(),
  currency: z.string(),
  status: z.enum(['OPEN', 'ACTION_REQUIRED', 'COMPLETE', 'DECLINED']),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** POST /api/billing/test/checkouts/{id}: what the test card does. */
export const TEST_OUTCOMES = ['succeed', 'decline', 'require-action', 'authenticate'] as const;
export const testOutcomeBodySchema = z.object({
  outcome: z.enum(TEST_OUTCOMES, {
    error: `Outcome must be one of ${TEST_OUTCOMES.join(', ')}`,
  }),
});
export type TestOutcomeBody = z.infer<typeof testOutcomeBodySchema>;

/** PUT /api/billing/test/card: the card the test provider charges at renewals. */
export const testCardBodySchema = z.object({
  card: z.enum(['ok', 'decline'], { error: 'Card must be ok or decline' }),
});
export type TestCardBody = z.infer<typeof testCardBodySchema>;

/** Path of POST /api/admin/billing/reconcile/{id}. */
export const reconcileParamsSchema = z.object({
  id: z.uuid('User id must be a uuid').meta({ example: '2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11' }),
});

/** A webhook's answer. */
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
