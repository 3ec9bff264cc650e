import { EmailSignupForm } from '../../../components/form/EmailSignupForm';
import { usePreRegister } from '../api/pre-register.api';

export function NotifyMeForm() {
  return (
    <EmailSignupForm
      mutation={usePreRegister()}
      ariaLabel="Store launch notification"
      submitLabel="Notify Me"
      pendingLabel="Registering..."
      success={{ title: 'Registered!', description: "You'll be notified when the store launches." }}
      failure="Failed to register. Please try again."
    />
  );
}
