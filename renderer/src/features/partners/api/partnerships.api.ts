import { useMutation } from '@tanstack/react-query';
import type { PartnershipApplicationInput } from '@shared/schemas/partners.schemas';
import { apiRequest } from '../../../lib/api-client';

export function useApplyForPartnership() {
  return useMutation({
    mutationFn: (body: PartnershipApplicationInput) =>
      apiRequest('POST', '/api/partnerships/apply', body),
  });
}
