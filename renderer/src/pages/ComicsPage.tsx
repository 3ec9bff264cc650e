import { PageHero } from '../components/ui/PageHero';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ComicsCatalogue } from '../features/content/comics/ComicsCatalogue';
import { DubaiGuardiansFeature } from '../features/content/dubai/DubaiGuardiansFeature';
import { ContinueReadingSection } from './ContinueReadingSection';
import { OfflineLibrary } from '../features/desktop';

export default function ComicsPage() {
  const { user } = useAuth();
  return (
    <>
      <PageHero eyebrow="Read the Universe" title="Digital Comics">
        <p>
          Origins, adventures and crossovers of the guardians, drawn for the screen and free to
          read. Turn the pages with your keyboard and pick up where you left off.
        </p>
      </PageHero>
      <ContinueReadingSection />
      <ComicsCatalogue tier={user?.tier ?? null} signedIn={Boolean(user)} />
      <OfflineLibrary />
      <DubaiGuardiansFeature />
    </>
  );
}
