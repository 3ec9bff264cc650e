import { lazy, useEffect } from 'react';

/**
 * The reader's parts that are asked for (a key, a button) and never on screen when it opens: the
 * help, the magnifier, saving for offline reading (in the closed menu), the page grid and the
 * bookmark dialog. They are not in the reader's first load; they are fetched once it has been
 * open a moment (`usePreloadedExtras`), so they are there before anyone asks.
 */
const load = {
  help: () => import('./HelpDialog'),
  loupe: () => import('./Loupe'),
  saveOffline: () => import('./SaveOffline'),
  thumbnails: () => import('./ThumbnailGrid'),
  bookmark: () => import('./BookmarkDialog'),
};

export const HelpDialog = lazy(() => load.help().then((m) => ({ default: m.HelpDialog })));
export const Loupe = lazy(() => load.loupe().then((m) => ({ default: m.Loupe })));
export const SaveOffline = lazy(() => load.saveOffline().then((m) => ({ default: m.SaveOffline })));
export const ThumbnailGrid = lazy(() =>
  load.thumbnails().then((m) => ({ default: m.ThumbnailGrid })),
);
export const BookmarkDialog = lazy(() =>
  load.bookmark().then((m) => ({ default: m.BookmarkDialog })),
);

/** How long after the reader opens its extras are fetched: after its first page, before a click. */
const PRELOAD_AFTER_MS = 1000;

/** Fetches the extras a moment after the reader opens. */
export function usePreloadedExtras() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      for (const fetchPart of Object.values(load)) void fetchPart();
    }, PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
