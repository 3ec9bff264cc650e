import { PageHero } from '../components/ui/PageHero';

export default function AcademyPage() {
  return <PageHero title="Academy" />;
}
