import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/i18n/format';
import { BILLING_NS } from '../../../lib/i18n/namespaces/billing';
import { type BillingInterval, priceFor, vatIn } from '@shared/billing';
import type { TierPlan } from '@shared/tiers';
import { Button } from '../../../components/ui/Button';
import { TierBadge } from '../../../components/ui/TierBadge';
import { planPrice } from '../format';

/** What a plan's button does: its label says it (never "Upgrade to Free"). */
export type PlanAction =
  { kind: 'current' } | { kind: 'none' } | { kind: 'upgrade' | 'switch' | 'cancel' };

interface PlanCardProps {
  plan: TierPlan;
  interval: BillingInterval;
  action: PlanAction;
  processing: boolean;
  onChoose: (plan: TierPlan, action: PlanAction) => void;
}

function PlanButton({ plan, action, processing, onChoose }: Omit<PlanCardProps, 'interval'>) {
  const { t } = useTranslation();
  const { t: b } = useTranslation(BILLING_NS);
  if (action.kind === 'none') return null;
  if (action.kind === 'current')
    return (
      <Button variant="secondary" className="mt-6 w-full" disabled>
        {t('subscription.currentPlanButton')}
      </Button>
    );
  const label =
    action.kind === 'upgrade'
      ? t('subscription.upgradeTo', { plan: plan.name })
      : action.kind === 'switch'
        ? b('switchTo', { plan: plan.name })
        : b('cancelPlan');
  return (
    <Button
      variant={action.kind === 'cancel' ? 'danger' : 'primary'}
      className="mt-6 w-full"
      disabled={processing}
      onClick={() => onChoose(plan, action)}
    >
      {processing ? t('common.processing') : label}
    </Button>
  );
}

export function PlanCard({ plan, interval, action, processing, onChoose }: PlanCardProps) {
  const { t: b } = useTranslation(BILLING_NS);
  const language = useEdition();
  const current = action.kind === 'current';
  const amount = priceFor(plan.tier, interval);
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
      <p className="mt-3 text-2xl font-bold text-gold">
        {interval === 'YEAR' && plan.price > 0
          ? b('perYear', { price: formatPrice(amount, language, plan.currency) })
          : planPrice(plan, language)}
      </p>
      {plan.price > 0 && (
        <p className="mt-1 text-xs text-mist">
          {b('vatIncluded', { vat: formatPrice(vatIn(amount), language, plan.currency) })}
        </p>
      )}
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
      <PlanButton plan={plan} action={action} processing={processing} onChoose={onChoose} />
    </article>
  );
}
