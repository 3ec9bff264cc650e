import { REDIRECT_AFTER_LOGIN_KEY } from '@shared/constants';
import { storage } from '../../lib/storage';

/** The path if it is one of this site's (not `//host`, not another scheme), else undefined. */
function sameSite(path: string | null): string | undefined {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/** Remembers the page a visitor wanted before being sent to sign in. */
export function rememberRedirect(path: string): void {
  storage.set(REDIRECT_AFTER_LOGIN_KEY, path, 'sessionStorage');
}

/**
 * The server sends a visitor without a session from a members-only page to sign in with that page
 * in the address (`?next=`): on arrival it is remembered as a page the app itself sends there is,
 * so signing in (or registering from there) returns to it.
 */
export function rememberNext(search: string): void {
  const next = sameSite(new URLSearchParams(search).get('next'));
  if (next) rememberRedirect(next);
}

/**
 * The saved page, or the `next` of the address (where session storage is turned off), or /;
 * cleared once read. Only same-site paths are honoured.
 */
export function consumeRedirect(): string {
  const saved =
    storage.get(REDIRECT_AFTER_LOGIN_KEY, 'sessionStorage') ??
    new URLSearchParams(window.location.search).get('next');
  storage.remove(REDIRECT_AFTER_LOGIN_KEY, 'sessionStorage');
  return sameSite(saved) ?? '/';
}
