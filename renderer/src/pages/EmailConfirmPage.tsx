import { AuthCard } from '../features/auth/forms/AuthCard';
import { ConfirmSignup } from '../features/community/email-lists/ConfirmSignup';
import { useTranslation } from '../lib/i18n';
import { EMAIL_LISTS_NS } from '../lib/i18n/namespaces/emailLists';

export default function EmailConfirmPage() {
  const { t } = useTranslation(EMAIL_LISTS_NS);
  return (
    <AuthCard title={t('confirm.title')} subtitle={t('confirm.subtitle')}>
      <ConfirmSignup />
    </AuthCard>
  );
}
