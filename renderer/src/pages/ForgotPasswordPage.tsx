import { AuthCard } from '../features/auth/forms/AuthCard';
import { ForgotPasswordForm } from '../features/auth/password-reset/ForgotPasswordForm';
import { useTranslation } from '../lib/i18n';
import { MAIL_NS } from '../lib/i18n/namespaces/mail';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(MAIL_NS);
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
