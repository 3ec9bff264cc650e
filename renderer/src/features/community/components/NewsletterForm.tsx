import { useTranslation } from '../../../lib/i18n';
import { EmailSignupForm } from '../../../components/form/EmailSignupForm';
import { useSubscribeNewsletter } from '../api/newsletter.api';

export function NewsletterForm() {
  const { t } = useTranslation();
  return (
    <EmailSignupForm
      mutation={useSubscribeNewsletter()}
      list="newsletter"
      ariaLabel={t('community.newsletter')}
      submitLabel={t('community.subscribe')}
      pendingLabel={t('community.subscribing')}
      sentTitle={t('community.subscribed')}
      failure={t('community.subscribeFailed')}
    />
  );
}
