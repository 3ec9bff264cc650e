import { PageHero } from '../components/ui/PageHero';

export default function PartnershipsPage() {
  return <PageHero title="Partnerships" />;
}
