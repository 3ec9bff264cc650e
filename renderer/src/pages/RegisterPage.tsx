import { PRODUCT_NAME } from '@shared/constants';
import { AuthCard } from '../features/auth/forms/AuthCard';
import { RegisterForm } from '../features/auth/forms/RegisterForm';

export default function RegisterPage() {
  return (
    <AuthCard
      title={`Join ${PRODUCT_NAME}`}
      subtitle="Create your account and rise with the guardians."
    >
      <RegisterForm />
    </AuthCard>
  );
}
