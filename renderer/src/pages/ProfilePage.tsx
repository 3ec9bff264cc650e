import { PageHero } from '../components/ui/PageHero';

export default function ProfilePage() {
  return <PageHero title="Profile" />;
}
