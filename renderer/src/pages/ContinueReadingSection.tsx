import { lazy, Suspense } from 'react';
import { PROGRESS_KEY_PREFIX } from '@shared/constants';
import { useMe } from '../features/auth/api/auth.api';
import { storage } from '../lib/storage';

// Loaded after the page: it is not part of the first paint of the home and comics pages.
const ContinueReading = lazy(() =>
  import('../features/reader/ContinueReading').then((module) => ({
    default: module.ContinueReading,
  })),
);

/**
 * Whether this browser saved a page past a comic's cover: without one, a visitor who is not signed
 * in has nothing to continue, and the section's code (with every comic's page list) is not loaded.
 */
const startedInThisBrowser = () =>
  storage.keys(PROGRESS_KEY_PREFIX).some((key) => Number.parseInt(storage.get(key) ?? '', 10) >= 2);

/**
 * "Continue reading" for whoever is here: the server's list when signed in, this browser's
 * otherwise. It shares the session query the header already makes (one request, one cache entry).
 */
export function ContinueReadingSection() {
  const { data } = useMe();
  // Nothing to load until the session is known.
  if (data === undefined) return null;
  if (data === null && !startedInThisBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <ContinueReading signedIn={data !== null} />
    </Suspense>
  );
}
