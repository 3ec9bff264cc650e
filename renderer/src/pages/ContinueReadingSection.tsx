import { lazy, Suspense } from 'react';
import { useMe } from '../features/auth/api/auth.api';

// Loaded after the page: it is not part of the first paint of the home and comics pages.
const ContinueReading = lazy(() =>
  import('../features/reader/ContinueReading').then((module) => ({
    default: module.ContinueReading,
  })),
);

/**
 * "Continue reading" for whoever is here: the server's list when signed in, this browser's
 * otherwise. It shares the session query the header already makes (one request, one cache entry).
 */
export function ContinueReadingSection() {
  const { data } = useMe();
  // Nothing to load until the session is known.
  if (data === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ContinueReading signedIn={data !== null} />
    </Suspense>
  );
}
