import { Link } from '../lib/links';
import { buttonClass } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { Spinner } from '../components/ui/Spinner';
import { TierBadge } from '../components/ui/TierBadge';
import { useAuth } from '../features/auth/hooks/use-auth';
import { rememberRedirect } from '../features/auth/redirect';
import { useSubscription } from '../features/commerce/api/subscription.api';
import { PlanPicker } from '../features/commerce/components/PlanPicker';
import { SubscriptionFaq } from '../features/commerce/components/SubscriptionFaq';
import { currentTier, formatDate } from '../features/commerce/format';

function SignInRequired() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-5xl tracking-wide text-gold">Sign In Required</h1>
      <p className="mt-4 text-lg text-sand">Please sign in to manage your subscription</p>
      <Link
        to="/auth/login"
        onClick={() => rememberRedirect('/subscription')}
        className={buttonClass('primary', 'md', 'mt-8')}
      >
        Sign In
      </Link>
    </section>
  );
}

export default function SubscriptionPage() {
  const { user, isLoading } = useAuth();
  const subscription = useSubscription(!!user);
  if (isLoading) return <Spinner label="Loading your session" />;
  if (!user) return <SignInRequired />;

  const tier = currentTier(subscription.data, user.tier);
  const active = subscription.data?.status === 'ACTIVE';
  const renewal = subscription.data?.currentPeriodEnd;
  return (
    <>
      <PageHero eyebrow="Membership" title="Membership Plans">
        Unlock more of the universe: earlier comics, sharper streams and exclusive drops.
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <section
          aria-label="Your current plan"
          className="flex flex-wrap items-center justify-center gap-3 rounded-2xl border border-line bg-night p-5 text-center"
        >
          <span className="text-mist">Current tier:</span>
          <TierBadge tier={tier} />
          {active && renewal && (
            <span className="text-sm text-mist">Renews on {formatDate(renewal)}</span>
          )}
        </section>
        <PlanPicker currentTier={tier} />
        <SubscriptionFaq />
      </div>
    </>
  );
}
