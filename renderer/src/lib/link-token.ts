import { useEffect, useState } from 'react';

/**
 * The token of a link sent by mail (`#token=...`), taken out of the address bar as the page opens, so
 * it stays out of the history, bookmarks and anything the page later shares.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token');
    if (found) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    // Once found, kept (an effect run again finds the address bar already clean).
    setToken((previous) => previous || found);
  }, []);
  return token;
}
