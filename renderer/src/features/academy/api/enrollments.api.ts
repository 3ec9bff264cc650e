import { useMutation } from '@tanstack/react-query';
import type { EnrollmentInput } from '@shared/schemas/academy.schemas';
import { apiSend } from '../../../lib/api-client';

export function useEnroll() {
  return useMutation({
    mutationFn: (body: EnrollmentInput) => apiSend('POST', '/api/enrollments', body),
  });
}
