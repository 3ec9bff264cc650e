import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../lib/i18n';
import { AuthCard } from '../features/auth/forms/AuthCard';
import { LoginForm } from '../features/auth/forms/LoginForm';
import { PasskeySignIn } from '../features/auth/account/PasskeySignIn';
import { rememberNext } from '../features/auth/redirect';

export default function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  useEffect(() => rememberNext(search), [search]);
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm />
      <div className="mt-4">
        <PasskeySignIn />
      </div>
    </AuthCard>
  );
}
