import { REDIRECT_AFTER_LOGIN_KEY } from '@shared/constants';
import { storage } from '../../lib/storage';

/** Remembers the page a visitor wanted before being sent to sign in. */
export function rememberRedirect(path: string): void {
  storage.set(REDIRECT_AFTER_LOGIN_KEY, path, 'sessionStorage');
}

/**
 * The saved page, or the `next` of the address (the server sends a visitor without a session from
 * a members-only page to sign in with it), or /; cleared once read. Only same-site paths are honoured.
 */
export function consumeRedirect(): string {
  const saved =
    storage.get(REDIRECT_AFTER_LOGIN_KEY, 'sessionStorage') ??
    new URLSearchParams(window.location.search).get('next');
  storage.remove(REDIRECT_AFTER_LOGIN_KEY, 'sessionStorage');
  return saved && saved.startsWith('/') && !saved.startsWith('//') ? saved : '/';
}
