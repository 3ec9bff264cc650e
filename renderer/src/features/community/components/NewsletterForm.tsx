import { EmailSignupForm } from '../../../components/form/EmailSignupForm';
import { useSubscribeNewsletter } from '../api/newsletter.api';

export function NewsletterForm() {
  return (
    <EmailSignupForm
      mutation={useSubscribeNewsletter()}
      ariaLabel="Newsletter"
      submitLabel="Subscribe"
      pendingLabel="Subscribing..."
      success={{ title: 'Subscribed!' }}
      failure="Failed to subscribe. Please try again."
    />
  );
}
