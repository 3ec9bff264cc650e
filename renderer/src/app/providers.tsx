import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ME_KEY } from '../features/auth/api/auth.api';
import { EmbeddedQueriesScript, seedEmbeddedQueries } from '../lib/embedded-queries';
import { createQueryClient } from '../lib/query-client';

/**
 * `signedOut`: the visitor is known to have no session (the page was served to a request without a
 * session cookie), so the app starts signed out instead of asking first.
 * `embedded`: the answers the prerendered page carries (see lib/embedded-queries), as JSON text.
 */
export function AppProviders({
  children,
  signedOut = false,
  embedded,
}: {
  children: ReactNode;
  signedOut?: boolean;
  embedded?: string;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (signedOut) client.setQueryData(ME_KEY, null);
    if (embedded) seedEmbeddedQueries(client, embedded);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        {children}
        {embedded && <EmbeddedQueriesScript json={embedded} />}
      </JotaiProvider>
    </QueryClientProvider>
  );
}
