import { useEffect, useRef, type RefObject } from 'react';
import { comicProgressKey } from '@shared/constants';
import { storage } from '../../lib/storage';
import {
  fetchServerPage,
  flushProgress,
  hasPendingProgress,
  queueProgress,
} from './progress-server';
import { clampPage, mergeProgress, pageFromQuery } from './reader-logic';

/** The saved page of a comic in this browser, or null when nothing readable is saved. */
function readLocalPage(comicId: string): number | null {
  const saved = Number.parseInt(storage.get(comicProgressKey(comicId)) ?? '', 10);
  return Number.isFinite(saved) ? saved : null;
}

/** The saved page of a comic, clamped to its pages (1 when nothing is saved). */
export function readSavedPage(comicId: string, total: number): number {
  return clampPage(readLocalPage(comicId) ?? 1, total);
}

/** Where the reader stands, kept in refs by useReader: read by the sync without a render. */
export interface ReaderPosition {
  /** The page the reader is heading to (ahead of the page shown while its image loads). */
  target: RefObject<number>;
  /** How many turns were asked for since the reader opened. */
  turns: RefObject<number>;
  /** The page asked for in the address as the reader opened. */
  requested: RefObject<string | null>;
}

interface ProgressSync {
  comicId: string;
  /** False in a preview: nothing is saved or sent. */
  keep: boolean;
  found: boolean;
  ready: boolean;
  signedIn: boolean | undefined;
  total: number;
  /** The page to save: the one shown, or the last past the end. */
  saved: number;
  position: ReaderPosition;
  goTo: (page: number) => void;
  /** Shows the end card: a comic finished on another device opens there too. */
  reachEnd: () => void;
}

/**
 * Progress that cannot be lost: every change of page is saved in this browser and, for a
 * signed-in reader, queued for the server; a signed-in reader opens at the furthest of this
 * browser's and the server's page; a change still waiting is sent as the reader closes.
 */
export function useProgressSync({
  comicId,
  keep,
  found,
  ready,
  signedIn,
  total,
  saved,
  position,
  goTo,
  reachEnd,
}: ProgressSync) {
  // This browser's page as the reader opened, before the page on screen is saved over it (the
  // session may be known only later): nothing saved here lets a comic finished elsewhere open at
  // its end.
  const localAtOpen = useRef<number | null>(null);
  useEffect(() => {
    localAtOpen.current = readLocalPage(comicId);
  }, [comicId]);

  // The server's page wins only when the address names no page and no page was turned meanwhile.
  useEffect(() => {
    if (!keep || !found || !ready || signedIn !== true) return;
    let cancelled = false;
    const { target, turns, requested } = position;
    const local = localAtOpen.current;
    void fetchServerPage(comicId).then((server) => {
      if (cancelled) return;
      const merged = mergeProgress(local, server, total);
      const untouched = turns.current === 0 && pageFromQuery(requested.current, total) === null;
      if (untouched && merged !== target.current) {
        goTo(merged);
        if (merged === total && total > 1) reachEnd();
      } else if (server !== target.current) queueProgress(comicId, target.current, total);
    });
    return () => {
      cancelled = true;
    };
  }, [comicId, keep, found, ready, signedIn, total, goTo, position, reachEnd]);

  useEffect(() => {
    if (!keep || !ready) return;
    storage.set(comicProgressKey(comicId), String(saved));
    if (signedIn === true) queueProgress(comicId, saved, total);
  }, [comicId, keep, ready, saved, signedIn, total]);

  // A change still waiting is sent when the reader is closed or the tab is hidden.
  useEffect(() => {
    const onHide = () => {
      if (hasPendingProgress()) void flushProgress(true);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, []);
}
