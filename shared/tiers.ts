import { DEFAULT_CURRENCY } from './constants.js';
import { TIERS, type Tier } from './enums.js';

export interface TierPlan {
  tier: Tier;
  name: string;
  price: number;
  currency: string;
  features: string[];
}

/**
 * How long after an episode's release each tier waits before it may read it (the plans: FREE
 * "comics delayed", the paid tiers "no delay"). Signed-out visitors wait as FREE does. The plans'
 * texts below, the API's documentation and the interface's texts are built from it.
 */
export const RELEASE_DELAY_DAYS: Readonly<Record<Tier, number>> = {
  FREE: 7,
  SILVER: 0,
  GOLD: 0,
  PLATINUM: 0,
};

/** A count of days as Arabic writes it after بعد: يوم واحد, يومين, 7 أيام, 11 يومًا, 100 يوم. */
export function arabicDays(days: number): string {
  const rest = days % 100;
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومين';
  if (rest >= 3 && rest <= 10) return `${days} أيام`;
  if (rest >= 11) return `${days} يومًا`;
  return `${days} يوم`;
}

/** A plan with the Arabic edition's words for it, in the one record. */
interface PlanRecord extends TierPlan {
  ar: Pick<TierPlan, 'name' | 'features'>;
}

/** Plans of specification section 9 (AED, shown per month), with their Arabic words. */
const PLANS: readonly PlanRecord[] = [
  {
    tier: 'FREE',
    name: 'Free',
    price: 0,
    currency: DEFAULT_CURRENCY,
    features: [
      `Comics released ${RELEASE_DELAY_DAYS.FREE} days after launch`,
      '720p streaming with ads',
      'No merch discount',
    ],
    ar: {
      name: 'المجانية',
      features: [
        `القصص المصورة بعد ${arabicDays(RELEASE_DELAY_DAYS.FREE)} من إطلاقها`,
        'بثّ بدقة 720p مع إعلانات',
        'دون خصم على المنتجات',
      ],
    },
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
    ar: {
      name: 'الفضية',
      features: [
        'القصص الجديدة يوم صدورها',
        'بثّ بدقة 1080p دون إعلانات',
        'خصم 5% على المنتجات',
        'لوحات إضافية حصرية',
        'مزايا شهرية من شركائنا',
      ],
    },
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
    ar: {
      name: 'الذهبية',
      features: [
        'القصص الجديدة يوم صدورها',
        'بثّ بدقة 4K دون إعلانات',
        'خصم 10% على المنتجات',
        'محتوى من وراء الكواليس',
        'تصويت المعجبين على الأغلفة البديلة',
      ],
    },
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
    ar: {
      name: 'البلاتينية',
      features: [
        'بثّ بدقة 4K دون إعلانات',
        'خصم 20% على المنتجات',
        'إصدارات حصرية وأغلفة موقّعة',
        'بثوث مباشرة خاصة',
        'أولوية في الفعاليات الخاصة',
      ],
    },
  },
];

/** The plans as the API answers and the database is seeded: English, the stored language. */
export const TIER_PLANS: readonly TierPlan[] = PLANS.map(({ ar: _arabic, ...plan }) => plan);

/**
 * A plan's name and features in the Arabic edition, in the order of the English ones (the API's
 * answer stays English; the interface puts these over it).
 */
export const arabicPlanTexts = (tier: Tier): Pick<TierPlan, 'name' | 'features'> =>
  (PLANS.find((plan) => plan.tier === tier) ?? PLANS[0]).ar;

const tierRank = (tier: Tier): number => TIERS.indexOf(tier);

/** True when `tier` is at least `required` in the order FREE < SILVER < GOLD < PLATINUM. */
export const meetsTier = (tier: Tier, required: Tier): boolean =>
  tierRank(tier) >= tierRank(required);

export const planFor = (tier: Tier): TierPlan =>
  TIER_PLANS.find((plan) => plan.tier === tier) ?? TIER_PLANS[0];
