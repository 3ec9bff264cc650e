import { DEFAULT_CURRENCY } from './constants.js';
import { TIERS, type Tier } from './enums.js';

export interface TierPlan {
  tier: Tier;
  name: string;
  price: number;
  currency: string;
  features: string[];
}

/** Plans of specification section 9 (AED, shown per month). */
export const TIER_PLANS: readonly TierPlan[] = [
  {
    tier: 'FREE',
    name: 'Free',
    price: 0,
    currency: DEFAULT_CURRENCY,
    features: [
      'Comics released 7 days after launch',
      '720p streaming with ads',
      'No merch discount',
    ],
  },
  {
    tier: 'SILVER',
    name: 'Silver',
    price: 19,
    currency: DEFAULT_CURRENCY,
    features: [
      'New comics on release day',
      '1080p streaming, no ads',
      '5% merch discount',
      'Bonus panels',
      'Monthly partner perks',
    ],
  },
  {
    tier: 'GOLD',
    name: 'Gold',
    price: 49,
    currency: DEFAULT_CURRENCY,
    features: [
      'New comics on release day',
      '4K streaming, no ads',
      '10% merch discount',
      'Behind-the-scenes content',
      'Fan votes on alternate covers',
    ],
  },
  {
    tier: 'PLATINUM',
    name: 'Platinum',
    price: 179,
    currency: DEFAULT_CURRENCY,
    features: [
      '4K streaming, no ads',
      '20% merch discount',
      'Exclusive drops and signed covers',
      'Private livestreams',
      'VIP event priority',
    ],
  },
];

/**
 * How long after an episode's release each tier waits before it may read it (the plans: FREE
 * "comics delayed 7 days", the paid tiers "no delay"). Signed-out visitors wait as FREE does.
 */
export const RELEASE_DELAY_DAYS: Readonly<Record<Tier, number>> = {
  FREE: 7,
  SILVER: 0,
  GOLD: 0,
  PLATINUM: 0,
};

export const tierRank = (tier: Tier): number => TIERS.indexOf(tier);

/** True when `tier` is at least `required` in the order FREE < SILVER < GOLD < PLATINUM. */
export const meetsTier = (tier: Tier, required: Tier): boolean =>
  tierRank(tier) >= tierRank(required);

export const planFor = (tier: Tier): TierPlan =>
  TIER_PLANS.find((plan) => plan.tier === tier) ?? TIER_PLANS[0];
