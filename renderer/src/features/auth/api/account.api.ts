import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn, lazySchema } from '../../../lib/api-client';

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
