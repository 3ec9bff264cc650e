import { useEffect, useState } from 'react';
import { guidedDataUrl } from '@shared/content/comic-pages';
import {
  guidedDocumentSchema,
  XYWH_PERCENT,
  type GuidedLetter,
} from '@shared/content/comic-script.schemas';
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

/** The panel data as the reader uses it, or null when it is not valid panel data. */
export function parsePanels(raw: unknown): ComicPanels | null {
  const parsed = guidedDocumentSchema.safeParse(raw);
  if (!parsed.success) return null;
  return parsed.data.guided.map((page) =>
    page.children.map((panel): ComicPanel => {
      const [, x = 0, y = 0, width = 100, height = 100] = (XYWH_PERCENT.exec(panel.imgref) ?? [])
        .slice(0, 5)
        .map(Number);
      return {
        box: { x, y, width, height },
        description: panel.text,
        lettering: panel.children,
      };
    }),
  );
}

const loaded = new Map<string, Promise<ComicPanels | null>>();

/** Fetches (once per address) the panel data of a comic in a language. */
export function loadPanels(comicId: string, language: Language): Promise<ComicPanels | null> {
  const url = guidedDataUrl(comicId, language);
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then(parsePanels)
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
