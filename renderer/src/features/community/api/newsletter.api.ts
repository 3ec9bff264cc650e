import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@shared/schemas/community.schemas';
import { apiRequest } from '../../../lib/api-client';

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterInput) => apiRequest('POST', '/api/newsletter', body),
  });
}
