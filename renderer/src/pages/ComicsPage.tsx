import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ComicsCatalogue } from '../features/content/comics/ComicsCatalogue';
import { fetchReadableEpisodes } from '../features/content/comics/api/episodes.api';
import { DubaiGuardiansFeature } from '../features/content/dubai/DubaiGuardiansFeature';
import { ContinueReadingSection } from './ContinueReadingSection';
import { getBridge } from '../features/desktop';

// The offline library is the desktop app's alone: its code, with the comics' page lists it saves
// from, loads there and never with a web page.
const OfflineLibrary = lazy(async () => ({
  default: (await import('../features/desktop/OfflineLibrary')).OfflineLibrary,
}));

export default function ComicsPage() {
  const { user } = useAuth();
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('comics.eyebrow')} title={t('comics.title')}>
        <p>{t('comics.intro')}</p>
      </PageHero>
      <ContinueReadingSection />
      <ComicsCatalogue tier={user?.tier ?? null} signedIn={Boolean(user)} />
      {getBridge() && (
        <Suspense fallback={null}>
          {/* The episodes a member may read differ by member: listed again when the session changes. */}
          <OfflineLibrary key={user?.id ?? 'visitor'} loadServerEpisodes={fetchReadableEpisodes} />
        </Suspense>
      )}
      <DubaiGuardiansFeature />
    </>
  );
}
