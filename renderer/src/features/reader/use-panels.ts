import { useEffect, useState } from 'react';
import { guidedDataUrl } from '@shared/content/comic-pages';
import type { GuidedLetter } from '@shared/content/guided.schemas';
import type { Language } from '../../lib/language';
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

/** Fetches (once per address) the panel data of a comic in a language. */
export function loadPanels(comicId: string, language: Language): Promise<ComicPanels | null> {
  const url = guidedDataUrl(comicId, language);
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
 * The panels of a bundled comic's pages in the edition's language (guided view, text layer,
 * read-aloud), loaded beside the pages by comic id once it has pages (`enabled`); none while
 * loading or for a comic without panel data (its pages are then read as whole pages).
 */
export function usePanels(comicId: string, language: Language, enabled = true): ComicPanels | null {
  const [panels, setPanels] = useState<ComicPanels | null>(null);
  useEffect(() => {
    let cancelled = false;
    setPanels(null);
    if (!enabled) return;
    void loadPanels(comicId, language).then((found) => {
      if (!cancelled) setPanels(found);
    });
    return () => {
      cancelled = true;
    };
  }, [comicId, language, enabled]);
  return panels;
}
