import { useTranslation } from '../lib/i18n';
import { AuthCard } from '../features/auth/forms/AuthCard';
import { RegisterForm } from '../features/auth/forms/RegisterForm';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.registerTitle', { product: t('product') })}
      subtitle={t('auth.registerSubtitle')}
    >
      <RegisterForm />
    </AuthCard>
  );
}
