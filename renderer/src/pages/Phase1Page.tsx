import { PageHero } from '../components/ui/PageHero';

export default function Phase1Page() {
  return <PageHero title="Phase1" />;
}
