import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput } from '@shared/schemas/account.schemas';
import { ApiError, apiJson, getQueryFn, lazySchema } from '../../../lib/api-client';
import { ME_KEY } from './auth.api';

// The account sections load with the profile page: their schemas come with the first answer.
const schemas = () => import('@shared/schemas/account.schemas');
const accountSessionsSchema = lazySchema(async () => (await schemas()).accountSessionsSchema);
const endedSessionsSchema = lazySchema(async () => (await schemas()).endedSessionsSchema);

const SESSIONS_KEY = ['/api/auth/sessions'] as const;

/** The account's signed-in sessions, this one first. */
export function useAccountSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: getQueryFn(accountSessionsSchema) });
}

/** Ends one session (by its opaque id), or with no id every session but this one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id
        ? apiJson(endedSessionsSchema, 'DELETE', `/api/auth/sessions/${id}`)
        : apiJson(endedSessionsSchema, 'POST', '/api/auth/sessions/end-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

const passwordChangedSchema = lazySchema(async () => (await schemas()).passwordChangedSchema);
const accountDeletedSchema = lazySchema(async () => (await schemas()).accountDeletedSchema);

/** Changes the password; the server ends every other session, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiJson(passwordChangedSchema, 'POST', '/api/auth/change-password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** Deletes the account; on success nobody is signed in any more. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountInput) =>
      apiJson(accountDeletedSchema, 'POST', '/api/auth/account/delete', body),
    onSuccess: async () => {
      queryClient.setQueryData(ME_KEY, null);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
    },
  });
}

/** The first message the server gave for `field` in a 400, else its message. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.body) as { errors?: Record<string, string[]> };
    return body.errors?.[field]?.[0];
  } catch {
    return undefined;
  }
}
