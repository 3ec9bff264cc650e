import { useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ComicsCatalogue } from '../features/content/comics/ComicsCatalogue';
import { fetchReadableEpisodes } from '../features/content/comics/api/episodes.api';
import { DubaiGuardiansFeature } from '../features/content/dubai/DubaiGuardiansFeature';
import { ContinueReadingSection } from './ContinueReadingSection';
import { OfflineLibrary } from '../features/desktop';

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
      {/* The episodes a member may read differ by member: listed again when the session changes. */}
      <OfflineLibrary key={user?.id ?? 'visitor'} loadServerEpisodes={fetchReadableEpisodes} />
      <DubaiGuardiansFeature />
    </>
  );
}
