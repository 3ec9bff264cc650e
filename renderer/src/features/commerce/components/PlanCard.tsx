import { useEdition, useTranslation } from '../../../lib/i18n';
import type { TierPlan } from '@shared/tiers';
import { Button } from '../../../components/ui/Button';
import { TierBadge } from '../../../components/ui/TierBadge';
import { planPrice } from '../format';

interface PlanCardProps {
  plan: TierPlan;
  current: boolean;
  processing: boolean;
  onUpgrade: (plan: TierPlan) => void;
}

export function PlanCard({ plan, current, processing, onUpgrade }: PlanCardProps) {
  const { t } = useTranslation();
  return (
    <article
      aria-labelledby={`plan-${plan.tier}`}
      data-testid={`plan-${plan.tier}`}
      className={`flex flex-col rounded-2xl border bg-night p-6 ${
        current ? 'border-gold shadow-[0_0_30px_rgba(227,181,72,0.2)]' : 'border-line'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`plan-${plan.tier}`} className="font-display text-3xl tracking-wide text-sand">
          {plan.name}
        </h3>
        <TierBadge tier={plan.tier} />
      </div>
      <p className="mt-3 text-2xl font-bold text-gold">{planPrice(plan, useEdition())}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-mist">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-gold">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {current ? (
        <Button variant="secondary" className="mt-6 w-full" disabled>
          {t('subscription.currentPlanButton')}
        </Button>
      ) : (
        <Button className="mt-6 w-full" disabled={processing} onClick={() => onUpgrade(plan)}>
          {processing ? t('common.processing') : t('subscription.upgradeTo', { plan: plan.name })}
        </Button>
      )}
    </article>
  );
}
