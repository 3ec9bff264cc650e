import { PRODUCT_NAME, PRODUCT_NAME_AR } from '@shared/constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/Spinner';
import { usePartnerAccount } from '../features/partner-portal/api/portal.api';
import { CampaignsSection } from '../features/partner-portal/components/CampaignsSection';
import { JoinSection } from '../features/partner-portal/components/JoinSection';
import { KeysSection } from '../features/partner-portal/components/KeysSection';
import { OverviewSection } from '../features/partner-portal/components/OverviewSection';
import { WebhooksSection } from '../features/partner-portal/components/WebhooksSection';
import { useTranslation } from '../lib/i18n';
import { PARTNER_PORTAL_NS } from '../lib/i18n/namespaces/partnerPortal';
import { useLanguage } from '../lib/language';
import { Navigate } from '../lib/links';
import { SectionNav } from '../components/ui/SectionNav';
import { setOwnTitle } from '../lib/page-title';

const SECTIONS = ['overview', 'campaigns', 'keys', 'webhooks'] as const;
type Section = (typeof SECTIONS)[number] | 'join';

/** The section an address names (`/partner/keys`, `/ar/partner/keys`), as the console does. */
const sectionOf = (pathname: string): Section | undefined =>
  (['join', ...SECTIONS] as const).find((section) =>
    new RegExp(`/partner/${section}/?$`).test(pathname),
  );

/**
 * The partner portal (`/partner`), for the accounts of an approved partner: its own lazy chunk,
 * never prerendered, kept out of search results. `/partner/join` is the invitation mail's link.
 * The server checks every action; the portal reads the same API the partner's keys do.
 */
export default function PartnerPortalPage() {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const language = useLanguage();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const account = usePartnerAccount();
  useEffect(() => {
    setOwnTitle(pathname, `${t('title')} | ${language === 'ar' ? PRODUCT_NAME_AR : PRODUCT_NAME}`);
  }, [pathname, language, t]);

  const body = () => {
    if (section === 'join') return <JoinSection />;
    if (account.isLoading) return <Spinner label={t('loading')} />;
    if (!account.data) {
      return (
        <section aria-labelledby="forbidden-heading" className="rounded-xl border border-line p-6">
          <h2 id="forbidden-heading" className="text-2xl font-bold text-sand">
            {t('forbidden.title')}
          </h2>
          <p className="text-mist">{t('forbidden.text')}</p>
        </section>
      );
    }
    return (
      <>
        <SectionNav
          label={t('nav.label')}
          base="/partner"
          sections={SECTIONS}
          text={(name) => t(`nav.${name}`)}
        />
        {section === 'overview' && <OverviewSection account={account.data} />}
        {section === 'campaigns' && <CampaignsSection />}
        {section === 'keys' && <KeysSection />}
        {section === 'webhooks' && <WebhooksSection />}
        {!section && <Navigate to="/partner/overview" replace />}
      </>
    );
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <meta name="robots" content="noindex, nofollow" />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-5xl tracking-wide text-gold">{t('title')}</h1>
          <p className="text-mist">{t('intro')}</p>
        </div>
        <a href="/api/docs" className="font-semibold text-gold underline">
          {t('docs')}
        </a>
      </header>
      {body()}
    </div>
  );
}
