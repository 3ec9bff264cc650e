import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from '../../lib/links';
import { useTranslation } from '../../lib/i18n';
import { buttonClass } from '../../components/ui/Button';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { linkClass, NAV_LINKS } from '../navigation';
import { LanguageSwitch } from './LanguageSwitch';
// The emblem as the art generator draws it (`npm run art`), in the page itself: the header
// paints with the page's HTML, with no image to fetch first.
import logoSvg from '../../../public/art/logo.svg?raw';

const emblem = logoSvg.replace('<svg ', '<svg class="h-full w-full" ');

// The account menu and the drawer pull in the dialog/menu library: they load only when needed,
// which keeps the first page's JavaScript small.
const UserMenu = lazy(() => import('./UserMenu'));
const MobileDrawer = lazy(() => import('./MobileDrawer'));
const NotificationsMenu = lazy(() => import('../../features/content/comics/NotificationsMenu'));

/** A member's notifications (their reminders), at every width; nothing for a visitor. */
function Notifications() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<span className="h-11 w-11" />}>
      <NotificationsMenu />
    </Suspense>
  );
}

function Logo() {
  const { t, i18n } = useTranslation();
  const product = t('product');
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={t('layout.logoHome', { product })}>
      <span aria-hidden="true" className="h-9 w-9" dangerouslySetInnerHTML={{ __html: emblem }} />
      <span
        className={`text-2xl tracking-wider text-gold ${
          i18n.language === 'ar' ? 'font-arabic font-bold' : 'font-display'
        }`}
      >
        {product}
      </span>
    </Link>
  );
}

/** Login and Sign Up, or the member's menu: the only part of the header that follows the session. */
function AccountLinks() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (user)
    return (
      <Suspense fallback={<span className="h-11 w-32" />}>
        <UserMenu user={user} />
      </Suspense>
    );
  return (
    <>
      <Link to="/auth/login" className={buttonClass('ghost', 'sm')}>
        {t('layout.login')}
      </Link>
      <Link to="/auth/register" className={buttonClass('primary', 'sm')}>
        {t('layout.signUp')}
      </Link>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The drawer's dialog library loads after the menu button took focus and unmounts on close, so
  // it cannot hand focus back itself: return it to the menu button here.
  const close = () => {
    setDrawerOpen(false);
    requestAnimationFrame(() => menuButton.current?.focus());
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-ink/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 xl:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2 xl:ms-0">
          <Notifications />
          <div className="hidden items-center gap-2 xl:flex">
            <LanguageSwitch />
            <AccountLinks />
          </div>
        </div>
        <button
          ref={menuButton}
          type="button"
          className="flex h-11 w-11 items-center justify-center rounded-lg text-sand hover:bg-white/5 xl:hidden"
          aria-label={t('layout.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      </div>

      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
