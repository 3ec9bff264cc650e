import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/links';
import { useToast } from '../../../components/toast/toast.atoms';
import { useLogout } from '../api/auth.api';

/**
 * Logout from anywhere, ending on the home page. `mutateAsync` settles even after the calling
 * component has unmounted (the account menu disappears on logout); a signed-in-only page on screen
 * sends its former user home itself (ProtectedRoute), so nothing is remembered for the next login.
 */
export function useLogoutAction() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useTranslation();
  return {
    pending: logout.isPending,
    run: async () => {
      try {
        await logout.mutateAsync();
        toast({ title: t('auth.loggedOut'), description: t('auth.loggedOutText') });
        await navigate('/');
      } catch {
        toast({
          title: t('auth.logoutFailed'),
          description: t('common.tryAgain'),
          variant: 'destructive',
        });
      }
    },
  };
}
