import { useTranslation } from '../../../lib/i18n';
import { ACCOUNT_NS } from '../../../lib/i18n/namespaces/account';
import { buttonClass } from '../../../components/ui/Button';
import { AccountSection } from './AccountSection';

/** "Download my data": the server sends the JSON file as an attachment. */
export function DataSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <AccountSection id="data" title={t('data.heading')} intro={t('data.intro')}>
      <a
        href="/api/auth/account/export"
        download
        className={buttonClass('secondary', 'md', 'self-start')}
      >
        {t('data.download')}
      </a>
    </AccountSection>
  );
}
