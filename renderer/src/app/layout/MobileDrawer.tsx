import { useTranslation } from '../../lib/i18n';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link, NavLink } from '../../lib/links';
import { buttonClass } from '../../components/ui/Button';
import { displayName } from '../../features/auth/display-name';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { linkClass, NAV_LINKS } from '../navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { useLogoutAction } from '../../features/auth/hooks/use-logout-action';

/** The side drawer holding the navigation on small screens. */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const logout = useLogoutAction();
  const close = onClose;
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50 xl:hidden">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 end-0 flex w-80 max-w-[85vw] flex-col gap-2 overflow-y-auto border-s border-line bg-night p-5">
        <div className="flex items-center justify-between">
          <DialogTitle className="font-display text-2xl tracking-wider text-gold">
            {t('layout.menu')}
          </DialogTitle>
          <button
            type="button"
            onClick={close}
            aria-label={t('layout.closeMenu')}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-mist hover:text-sand"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label={t('nav.mobile')} className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              className={linkClass}
              onClick={close}
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
          <LanguageSwitch onSwitch={close} className="self-start" />
          {user ? (
            <>
              <p className="px-3 text-sm text-mist">
                {t('layout.signedInAs')} <bdi className="text-sand">{displayName(user)}</bdi>
              </p>
              <NavLink to="/profile" className={linkClass} onClick={close}>
                {t('layout.profile')}
              </NavLink>
              <NavLink to="/subscription" className={linkClass} onClick={close}>
                {t('layout.subscription')}
              </NavLink>
              <button
                type="button"
                className="rounded-md px-3 py-2 text-start text-sm font-medium text-mist hover:text-sand"
                onClick={() => {
                  close();
                  void logout.run();
                }}
              >
                {t('layout.logout')}
              </button>
            </>
          ) : (
            <>
              <Link to="/auth/login" className={buttonClass('secondary', 'md')} onClick={close}>
                {t('layout.login')}
              </Link>
              <Link to="/auth/register" className={buttonClass('primary', 'md')} onClick={close}>
                {t('layout.signUp')}
              </Link>
            </>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
