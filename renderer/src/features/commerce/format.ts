import type { Tier } from '@shared/enums';
import type { SubscriptionView } from '@shared/schemas/commerce.schemas';
import type { TierPlan } from '@shared/tiers';

/** "Free" for a zero price, else "AED 49/month". */
export const planPrice = (plan: Pick<TierPlan, 'price' | 'currency'>): string =>
  plan.price > 0 ? `${plan.currency} ${plan.price}/month` : 'Free';

/** A renewal date as people read it, the same on every machine. */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The tier a person has now: the membership the server reports, else the account's own tier. */
export const currentTier = (
  subscription: Pick<SubscriptionView, 'tier'> | undefined,
  accountTier: Tier,
): Tier => subscription?.tier ?? accountTier;
