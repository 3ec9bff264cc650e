import { PageHero } from '../components/ui/PageHero';

export default function DubaiGuardiansPage() {
  return <PageHero title="DubaiGuardians" />;
}
