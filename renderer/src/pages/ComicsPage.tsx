import { PageHero } from '../components/ui/PageHero';

export default function ComicsPage() {
  return <PageHero title="Comics" />;
}
