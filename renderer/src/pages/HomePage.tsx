import { HomeHero } from '../features/content/home/HomeHero';
import { HomeTeasers } from '../features/content/home/HomeTeasers';
import { ContinueReadingSection } from './ContinueReadingSection';

// The first page most visitors see: CSS animation only, the dialog library loads on demand.
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ContinueReadingSection />
      <HomeTeasers />
    </>
  );
}
