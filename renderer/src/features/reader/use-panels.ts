import { startTransition, useEffect, useState } from 'react';
import type { GuidedLetter } from '@shared/content/guided.schemas';
import type { PageRect } from './reader-logic';

/** One panel of a page: where it is, what it shows, and its lettering in reading order. */
export interface ComicPanel {
  box: PageRect;
  description: string;
  lettering: GuidedLetter[];
}

/** The panels of every page (index 0 is page 1), in the reading order of the language. */
export type ComicPanels = readonly (readonly ComicPanel[])[];

const loaded = new Map<string, Promise<ComicPanels | null>>();

/** Fetches (once per address) the panel data at `url`. */
function loadPanels(url: string): Promise<ComicPanels | null> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      // The schema library comes with the first panel data to check: the reader opens without it.
      .then(async (raw: unknown) => (await import('./panels-data')).parsePanels(raw))
      .catch(() => null);
    // A failure is not remembered: the next reader tries again.
    void pending.then((panels) => {
      if (!panels) loaded.delete(url);
    });
    loaded.set(url, pending);
  }
  return pending;
}

/**
 * The panels of a comic's pages (guided view, text layer, read-aloud), loaded from `url` (a
 * bundled comic's panel data in the edition's language, a server episode's from the API) once it
 * has pages (`enabled`); none while loading or without panel data (its pages are then read as
 * whole pages).
 */
export function usePanels(url: string | undefined, enabled = true): ComicPanels | null {
  const [panels, setPanels] = useState<ComicPanels | null>(null);
  useEffect(() => {
    let cancelled = false;
    setPanels(null);
    if (!enabled || !url) return;
    void loadPanels(url).then((found) => {
      // Nothing waits on the panels to show: the reader takes them in a render that yields.
      if (!cancelled) startTransition(() => setPanels(found));
    });
    return () => {
      cancelled = true;
    };
  }, [url, enabled]);
  return panels;
}
