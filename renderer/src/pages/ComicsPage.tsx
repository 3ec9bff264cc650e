import { useTranslation } from '../lib/i18n';
import { PageHero } from '../components/ui/PageHero';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ComicsCatalogue } from '../features/content/comics/ComicsCatalogue';
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
      <OfflineLibrary />
      <DubaiGuardiansFeature />
    </>
  );
}
