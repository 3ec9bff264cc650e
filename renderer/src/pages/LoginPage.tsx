import { AuthCard } from '../features/auth/forms/AuthCard';
import { LoginForm } from '../features/auth/forms/LoginForm';

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to continue your journey through the universe."
    >
      <LoginForm />
    </AuthCard>
  );
}
