import { Link, useLocalize } from '../lib/links';
import { useEdition, useTranslation } from '../lib/i18n';
import { buttonClass } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { Spinner } from '../components/ui/Spinner';
import { TierBadge } from '../components/ui/TierBadge';
import { useAuth } from '../features/auth/hooks/use-auth';
import { rememberRedirect } from '../features/auth/redirect';
import { useSubscription } from '../features/commerce/api/subscription.api';
import { MembershipStatus, TestModeBanner } from '../features/commerce/components/MembershipStatus';
import { PlanPicker } from '../features/commerce/components/PlanPicker';
import { SubscriptionFaq } from '../features/commerce/components/SubscriptionFaq';
import { currentTier, formatDate } from '../features/commerce/format';

function SignInRequired() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-5xl tracking-wide text-gold">
        {t('subscription.signInRequired')}
      </h1>
      <p className="mt-4 text-lg text-sand">{t('subscription.signInText')}</p>
      <Link
        to="/auth/login"
        onClick={() => rememberRedirect(localize('/subscription') as string)}
        className={buttonClass('primary', 'md', 'mt-8')}
      >
        {t('subscription.signIn')}
      </Link>
    </section>
  );
}

export default function SubscriptionPage() {
  const { t } = useTranslation();
  const language = useEdition();
  const { user, isLoading } = useAuth();
  const subscription = useSubscription(!!user);
  if (isLoading) return <Spinner label={t('auth.loadingSession')} />;
  if (!user) return <SignInRequired />;

  const tier = currentTier(subscription.data, user.tier);
  const active = subscription.data?.status === 'ACTIVE';
  const renewal = subscription.data?.currentPeriodEnd;
  return (
    <>
      <PageHero eyebrow={t('subscription.eyebrow')} title={t('subscription.title')}>
        {t('subscription.intro')}
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <TestModeBanner />
        <section
          aria-label={t('subscription.currentPlan')}
          className="flex flex-wrap items-center justify-center gap-3 rounded-2xl border border-line bg-night p-5 text-center"
        >
          <span className="text-mist">{t('subscription.currentTier')}</span>
          <TierBadge tier={tier} />
          {active && renewal && !subscription.data?.cancelAtPeriodEnd && (
            <span className="text-sm text-mist">
              {t('subscription.renews', { date: formatDate(renewal, language) })}
            </span>
          )}
        </section>
        <MembershipStatus subscription={subscription.data} />
        <PlanPicker currentTier={tier} subscription={subscription.data} />
        <SubscriptionFaq />
      </div>
    </>
  );
}
