import { useEdition, useTranslation } from '../../../lib/i18n';
import { planIn } from '../format';
import { useEffect, useRef, useState } from 'react';
import type { Tier } from '@shared/enums';
import type { TierPlan } from '@shared/tiers';
import { useToast } from '../../../components/toast/toast.atoms';
import { Spinner } from '../../../components/ui/Spinner';
import { useTierPlans } from '../api/subscription.api';
import { PlanCard } from './PlanCard';

/** How long an upgrade shows as processing: payments are not connected, so nothing is sent. */
const UPGRADE_PROCESSING_MS = 1500;

export function PlanPicker({ currentTier }: { currentTier: Tier }) {
  const { t } = useTranslation();
  const language = useEdition();
  const plans = useTierPlans();
  const { toast } = useToast();
  const [processing, setProcessing] = useState<Tier | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const upgrade = (plan: TierPlan) => {
    setProcessing(plan.tier);
    toast({
      title: t('subscription.upgradeInitiated'),
      description: t('subscription.upgrading', {
        tier: language === 'en' ? plan.tier : t(`tier.name.${plan.tier}`),
      }),
    });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setProcessing(null), UPGRADE_PROCESSING_MS);
  };

  if (plans.isLoading) return <Spinner label={t('subscription.loadingPlans')} />;
  if (plans.isError)
    return (
      <p role="alert" className="text-center text-danger">
        {t('subscription.plansFailed')}
      </p>
    );
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {(plans.data ?? []).map((plan) => (
        <PlanCard
          key={plan.tier}
          plan={planIn(plan, language)}
          current={plan.tier === currentTier}
          processing={processing === plan.tier}
          onUpgrade={upgrade}
        />
      ))}
    </div>
  );
}
