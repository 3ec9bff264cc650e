import { AuthCard } from '../features/auth/forms/AuthCard';
import { ResetPasswordForm } from '../features/auth/password-reset/ResetPasswordForm';
import { useTranslation } from '../lib/i18n';
import { MAIL_NS } from '../lib/i18n/namespaces/mail';

export default function ResetPasswordPage() {
  const { t } = useTranslation(MAIL_NS);
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
