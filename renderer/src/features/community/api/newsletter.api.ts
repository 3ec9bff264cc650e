import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@shared/schemas/community.schemas';
import { emailSignupAnswer } from '../../../components/form/EmailSignupForm';
import { apiJson } from '../../../lib/api-client';

/** Signs an address up for the newsletter (it confirms by the mailed link). */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterInput) =>
      apiJson(emailSignupAnswer, 'POST', '/api/newsletter', body),
  });
}
