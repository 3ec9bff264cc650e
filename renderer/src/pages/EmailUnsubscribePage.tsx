import { AuthCard } from '../features/auth/forms/AuthCard';
import { Unsubscribe } from '../features/community/email-lists/Unsubscribe';
import { useTranslation } from '../lib/i18n';
import { EMAIL_LISTS_NS } from '../lib/i18n/namespaces/emailLists';

export default function EmailUnsubscribePage() {
  const { t } = useTranslation(EMAIL_LISTS_NS);
  return (
    <AuthCard title={t('unsubscribe.title')} subtitle={t('unsubscribe.subtitle')}>
      <Unsubscribe />
    </AuthCard>
  );
}
