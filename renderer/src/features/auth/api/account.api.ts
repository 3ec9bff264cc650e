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

const passkeysSchema = lazySchema(async () => (await schemas()).passkeysSchema);
const passkeySchema = lazySchema(async () => (await schemas()).passkeySchema);
const passkeyOptionsSchema = lazySchema(async () => (await schemas()).passkeyOptionsSchema);
const authResponseSchema = lazySchema(
  async () => (await import('@shared/schemas/auth.schemas')).authResponseSchema,
);
const PASSKEYS_KEY = ['/api/auth/passkeys'] as const;

/** The account's passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: getQueryFn(passkeysSchema) });
}

/** Whether this browser can use passkeys at all (the desktop app may not). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Adds a passkey: the server's options, the device's answer, the server's check. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await apiJson(
        passkeyOptionsSchema,
        'POST',
        '/api/auth/passkeys/registration-options',
      );
      const credential = await startRegistration({ optionsJSON: optionsJSON as never });
      return apiJson(passkeySchema, 'POST', '/api/auth/passkeys', { credential });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson(accountDeletedSchema, 'DELETE', `/api/auth/passkeys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/**
 * Signs in with a passkey: with `autofill`, through the browser's suggestions on the e-mail field
 * (conditional UI, where offered); otherwise through the browser's passkey dialog. Answers null
 * when autofill is not offered here, or when `stillWanted` says another sign-in took over.
 */
export async function passkeySignIn(autofill: boolean, stillWanted: () => boolean = () => true) {
  const browser = await import('@simplewebauthn/browser');
  if (autofill && !(await browser.browserSupportsWebAuthnAutofill())) return null;
  const optionsJSON = await apiJson(
    passkeyOptionsSchema,
    'POST',
    '/api/auth/passkeys/login-options',
  );
  const credential = await browser.startAuthentication({
    optionsJSON: optionsJSON as never,
    useBrowserAutofill: autofill,
  });
  // The autofill ceremony gives way once the person chose the button.
  if (!stillWanted()) return null;
  return apiJson(authResponseSchema, 'POST', '/api/auth/passkeys/login', { credential });
}

/** Whether an error is the person (or the browser) cancelling the passkey dialog. */
export const passkeyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
