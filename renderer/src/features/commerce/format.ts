import { i18nFor } from '../../lib/i18n';
import { formatDate as formatDateIn, formatPrice } from '../../lib/i18n/format';
import type { Language } from '../../lib/language';
import type { Tier } from '@shared/enums';
import type { SubscriptionView } from '@shared/schemas/commerce.schemas';
import { arabicPlanTexts, type TierPlan } from '@shared/tiers';

/** "Free" for a zero price, else "AED 49/month" (in Arabic "49 د.إ. شهريًا"). */
export const planPrice = (
  plan: Pick<TierPlan, 'price' | 'currency'>,
  language: Language = 'en',
): string => {
  const t = i18nFor(language).t;
  return plan.price > 0
    ? t('subscription.perMonth', { price: formatPrice(plan.price, language, plan.currency) })
    : t('common.free');
};

/** A renewal date as people read it, the same on every machine. */
export const formatDate = (iso: string, language: Language = 'en'): string =>
  formatDateIn(iso, language);

/** A plan with its name and features in the edition's language. */
export const planIn = (plan: TierPlan, language: Language): TierPlan =>
  language === 'ar' ? { ...plan, ...arabicPlanTexts(plan.tier) } : plan;

/** The tier a person has now: the membership the server reports, else the account's own tier. */
export const currentTier = (
  subscription: Pick<SubscriptionView, 'tier'> | undefined,
  accountTier: Tier,
): Tier => subscription?.tier ?? accountTier;
