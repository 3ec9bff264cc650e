import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast.atoms';
import { useLogout } from '../api/auth.api';

/**
 * Logout from anywhere: go home first, then end the session. Were a signed-in-only page still on
 * screen when the session clears, its guard would send the visitor to sign in and remember the page.
 * `navigate` of a data router resolves once the new page is shown; `mutateAsync` settles even after
 * the calling component has unmounted (the account menu disappears on logout).
 */
export function useLogoutAction() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { toast } = useToast();
  return {
    pending: logout.isPending,
    run: async () => {
      await navigate('/');
      try {
        await logout.mutateAsync();
        toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      } catch {
        toast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' });
      }
    },
  };
}
