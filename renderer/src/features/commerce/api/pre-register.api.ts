import { useMutation } from '@tanstack/react-query';
import type { PreRegisterInput } from '@shared/schemas/community.schemas';
import { apiSend } from '../../../lib/api-client';

/** Asks to be told when the store opens. */
export function usePreRegister() {
  return useMutation({
    mutationFn: (body: PreRegisterInput) => apiSend('POST', '/api/pre-register', body),
  });
}
