import { useMutation } from '@tanstack/react-query';
import type { PartnershipApplicationInput } from '@shared/schemas/partners.schemas';
import { apiSend } from '../../../lib/api-client';

export function useApplyForPartnership() {
  return useMutation({
    mutationFn: (body: PartnershipApplicationInput) =>
      apiSend('POST', '/api/partnerships/apply', body),
  });
}
