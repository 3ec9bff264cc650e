import { useTranslation } from '../../lib/i18n';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '../../lib/links';
import type { PublicUser } from '@shared/schemas/auth.schemas';
import { useLogoutAction } from '../../features/auth/hooks/use-logout-action';
import { displayName } from '../../features/auth/display-name';

export default function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const logout = useLogoutAction();
  const name = displayName(user);
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex min-h-11 items-center gap-2 rounded-full border border-gold/40 px-3 py-1.5 text-sm text-sand hover:border-gold"
        aria-label={t('layout.accountMenu', { name })}
      >
        {/* The initial is CSS-generated content, so the button's visible text is the name alone and
            its accessible name "Account menu for <name>" contains it (WCAG 2.5.3, label in name). */}
        <span
          aria-hidden="true"
          data-initial={name.charAt(0).toUpperCase()}
          className="flex h-7 w-7 items-center justify-center rounded-full bg-gold font-bold text-ink before:content-[attr(data-initial)]"
        />
        <bdi data-testid="user-display-name">{name}</bdi>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-48 rounded-xl border border-line bg-night p-1 shadow-xl focus:outline-none"
      >
        <MenuItem>
          <Link to="/profile" className="block rounded-lg px-3 py-2 data-[focus]:bg-white/10">
            {t('layout.profile')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/subscription" className="block rounded-lg px-3 py-2 data-[focus]:bg-white/10">
            {t('layout.subscription')}
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={() => void logout.run()}
            disabled={logout.pending}
            className="block w-full rounded-lg px-3 py-2 text-start data-[focus]:bg-white/10"
          >
            {t('layout.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
