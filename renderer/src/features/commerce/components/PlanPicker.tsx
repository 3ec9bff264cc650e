import { useEdition, useTranslation } from '../../../lib/i18n';
import { BILLING_NS } from '../../../lib/i18n/namespaces/billing';
import { errorText } from '../../../lib/api-client';
import { planIn } from '../format';
import { useState } from 'react';
import type { BillingInterval } from '@shared/billing';
import { TIERS, type Tier } from '@shared/enums';
import type { SubscriptionView } from '@shared/schemas/commerce.schemas';
import type { TierPlan } from '@shared/tiers';
import { useToast } from '../../../components/toast/toast.atoms';
import { Spinner } from '../../../components/ui/Spinner';
import { useTierPlans } from '../api/subscription.api';
import { startCheckout, useChangePlan } from '../api/billing.api';
import { type PlanAction, PlanCard } from './PlanCard';
import { IntervalToggle } from './IntervalToggle';

const rank = (tier: Tier) => TIERS.indexOf(tier);

/** A paid subscription in force (bought, not granted), or null. */
export const paidSubscription = (view: SubscriptionView | undefined) =>
  view &&
  (view.source === 'TEST' || view.source === 'STRIPE') &&
  (view.status === 'ACTIVE' || view.status === 'PAST_DUE') &&
  view.subscriptionTier
    ? { ...view, subscriptionTier: view.subscriptionTier }
    : null;

/** What choosing `tier` does for this member. */
function actionFor(tier: Tier, currentTier: Tier, view: SubscriptionView | undefined): PlanAction {
  const paid = paidSubscription(view);
  if (!paid) {
    if (tier === currentTier) return { kind: 'current' };
    return rank(tier) > rank(currentTier) ? { kind: 'upgrade' } : { kind: 'none' };
  }
  if (tier === paid.subscriptionTier) return { kind: 'current' };
  if (tier === 'FREE') return paid.cancelAtPeriodEnd ? { kind: 'none' } : { kind: 'cancel' };
  if (rank(tier) > rank(paid.subscriptionTier)) return { kind: 'upgrade' };
  return paid.pendingTier === tier ? { kind: 'none' } : { kind: 'switch' };
}

export function PlanPicker({
  currentTier,
  subscription,
}: {
  currentTier: Tier;
  subscription: SubscriptionView | undefined;
}) {
  const { t } = useTranslation();
  const { t: b } = useTranslation(BILLING_NS);
  const language = useEdition();
  const plans = useTierPlans();
  const { toast } = useToast();
  const change = useChangePlan();
  const [processing, setProcessing] = useState<Tier | null>(null);
  const paid = paidSubscription(subscription);
  const [chosenInterval, setInterval] = useState<BillingInterval>('MONTH');
  const interval = paid?.interval ?? chosenInterval;

  const fail = (error: unknown) =>
    toast({
      title: b('failed'),
      description: errorText(error, b('failed')),
      variant: 'destructive',
    });

  const choose = async (plan: TierPlan, action: PlanAction) => {
    setProcessing(plan.tier);
    if (action.kind === 'upgrade') {
      toast({
        title: t('subscription.upgradeInitiated'),
        description: t('subscription.upgrading', {
          tier: language === 'en' ? plan.tier : t(`tier.name.${plan.tier}`),
        }),
      });
    }
    try {
      if (!paid) {
        const { url } = await startCheckout(plan.tier, interval);
        window.location.assign(url);
        return;
      }
      await change.mutateAsync(plan.tier);
      // An upgrade keeps the specified toast; a switch or cancellation says when it happens.
      if (action.kind !== 'upgrade') {
        toast({
          title:
            action.kind === 'switch'
              ? b('switchScheduled', { plan: plan.name })
              : b('cancelScheduled'),
        });
      }
    } catch (error) {
      fail(error);
    }
    setProcessing(null);
  };

  if (plans.isLoading) return <Spinner label={t('subscription.loadingPlans')} />;
  if (plans.isError)
    return (
      <p role="alert" className="text-center text-danger">
        {t('subscription.plansFailed')}
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      {!paid && <IntervalToggle value={interval} onChange={setInterval} />}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {(plans.data ?? []).map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={planIn(plan, language)}
            interval={interval}
            action={actionFor(plan.tier, currentTier, subscription)}
            processing={processing === plan.tier}
            onChoose={(chosen, action) => void choose(chosen, action)}
          />
        ))}
      </div>
    </div>
  );
}
