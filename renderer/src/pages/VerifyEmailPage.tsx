import { AuthCard } from '../features/auth/forms/AuthCard';
import { VerifyEmail } from '../features/auth/email-verification/VerifyEmail';
import { useTranslation } from '../lib/i18n';
import { MAIL_ACCOUNT_NS } from '../lib/i18n/namespaces/mailAccount';

export default function VerifyEmailPage() {
  const { t } = useTranslation(MAIL_ACCOUNT_NS);
  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')}>
      <VerifyEmail />
    </AuthCard>
  );
}
