import { PageHero } from '../components/ui/PageHero';

export default function LorePage() {
  return <PageHero title="Lore" />;
}
