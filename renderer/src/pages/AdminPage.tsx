import { PRODUCT_NAME, PRODUCT_NAME_AR } from '@shared/constants';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AuditSection } from '../features/admin/components/AuditSection';
import { CampaignsSection } from '../features/admin/components/CampaignsSection';
import { CommunitySection } from '../features/admin/components/CommunitySection';
import { KiosksSection } from '../features/admin/components/KiosksSection';
import { MembersSection } from '../features/admin/components/MembersSection';
import { PartnersSection } from '../features/admin/components/PartnersSection';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useTranslation } from '../lib/i18n';
import { ADMIN_NS } from '../lib/i18n/namespaces/admin';
import { useLanguage } from '../lib/language';
import { Navigate } from '../lib/links';
import { SectionNav } from '../components/ui/SectionNav';
import { setOwnTitle } from '../lib/page-title';

// The episode editor (uploads, ordering) is a chunk of its own, loaded when its section opens.
const EpisodesSection = lazy(() => import('../features/admin/episodes/EpisodesSection'));
// The preview as a visitor or a tier: the reader or the gate, loaded when a preview opens.
const EpisodePreview = lazy(() => import('../features/admin/episodes/EpisodePreview'));

/** The episode an address previews (`/admin/episodes/{slug}/preview`). */
const previewedOf = (pathname: string): string | undefined => {
  const slug = /\/admin\/episodes\/([^/]+)\/preview\/?$/.exec(pathname)?.[1];
  return slug && decodeURIComponent(slug);
};

const SECTIONS = [
  'members',
  'episodes',
  'partners',
  'campaigns',
  'community',
  'kiosks',
  'audit',
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The section an address names (`/admin/audit`, `/ar/admin/audit`). A switch on the path rather
 * than nested routes: the router's route components would otherwise join every visitor's bundle.
 */
const sectionOf = (pathname: string): Section | undefined =>
  SECTIONS.find((section) => new RegExp(`/admin/${section}/?$`).test(pathname));

/**
 * The operations console (`/admin`), for ADMIN accounts: its own lazy chunk, never prerendered,
 * kept out of search results. The server checks every action; this page only hides the console
 * from accounts that cannot use it.
 */
export default function AdminPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { user } = useAuth();
  const language = useLanguage();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const previewed = previewedOf(pathname);
  useEffect(() => {
    setOwnTitle(pathname, `${t('title')} | ${language === 'ar' ? PRODUCT_NAME_AR : PRODUCT_NAME}`);
  }, [pathname, language, t]);

  if (previewed && user?.role === 'ADMIN') {
    return (
      <>
        <meta name="robots" content="noindex, nofollow" />
        <Suspense fallback={null}>
          <EpisodePreview slug={previewed} />
        </Suspense>
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <meta name="robots" content="noindex, nofollow" />
      <header>
        <h1 className="font-display text-5xl tracking-wide text-gold">{t('title')}</h1>
        <p className="text-mist">{t('intro')}</p>
      </header>
      {user?.role !== 'ADMIN' ? (
        <section aria-labelledby="forbidden-heading" className="rounded-xl border border-line p-6">
          <h2 id="forbidden-heading" className="text-2xl font-bold text-sand">
            {t('forbidden.title')}
          </h2>
          <p className="text-mist">{t('forbidden.text')}</p>
        </section>
      ) : (
        <>
          <SectionNav
            label={t('nav.label')}
            base="/admin"
            sections={SECTIONS}
            text={(name) => t(`nav.${name}`)}
          />
          {section === 'members' && <MembersSection />}
          {section === 'episodes' && (
            <Suspense fallback={null}>
              <EpisodesSection />
            </Suspense>
          )}
          {section === 'partners' && <PartnersSection />}
          {section === 'campaigns' && <CampaignsSection />}
          {section === 'community' && <CommunitySection />}
          {section === 'kiosks' && <KiosksSection />}
          {section === 'audit' && <AuditSection />}
          {!section && <Navigate to="/admin/members" replace />}
        </>
      )}
    </div>
  );
}
