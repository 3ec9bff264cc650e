import { PageHero } from '../components/ui/PageHero';

export default function ReaderPage() {
  return <PageHero title="Reader" />;
}
