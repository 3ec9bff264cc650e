import { PageHero } from '../components/ui/PageHero';

export default function CharactersPage() {
  return <PageHero title="Characters" />;
}
