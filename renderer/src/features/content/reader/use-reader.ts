import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { comicProgressKey, comicReadKey } from '@shared/constants';
import { getComicPages } from '@shared/content/comic-pages';
import type { ComicPage } from '@shared/content/types';
import { storage } from '../../../lib/storage';
import { useComicReadCount, useIncrementComicRead } from '../api/comic-reads.api';
import { preloadImage } from './preload-image';
import { readerKeyAction } from './reader-keys';

/** A page number within 1..total; anything unreadable becomes 1. */
export function clampPage(value: number, total: number): number {
  if (!Number.isFinite(value) || total < 1) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), total);
}

/** The saved page of a comic, clamped to its pages (1 when nothing is saved). */
export function readSavedPage(comicId: string, total: number): number {
  const saved = Number.parseInt(storage.get(comicProgressKey(comicId)) ?? '', 10);
  return clampPage(saved, total);
}

export const progressPercent = (current: number, total: number): number =>
  total > 0 ? Math.round((current / total) * 100) : 0;

export type ReaderStatus = 'loading' | 'ready' | 'not-found';

export interface UseReaderOptions {
  /** Escape: leave the reader (back in history). */
  onBack: () => void;
  /** Loads and decodes a page image; the reader turns to a page only once this settles. */
  preload?: (src: string) => Promise<void>;
}

export interface ReaderState {
  status: ReaderStatus;
  pages: ComicPage[];
  total: number;
  /** The page on screen, 1-based. */
  page: number;
  current: ComicPage | undefined;
  /** 1 when the last turn went forward, -1 when it went back: the slide's direction. */
  direction: 1 | -1;
  percent: number;
  canNext: boolean;
  canPrevious: boolean;
  next: () => void;
  previous: () => void;
  goTo: (page: number) => void;
  readCount: number | undefined;
}

/**
 * Everything the comic reader does, apart from drawing it: restores and saves the page,
 * counts the first read on this device, turns pages only to preloaded images, and answers keys.
 * Render-safe: storage, images and key listeners are touched only inside effects and handlers.
 */
export function useReader(
  comicId: string,
  { onBack, preload = preloadImage }: UseReaderOptions,
): ReaderState {
  const pages = useMemo(() => getComicPages(comicId), [comicId]);
  const total = pages.length;
  const found = total > 0;

  const [ready, setReady] = useState(false);
  // Mirrors `ready` for the key and button handlers, so a key pressed the moment the first page
  // shows is not lost to a listener created before the reader became ready.
  const readyRef = useRef(false);
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<1 | -1>(1);
  // Where the reader is heading: ahead of `page` while the target image is still loading.
  const targetRef = useRef(1);
  const turnRef = useRef(0);
  const loaded = useRef(new Map<string, Promise<void>>());

  const warm = useCallback(
    (pageNumber: number): Promise<void> => {
      const target = pages[pageNumber - 1];
      if (!target) return Promise.resolve();
      let pending = loaded.current.get(target.image);
      if (!pending) {
        pending = preload(target.image);
        loaded.current.set(target.image, pending);
      }
      return pending;
    },
    [pages, preload],
  );

  // Loading screen, then the saved page (clamped to the comic's pages).
  useEffect(() => {
    if (!found) return;
    let cancelled = false;
    const saved = readSavedPage(comicId, total);
    targetRef.current = saved;
    void warm(saved).then(() => {
      if (cancelled) return;
      readyRef.current = true;
      setPage(saved);
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [comicId, found, total, warm]);

  const { data: reads } = useComicReadCount(comicId, found);

  // The first open of a comic on this device counts one read. The ref keeps StrictMode's
  // second effect run (and a storage that cannot be written) from counting twice.
  const { mutate: countRead } = useIncrementComicRead();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!found || counted.current === comicId) return;
    counted.current = comicId;
    if (storage.get(comicReadKey(comicId)) === 'true') return;
    storage.set(comicReadKey(comicId), 'true');
    countRead(comicId);
  }, [comicId, found, countRead]);

  // Every change of page is saved.
  useEffect(() => {
    if (ready) storage.set(comicProgressKey(comicId), String(page));
  }, [comicId, ready, page]);

  // The neighbours are fetched and decoded while the current page is read.
  useEffect(() => {
    if (!ready) return;
    void warm(page + 1);
    void warm(page - 1);
  }, [ready, page, warm]);

  const goTo = useCallback(
    (requested: number) => {
      if (!readyRef.current) return;
      const target = clampPage(requested, total);
      if (target === targetRef.current) return;
      const towards: 1 | -1 = target > targetRef.current ? 1 : -1;
      targetRef.current = target;
      const turn = ++turnRef.current;
      void warm(target).then(() => {
        // A later key press overtook this one: only the latest turn is shown.
        if (turn !== turnRef.current) return;
        setDirection(towards);
        setPage(target);
      });
    },
    [total, warm],
  );
  const next = useCallback(() => goTo(targetRef.current + 1), [goTo]);
  const previous = useCallback(() => goTo(targetRef.current - 1), [goTo]);

  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    if (!found) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = readerKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'next') next();
      else if (action === 'previous') previous();
      else onBackRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [found, next, previous]);

  return {
    status: !found ? 'not-found' : ready ? 'ready' : 'loading',
    pages,
    total,
    page,
    current: pages[page - 1],
    direction,
    percent: progressPercent(page, total),
    canNext: ready && page < total,
    canPrevious: ready && page > 1,
    next,
    previous,
    goTo,
    readCount: reads?.count,
  };
}
