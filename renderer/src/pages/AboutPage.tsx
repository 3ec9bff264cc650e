import { PageHero } from '../components/ui/PageHero';

export default function AboutPage() {
  return <PageHero title="About" />;
}
