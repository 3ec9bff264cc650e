import { PageHero } from '../components/ui/PageHero';
import { Timeline } from '../features/content/timeline/Timeline';

export default function LorePage() {
  return (
    <>
      <PageHero eyebrow="Universe" title="Universe Timeline">
        <p>
          From the caravans of the ancient age to the great alignment of today: follow the guardians
          through the three eras of the universe.
        </p>
      </PageHero>
      <Timeline />
    </>
  );
}
