import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@shared/schemas/community.schemas';
import { apiSend } from '../../../lib/api-client';

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterInput) => apiSend('POST', '/api/newsletter', body),
  });
}
