import { PageHero } from '../components/ui/PageHero';

export default function CommunityPage() {
  return <PageHero title="Community" />;
}
