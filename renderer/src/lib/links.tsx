import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { localizePath, useLanguage } from './language';

/**
 * The site's own links and redirects, which stay in the edition being read: a path written
 * `/comics` leads to `/ar/comics` on an Arabic page. Use these instead of react-router's.
 */
export function useLocalize() {
  const language = useLanguage();
  return useCallback(
    (to: To): To =>
      typeof to === 'string'
        ? localizePath(to, language)
        : to.pathname
          ? { ...to, pathname: localizePath(to.pathname, language) }
          : to,
    [language],
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={useLocalize()(to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, ...props },
  ref,
) {
  return <RouterNavLink ref={ref} to={useLocalize()(to)} {...props} />;
});

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={useLocalize()(to)} {...props} />;
}

/** react-router's navigate, keeping the edition. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const localize = useLocalize();
  return useCallback(
    (to: To, options?: NavigateOptions) => navigate(localize(to), options),
    [navigate, localize],
  );
}
