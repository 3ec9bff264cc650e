import { useMutation } from '@tanstack/react-query';
import type { PreRegisterInput } from '@shared/schemas/community.schemas';
import { emailSignupAnswer } from '../../../components/form/EmailSignupForm';
import { apiJson } from '../../../lib/api-client';

/** Asks to be told when the store opens (the address confirms by the mailed link). */
export function usePreRegister() {
  return useMutation({
    mutationFn: (body: PreRegisterInput) =>
      apiJson(emailSignupAnswer, 'POST', '/api/pre-register', body),
  });
}
