import { useTranslation } from '../../../lib/i18n';
import { EmailSignupForm } from '../../../components/form/EmailSignupForm';
import { usePreRegister } from '../api/pre-register.api';

export function NotifyMeForm() {
  const { t } = useTranslation();
  return (
    <EmailSignupForm
      mutation={usePreRegister()}
      list="store"
      ariaLabel={t('store.notifyForm')}
      submitLabel={t('store.notify')}
      pendingLabel={t('store.registering')}
      sentTitle={t('store.registered')}
      failure={t('store.registerFailed')}
    />
  );
}
