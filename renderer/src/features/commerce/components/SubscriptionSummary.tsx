import { useEdition, useTranslation } from '../../../lib/i18n';
import type { Tier } from '@shared/enums';
import { planFor, type TierPlan } from '@shared/tiers';
import { useNavigate } from '../../../lib/links';
import { Button } from '../../../components/ui/Button';
import { TierBadge } from '../../../components/ui/TierBadge';
import { useSubscription } from '../api/subscription.api';
import { currentTier as tierNow, formatDate, planIn, planPrice } from '../format';

/** The membership card of the profile page: tier, benefits, price, status and renewal. */
export function SubscriptionSummary({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const language = useEdition();
  const { data: subscription } = useSubscription(true);
  const navigate = useNavigate();
  const plan: TierPlan = planIn(subscription?.plan ?? planFor(tier), language);
  const currentTier = tierNow(subscription, tier);
  const active = subscription?.status === 'ACTIVE';
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-2xl border border-line bg-night p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscription-heading" className="font-display text-3xl tracking-wide text-gold">
          {t('subscription.summary')}
        </h2>
        <TierBadge tier={currentTier} />
      </div>
      <h3 className="mt-5 text-sm font-semibold tracking-wider text-pearl uppercase">
        {t('subscription.benefits')}
      </h3>
      <ul className="mt-3 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sand">
            <span aria-hidden="true" className="text-gold">
              ✦
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {plan.price > 0 && (
        <p className="mt-5 text-sand">
          {t('subscription.price', { price: planPrice(plan, language) })}
        </p>
      )}
      {active && (
        <div className="mt-3 space-y-1 text-sm text-mist">
          <p className="font-semibold text-emerald-300">{t('subscription.active')}</p>
          {subscription?.currentPeriodEnd && (
            <p>
              {t('subscription.renews', {
                date: formatDate(subscription.currentPeriodEnd, language),
              })}
            </p>
          )}
        </div>
      )}
      {/* The specification gives this button no action of its own: it leads to the plans page. */}
      <Button
        variant={currentTier === 'FREE' ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        onClick={() => void navigate('/subscription')}
      >
        {currentTier === 'FREE' ? t('subscription.upgradePlan') : t('subscription.manage')}
      </Button>
    </section>
  );
}
