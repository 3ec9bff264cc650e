import { useMutation } from '@tanstack/react-query';
import type { EnrollmentInput } from '@shared/schemas/academy.schemas';
import { apiRequest } from '../../../lib/api-client';

export function useEnroll() {
  return useMutation({
    mutationFn: (body: EnrollmentInput) => apiRequest('POST', '/api/enrollments', body),
  });
}
