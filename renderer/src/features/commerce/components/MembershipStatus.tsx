import { useEdition, useTranslation } from '../../../lib/i18n';
import { BILLING_NS } from '../../../lib/i18n/namespaces/billing';
import { errorText } from '../../../lib/api-client';
import type { SubscriptionView } from '@shared/schemas/commerce.schemas';
import { planFor } from '@shared/tiers';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import {
  openPortal,
  useBillingSetup,
  useRenewNow,
  useResume,
  useSetTestCard,
  useSwitchInterval,
  useTestCard,
} from '../api/billing.api';
import { formatPrice } from '../../../lib/i18n/format';
import { formatDate, planIn } from '../format';
import { paidSubscription } from './PlanPicker';

/** "Test mode" on every billing screen while the test provider takes payments. */
export function TestModeBanner() {
  const { t } = useTranslation(BILLING_NS);
  const setup = useBillingSetup();
  if (!setup.data?.testMode) return null;
  return (
    <p
      role="note"
      data-testid="test-mode"
      className="rounded-xl border border-amber-400/60 bg-amber-400/10 px-4 py-2 text-center text-sm font-semibold text-amber-200"
    >
      {t('testMode')}
    </p>
  );
}

/**
 * Test mode's clock: the period ends now. It renews (charged to the test card), or, when the plan
 * was cancelled, ends.
 */
function TestCardChoice({ ending }: { ending: boolean }) {
  const { t } = useTranslation(BILLING_NS);
  const card = useTestCard(true);
  const setCard = useSetTestCard();
  const renew = useRenewNow();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm text-mist">
        {t('testCard.label')}
        <select
          className="rounded-md border border-line bg-ink px-2 py-1 text-sand"
          value={card.data?.card ?? 'ok'}
          disabled={setCard.isPending}
          onChange={(event) => setCard.mutate(event.target.value as 'ok' | 'decline')}
        >
          <option value="ok">{t('testCard.ok')}</option>
          <option value="decline">{t('testCard.decline')}</option>
        </select>
      </label>
      <Button
        variant="secondary"
        size="sm"
        disabled={renew.isPending}
        onClick={() => renew.mutate()}
      >
        {t(ending ? 'testCard.endPeriodNow' : 'testCard.renewNow')}
      </Button>
    </div>
  );
}

type Paid = NonNullable<ReturnType<typeof paidSubscription>>;

/** Annual billing now, or monthly from the end of the annual period. */
function IntervalSwitch({ paid, onError }: { paid: Paid; onError: (error: unknown) => void }) {
  const { t } = useTranslation(BILLING_NS);
  const language = useEdition();
  const { toast } = useToast();
  const switchInterval = useSwitchInterval();
  const target = paid.interval === 'YEAR' ? 'MONTH' : 'YEAR';
  // A plan ending or already changing at the end of the period is resumed first.
  if (paid.status !== 'ACTIVE' || paid.cancelAtPeriodEnd || paid.pendingInterval) return null;
  if (target === 'YEAR' && paid.pendingTier) return null;
  return (
    <Button
      variant="secondary"
      disabled={switchInterval.isPending}
      onClick={() =>
        switchInterval.mutate(target, {
          onSuccess: (result) =>
            toast({
              title:
                target === 'YEAR'
                  ? t('annualNow', { amount: formatPrice(result.charged, language) })
                  : t('monthlyScheduled', {
                      date: paid.currentPeriodEnd
                        ? formatDate(paid.currentPeriodEnd, language)
                        : '',
                    }),
            }),
          onError,
        })
      }
    >
      {t(target === 'YEAR' ? 'toAnnual' : 'toMonthly')}
    </Button>
  );
}

/** The membership's state beyond its tier: an end or a switch ahead, a failed payment. */
export function MembershipStatus({ subscription }: { subscription: SubscriptionView | undefined }) {
  const { t } = useTranslation(BILLING_NS);
  const language = useEdition();
  const { toast } = useToast();
  const setup = useBillingSetup();
  const resume = useResume();
  const paid = paidSubscription(subscription);
  const name = (tier: SubscriptionView['tier']) => planIn(planFor(tier), language).name;
  const fail = (error: unknown) =>
    toast({
      title: t('failed'),
      description: errorText(error, t('failed')),
      variant: 'destructive',
    });
  const end = paid?.currentPeriodEnd ? formatDate(paid.currentPeriodEnd, language) : '';
  const notice = !paid
    ? null
    : paid.status === 'PAST_DUE'
      ? t('pastDue', {
          plan: name(paid.subscriptionTier),
          date: paid.graceUntil ? formatDate(paid.graceUntil, language) : end,
        })
      : paid.cancelAtPeriodEnd
        ? t('endsOn', { plan: name(paid.subscriptionTier), date: end })
        : paid.pendingTier
          ? t('switchesOn', {
              plan: name(paid.pendingTier),
              date: end,
              current: name(paid.subscriptionTier),
            })
          : paid.pendingInterval
            ? t('monthlyOn', { date: end })
            : null;
  const canResume =
    paid?.status === 'ACTIVE' &&
    (paid.cancelAtPeriodEnd || paid.pendingTier || paid.pendingInterval);
  const comped = subscription?.source === 'COMP' && subscription.status === 'ACTIVE';
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {setup.data && setup.data.provider === null && (
        <p role="note" className="text-sm text-mist">
          {t('noProvider')}
        </p>
      )}
      {comped && !paid && (
        <p className="text-sm text-mist">{t('comped', { plan: name(subscription.tier) })}</p>
      )}
      {notice && (
        <p role="status" data-testid="membership-notice" className="text-sand">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-3">
        {canResume && (
          <Button
            disabled={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () => toast({ title: t('resumed') }),
                onError: fail,
              })
            }
          >
            {t('resume')}
          </Button>
        )}
        {paid && <IntervalSwitch paid={paid} onError={fail} />}
        {paid && setup.data?.provider === 'stripe' && (
          <Button variant="secondary" onClick={() => void openPortal().catch(fail)}>
            {t('updateCard')}
          </Button>
        )}
        {paid && setup.data?.testMode && <TestCardChoice ending={paid.cancelAtPeriodEnd} />}
      </div>
    </div>
  );
}
