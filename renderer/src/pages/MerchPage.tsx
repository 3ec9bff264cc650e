import { PageHero } from '../components/ui/PageHero';

export default function MerchPage() {
  return <PageHero title="Merch" />;
}
