import { useParams } from 'react-router-dom';
import { type BillingInterval } from '@shared/billing';
import { planFor } from '@shared/tiers';
import { buttonClass, Button } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { AuthCard } from '../features/auth/forms/AuthCard';
import { useCompleteTestCheckout, useTestCheckout } from '../features/commerce/api/billing.api';
import { TestModeBanner } from '../features/commerce/components/MembershipStatus';
import { planIn } from '../features/commerce/format';
import { useEdition, useTranslation } from '../lib/i18n';
import { formatPrice } from '../lib/i18n/format';
import { BILLING_NS } from '../lib/i18n/namespaces/billing';
import { Link, Navigate } from '../lib/links';

/** The test provider's own checkout page: a card that pays, is declined, or asks to authenticate. */
export default function TestCheckoutPage() {
  const { t } = useTranslation(BILLING_NS);
  const language = useEdition();
  const id = useParams().id ?? '';
  const checkout = useTestCheckout(id);
  const complete = useCompleteTestCheckout(id);
  if (checkout.isLoading) return <Spinner label={t('checkout.paying')} />;
  const data = checkout.data;
  if (!data)
    return (
      <AuthCard title={t('checkout.title')} subtitle={t('checkout.notFound')}>
        <Link to="/subscription" className={buttonClass('secondary', 'md', 'w-full')}>
          {t('checkout.back')}
        </Link>
      </AuthCard>
    );
  if (data.status === 'COMPLETE') return <Navigate to={`/billing/return?checkout=${id}`} replace />;
  const amount = formatPrice(data.amount, language, data.currency);
  const pay = (outcome: 'succeed' | 'decline' | 'require-action' | 'authenticate') =>
    complete.mutate(outcome);
  const busy = complete.isPending;
  return (
    <AuthCard
      title={t('checkout.title')}
      subtitle={t('checkout.plan', {
        plan: planIn(planFor(data.tier), language).name,
        interval: t(`checkout.${data.interval satisfies BillingInterval}`),
      })}
    >
      <div className="flex flex-col gap-4">
        <TestModeBanner />
        <dl className="flex items-baseline justify-between text-sand">
          <dt>{t('checkout.total')}</dt>
          <dd className="text-2xl font-bold text-gold">{amount}</dd>
        </dl>
        <p className="text-xs text-mist">
          {t('vatIncluded', { vat: formatPrice(data.tax, language, data.currency) })}
        </p>
        {data.status === 'DECLINED' && (
          <p role="alert" className="text-danger">
            {t('checkout.declined')}
          </p>
        )}
        {data.status === 'ACTION_REQUIRED' ? (
          <>
            <p role="status" className="text-sand">
              {t('checkout.actionRequired')}
            </p>
            <Button disabled={busy} onClick={() => pay('authenticate')}>
              {busy ? t('checkout.paying') : t('checkout.authenticate')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => pay('decline')}>
              {t('checkout.failAuthentication')}
            </Button>
          </>
        ) : (
          <>
            <Button disabled={busy} onClick={() => pay('succeed')}>
              {busy ? t('checkout.paying') : t('checkout.pay', { amount })}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => pay('decline')}>
              {t('checkout.decline')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => pay('require-action')}>
              {t('checkout.requireAction')}
            </Button>
          </>
        )}
        <Link to="/subscription" className={buttonClass('ghost', 'md', 'w-full')}>
          {t('checkout.back')}
        </Link>
      </div>
    </AuthCard>
  );
}
