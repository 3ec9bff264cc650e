import { useMutation } from '@tanstack/react-query';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
} from '@shared/schemas/password-reset.schemas';
import { apiSend } from '../../../lib/api-client';

/** Asks for a reset link: the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordInput) => apiSend('POST', '/api/auth/forgot-password', body),
  });
}

/** Sets the new password with the link's token (signs nobody in). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => apiSend('POST', '/api/auth/reset-password', body),
  });
}
