import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoginInput,
  ProfileUpdateInput,
  PublicUser,
  RegisterInput,
} from '@shared/schemas/auth.schemas';
import { apiJson, apiSend, getQueryFn, lazySchema } from '../../../lib/api-client';

// Every page asks who is signed in: the schemas load with the first answer to check.
const schemas = () => import('@shared/schemas/auth.schemas');
const publicUserSchema = lazySchema(async () => (await schemas()).publicUserSchema);
const authResponseSchema = lazySchema(async () => (await schemas()).authResponseSchema);

export const ME_KEY = ['/api/auth/me'] as const;

/** The session user: null when signed out. Never retried. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: getQueryFn(publicUserSchema, { on401: 'returnNull' }),
    retry: false,
  });
}

/** Sets the current user from a response, then refreshes every other cached query. */
function useSetUser() {
  const queryClient = useQueryClient();
  return async (user: PublicUser | null) => {
    queryClient.setQueryData(ME_KEY, user);
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
  };
}

export function useLogin() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: LoginInput) => apiJson(authResponseSchema, 'POST', '/api/auth/login', body),
    onSuccess: (data) => setUser(data.user),
  });
}

export function useRegister() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: RegisterInput) =>
      apiJson(authResponseSchema, 'POST', '/api/auth/register', body),
    onSuccess: (data) => setUser(data.user),
  });
}

export function useLogout() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/auth/logout'),
    onSuccess: () => setUser(null),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) =>
      apiJson(publicUserSchema, 'PUT', '/api/user/profile', body),
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}

/** Drops empty strings so optional fields left blank are omitted from the payload. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== '' && value !== undefined && value !== null,
    ),
  ) as Partial<T>;
}
