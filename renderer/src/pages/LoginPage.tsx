import { PageHero } from '../components/ui/PageHero';

export default function LoginPage() {
  return <PageHero title="Login" />;
}
