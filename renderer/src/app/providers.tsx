import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { ME_KEY } from '../features/auth/api/auth.api';
import { createQueryClient } from '../lib/query-client';

/**
 * `signedOut`: the visitor is known to have no session (the page was served to a request without a
 * session cookie), so the app starts signed out instead of asking first.
 */
export function AppProviders({
  children,
  signedOut = false,
}: {
  children: ReactNode;
  signedOut?: boolean;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (signedOut) client.setQueryData(ME_KEY, null);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>{children}</JotaiProvider>
    </QueryClientProvider>
  );
}
