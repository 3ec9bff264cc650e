import { PageHero } from '../components/ui/PageHero';

export default function SubscriptionPage() {
  return <PageHero title="Subscription" />;
}
