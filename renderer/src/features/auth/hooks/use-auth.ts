import { useMe } from '../api/auth.api';

/** Session state: loading while unknown, then signed in (user) or signed out (null). */
export function useAuth() {
  const { data, isLoading } = useMe();
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: !!user };
}
