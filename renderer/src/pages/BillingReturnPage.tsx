import { useEffect, useState } from 'react';
import { planFor } from '@shared/tiers';
import { buttonClass } from '../components/ui/Button';
import { AuthCard } from '../features/auth/forms/AuthCard';
import { useSubscription } from '../features/commerce/api/subscription.api';
import { TestModeBanner } from '../features/commerce/components/MembershipStatus';
import { paidSubscription } from '../features/commerce/components/PlanPicker';
import { planIn } from '../features/commerce/format';
import { useEdition, useTranslation } from '../lib/i18n';
import { BILLING_NS } from '../lib/i18n/namespaces/billing';
import { Link } from '../lib/links';

/** How long the page waits for the provider's word that the payment went through. */
const CONFIRM_MS = 30_000;

/** Back from the provider's checkout: the plan shows once the payment's event has arrived. */
export default function BillingReturnPage() {
  const { t } = useTranslation(BILLING_NS);
  const language = useEdition();
  const [slow, setSlow] = useState(false);
  const subscription = useSubscription(true);
  const paid = paidSubscription(subscription.data);
  const { refetch } = subscription;
  useEffect(() => {
    if (paid) return;
    const poll = setInterval(() => void refetch(), 1000);
    const giveUp = setTimeout(() => setSlow(true), CONFIRM_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [paid, refetch]);
  const text = paid
    ? t('return.done', { plan: planIn(planFor(paid.subscriptionTier), language).name })
    : slow
      ? t('return.slow')
      : t('return.confirming');
  return (
    <AuthCard title={t('return.title')} subtitle={text}>
      <div className="flex flex-col gap-4">
        <TestModeBanner />
        <Link to="/subscription" className={buttonClass('primary', 'md', 'w-full')}>
          {t('return.toPlan')}
        </Link>
      </div>
    </AuthCard>
  );
}
