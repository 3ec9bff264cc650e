import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link, useNavigate } from 'react-router-dom';
import type { PublicUser } from '@shared/schemas/auth.schemas';
import { useToast } from '../../components/toast/toast.atoms';
import { useLogout } from '../../features/auth/api/auth.api';
import { displayName } from '../../features/auth/display-name';

export function useLogoutAction() {
  const logout = useLogout();
  const { toast } = useToast();
  const navigate = useNavigate();
  return {
    pending: logout.isPending,
    run: () =>
      logout.mutate(undefined, {
        onSuccess: () => {
          toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
          navigate('/');
        },
        onError: () =>
          toast({
            title: 'Logout failed',
            description: 'Please try again',
            variant: 'destructive',
          }),
      }),
  };
}

export default function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogoutAction();
  const name = displayName(user);
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex min-h-11 items-center gap-2 rounded-full border border-gold/40 px-3 py-1.5 text-sm text-sand hover:border-gold"
        aria-label={`Account menu for ${name}`}
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-gold font-bold text-ink"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span data-testid="user-display-name">{name}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-48 rounded-xl border border-line bg-night p-1 shadow-xl focus:outline-none"
      >
        <MenuItem>
          <Link to="/profile" className="block rounded-lg px-3 py-2 data-[focus]:bg-white/10">
            Profile
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/subscription" className="block rounded-lg px-3 py-2 data-[focus]:bg-white/10">
            Subscription
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={logout.run}
            disabled={logout.pending}
            className="block w-full rounded-lg px-3 py-2 text-left data-[focus]:bg-white/10"
          >
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
