import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailChangeInput,
  VerifyEmailInput,
} from '@shared/schemas/email-verification.schemas';
import { apiJson, apiSend, getQueryFn, lazySchema } from '../../../lib/api-client';

const statusSchema = lazySchema(
  async () => (await import('@shared/schemas/email-verification.schemas')).emailStatusSchema,
);
const STATUS_KEY = ['/api/auth/email-status'] as const;

/** The signed-in account's address and whether it is confirmed. */
export function useEmailStatus() {
  return useQuery({ queryKey: STATUS_KEY, queryFn: getQueryFn(statusSchema) });
}

/** Mails the confirmation link again (in the page's language). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    // An empty body: the request carries the page's language (Content-Language).
    mutationFn: () => apiJson(statusSchema, 'POST', '/api/auth/verify-email/resend', {}),
    onSuccess: (status) => queryClient.setQueryData(STATUS_KEY, status),
  });
}

/** Confirms the address with the link's token. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailInput) => apiSend('POST', '/api/auth/verify-email', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** Asks to move the account to a new address (a link goes there). */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: EmailChangeInput) => apiSend('POST', '/api/auth/email-change', body),
  });
}
