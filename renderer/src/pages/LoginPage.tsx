import { useTranslation } from '../lib/i18n';
import { AuthCard } from '../features/auth/forms/AuthCard';
import { LoginForm } from '../features/auth/forms/LoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm />
    </AuthCard>
  );
}
