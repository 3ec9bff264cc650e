import { Trans, useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import { Button } from '../components/ui/Button';
import { useAuth } from '../features/auth/hooks/use-auth';
import { displayName } from '../features/auth/display-name';
import { useLogoutAction } from '../features/auth/hooks/use-logout-action';
import { ProfileForm } from '../features/auth/forms/ProfileForm';
import { DataSection } from '../features/auth/account/DataSection';
import { InvoicesSection } from '../features/commerce/components/InvoicesSection';
import { DeleteAccountSection } from '../features/auth/account/DeleteAccountSection';
import { PasskeysSection } from '../features/auth/account/PasskeysSection';
import { PasswordSection } from '../features/auth/account/PasswordSection';
import { SessionsSection } from '../features/auth/account/SessionsSection';
import { EmailSettings } from '../features/auth/email-verification/EmailSettings';
import { SubscriptionSummary } from '../features/commerce/components/SubscriptionSummary';
import { MyHeroesSection } from '../features/community/components/MyHeroesSection';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const logout = useLogoutAction();
  if (!user)
    return (
      <p role="status" className="px-4 py-20 text-center text-mist">
        {t('profile.loading')}
      </p>
    );
  return (
    <>
      <PageHero eyebrow={t('profile.eyebrow')} title={t('profile.title')}>
        <Trans
          i18nKey="profile.welcome"
          values={{ name: displayName(user) }}
          components={{ name: <bdi /> }}
        />
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6 rounded-2xl border border-line bg-night p-6">
          <ProfileForm user={user} />
          <div className="border-t border-line pt-6">
            <Button variant="danger" onClick={() => void logout.run()} disabled={logout.pending}>
              {t('profile.logout')}
            </Button>
          </div>
        </div>
        <SubscriptionSummary tier={user.tier} />
        <EmailSettings />
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 lg:grid-cols-2">
        <InvoicesSection />
        <MyHeroesSection />
        <SessionsSection />
        <PasswordSection />
        <PasskeysSection />
        <DataSection />
        <DeleteAccountSection />
      </div>
    </>
  );
}
