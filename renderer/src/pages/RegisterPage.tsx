import { PageHero } from '../components/ui/PageHero';

export default function RegisterPage() {
  return <PageHero title="Register" />;
}
