import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { comicProgressKey } from '@shared/constants';
import { getComicPages } from '@shared/content/comic-pages';
import { findComic } from '@shared/content/comics';
import type { ComicPage } from '@shared/content/types';
import type { Language } from '../../lib/language';
import { storage } from '../../lib/storage';
import { preloadImage, readerFontsLoaded } from './preload-image';
import {
  fetchServerPage,
  flushProgress,
  hasPendingProgress,
  queueProgress,
} from './progress-server';
import {
  autoSpreads,
  buildScreens,
  clampPage,
  mergeProgress,
  pageFromQuery,
  progressPercent,
  screenOf,
  type ReadingDirection,
} from './reader-logic';

export { clampPage, progressPercent };

/** The saved page of a comic in this browser, or null when nothing readable is saved. */
export function readLocalPage(comicId: string): number | null {
  const saved = Number.parseInt(storage.get(comicProgressKey(comicId)) ?? '', 10);
  return Number.isFinite(saved) ? saved : null;
}

/** The saved page of a comic, clamped to its pages (1 when nothing is saved). */
export function readSavedPage(comicId: string, total: number): number {
  return clampPage(readLocalPage(comicId) ?? 1, total);
}

/** The pages as an edition shows them: the Arabic lettering where a page has it. */
export const inEdition = (pages: ComicPage[], language: Language): ComicPage[] =>
  language === 'ar'
    ? pages.map((page) => (page.imageAr ? { ...page, image: page.imageAr } : page))
    : pages;

export type ReaderStatus = 'loading' | 'ready' | 'not-found';
export type SpreadSetting = 'auto' | 'on' | 'off';
export const SPREADS_KEY = 'reader-spreads';

const readSpreadSetting = (): SpreadSetting => {
  const value = storage.get(SPREADS_KEY);
  return value === 'on' || value === 'off' ? value : 'auto';
};

export interface UseReaderOptions {
  /** Loads and decodes a page image; the reader turns to a page only once this settles. */
  preload?: (src: string) => Promise<void>;
  /** The page asked for in the address (`?page=N`), already read; it wins over saved progress. */
  requestedPage?: string | null;
  /** Called with the page on screen after each change (the address follows it). */
  onPageShown?: (page: number) => void;
  /** True for a signed-in reader: progress is merged with and sent to the server. */
  signedIn?: boolean;
  /**
   * The edition: in Arabic the pages lettered in Arabic are shown (the English page where none
   * exists) and every comic reads from right to left.
   */
  language?: Language;
  /** A comic that is not bundled (a server episode): its pages replace the bundled lookup. */
  source?: ReaderSource;
}

/** The pages, title and direction of a comic that does not come from the bundle. */
export interface ReaderSource {
  title: string;
  pages: ComicPage[];
  direction?: ReadingDirection;
  /** The address of the pages' panel data (guided view, text layer), if they have any. */
  panels?: string;
}

export interface ReaderState {
  status: ReaderStatus;
  pages: ComicPage[];
  total: number;
  direction: ReadingDirection;
  /** The first page on screen, 1-based. */
  page: number;
  /** Every page on screen, in reading order (two with a spread). */
  visible: number[];
  /** 1 when the last turn went forward, -1 when it went back: the slide's direction. */
  turn: 1 | -1;
  percent: number;
  canNext: boolean;
  canPrevious: boolean;
  /** Past the last page: the end card is shown. */
  atEnd: boolean;
  spreads: boolean;
  spreadSetting: SpreadSetting;
  setSpreads: (on: boolean) => void;
  next: () => void;
  previous: () => void;
  goTo: (page: number) => void;
  finish: () => void;
  readAgain: () => void;
}

function useViewport(): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const measure = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return size;
}

/**
 * Everything the comic reader does, apart from drawing it: restores (merging this browser's and
 * the server's page) and saves the page, counts the first read on this device, lays pages out in
 * screens (spreads), turns only to preloaded images, and reaches the end card past the last page.
 * Render-safe: storage, images and the network are touched only inside effects and handlers.
 */
export function useReader(
  comicId: string,
  {
    preload = preloadImage,
    requestedPage = null,
    onPageShown,
    signedIn,
    language = 'en',
    source,
  }: UseReaderOptions = {},
): ReaderState {
  const pages = useMemo(
    () => inEdition(source?.pages ?? getComicPages(comicId), language),
    [comicId, source, language],
  );
  const direction: ReadingDirection =
    language === 'ar'
      ? 'rtl'
      : source
        ? (source.direction ?? 'ltr')
        : (findComic(comicId)?.direction ?? 'ltr');
  const total = pages.length;
  const found = total > 0;

  const viewport = useViewport();
  const [spreadSetting, setSpreadSetting] = useState<SpreadSetting>('auto');
  useEffect(() => setSpreadSetting(readSpreadSetting()), []);
  const spreads =
    spreadSetting === 'auto'
      ? viewport !== null && autoSpreads(viewport.width, viewport.height)
      : spreadSetting === 'on';
  const screens = useMemo(() => buildScreens(total, spreads), [total, spreads]);
  const screensRef = useRef(screens);
  useLayoutEffect(() => {
    screensRef.current = screens;
  }, [screens]);

  const [ready, setReady] = useState(false);
  // Mirrors `ready` for the key and button handlers, so a key pressed the moment the first page
  // shows is not lost to a listener created before the reader became ready.
  const readyRef = useRef(false);
  const [page, setPage] = useState(1);
  const [atEnd, setAtEnd] = useState(false);
  const atEndRef = useRef(false);
  const [turn, setTurn] = useState<1 | -1>(1);
  // Where the reader is heading: ahead of `page` while the target image is still loading.
  const targetRef = useRef(1);
  const turnRef = useRef(0);
  const loaded = useRef(new Map<string, Promise<void>>());
  // Images whose preload has settled: turning to them needs no wait at all.
  const settled = useRef(new Set<string>());

  const warm = useCallback(
    (pageNumber: number): Promise<void> => {
      const target = pages[pageNumber - 1];
      if (!target) return Promise.resolve();
      let pending = loaded.current.get(target.image);
      if (!pending) {
        pending = preload(target.image).then(() => {
          settled.current.add(target.image);
        });
        loaded.current.set(target.image, pending);
      }
      return pending;
    },
    [pages, preload],
  );
  const warmScreen = useCallback(
    (pageNumber: number) => {
      const list = screensRef.current;
      const screen = list[screenOf(list, pageNumber)] ?? [pageNumber];
      return Promise.all(screen.map(warm)).then(() => undefined);
    },
    [warm],
  );

  // Loading screen, then the page asked for in the address or the saved page (clamped).
  const requestedRef = useRef(requestedPage);
  useEffect(() => {
    if (!found) return;
    let cancelled = false;
    const start = pageFromQuery(requestedRef.current, total) ?? readSavedPage(comicId, total);
    targetRef.current = start;
    // The bar's lettering is loaded with the first page, so nothing shifts when it arrives.
    void Promise.all([warm(start), readerFontsLoaded()]).then(() => {
      if (cancelled) return;
      readyRef.current = true;
      // The reader replaces the loading screen as a transition: its render yields to the
      // browser every few milliseconds instead of holding the page for the whole of it.
      startTransition(() => {
        setPage(start);
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
    };
  }, [comicId, found, total, warm]);

  const goTo = useCallback(
    (requested: number) => {
      if (!readyRef.current) return;
      const target = clampPage(requested, total);
      const list = screensRef.current;
      const anchor = list[screenOf(list, target)]?.[0] ?? target;
      if (atEndRef.current) {
        atEndRef.current = false;
        setAtEnd(false);
      }
      if (anchor === targetRef.current) return;
      const towards: 1 | -1 = anchor > targetRef.current ? 1 : -1;
      targetRef.current = anchor;
      const turnId = ++turnRef.current;
      const show = () => {
        // A later key press overtook this one: only the latest turn is shown.
        if (turnId !== turnRef.current) return;
        setTurn(towards);
        setPage(anchor);
      };
      // Pages already decoded are shown within the key press itself (the next frame).
      const screen = list[screenOf(list, anchor)] ?? [anchor];
      if (screen.every((n) => settled.current.has(pages[n - 1]?.image ?? ''))) show();
      else void warmScreen(anchor).then(show);
    },
    [pages, total, warmScreen],
  );

  // A signed-in reader opens at the furthest of this browser's and the server's page, unless the
  // address names a page or a page was turned meanwhile.
  useEffect(() => {
    if (!found || !ready || signedIn !== true) return;
    let cancelled = false;
    void fetchServerPage(comicId).then((server) => {
      if (cancelled) return;
      const local = readLocalPage(comicId);
      const merged = mergeProgress(local, server, total);
      const untouched =
        turnRef.current === 0 && pageFromQuery(requestedRef.current, total) === null;
      if (untouched && merged !== targetRef.current) goTo(merged);
      else if (server !== targetRef.current) queueProgress(comicId, targetRef.current, total);
    });
    return () => {
      cancelled = true;
    };
  }, [comicId, found, ready, signedIn, total, goTo]);

  // Every change of page is saved: here, and for a signed-in reader on the server too.
  const saved = atEnd ? total : page;
  useEffect(() => {
    if (!ready) return;
    storage.set(comicProgressKey(comicId), String(saved));
    if (signedIn === true) queueProgress(comicId, saved, total);
  }, [comicId, ready, saved, signedIn, total]);

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

  const onPageShownRef = useRef(onPageShown);
  useEffect(() => {
    onPageShownRef.current = onPageShown;
  }, [onPageShown]);
  // Right after the frame that shows the page, so the address never delays a turn.
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => onPageShownRef.current?.(page), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, page]);

  const index = screenOf(screens, page);
  const visible = useMemo(() => screens[index] ?? [page], [screens, index, page]);
  const lastVisible = visible[visible.length - 1] ?? page;

  // The next two pages (and the one before) are fetched and decoded while this screen is read.
  useEffect(() => {
    if (!ready) return;
    void warm(lastVisible + 1);
    void warm(lastVisible + 2);
    void warm(visible[0] - 1);
  }, [ready, lastVisible, visible, warm]);

  const next = useCallback(() => {
    if (!readyRef.current || atEndRef.current) return;
    const list = screensRef.current;
    const current = screenOf(list, targetRef.current);
    const following = list[current + 1];
    if (following) goTo(following[0]);
    else if (targetRef.current === page) {
      atEndRef.current = true;
      setAtEnd(true);
    }
  }, [goTo, page]);
  const previous = useCallback(() => {
    if (!readyRef.current) return;
    if (atEndRef.current) {
      atEndRef.current = false;
      setAtEnd(false);
      return;
    }
    const list = screensRef.current;
    const before = list[screenOf(list, targetRef.current) - 1];
    if (before) goTo(before[0]);
  }, [goTo]);
  const finish = useCallback(() => {
    if (!readyRef.current) return;
    atEndRef.current = true;
    setAtEnd(true);
  }, []);
  const readAgain = useCallback(() => goTo(1), [goTo]);
  const setSpreads = useCallback((on: boolean) => {
    const value: SpreadSetting = on ? 'on' : 'off';
    storage.set(SPREADS_KEY, value);
    setSpreadSetting(value);
  }, []);

  return {
    status: !found ? 'not-found' : ready ? 'ready' : 'loading',
    pages,
    total,
    direction,
    page,
    visible,
    turn,
    percent: progressPercent(atEnd ? total : lastVisible, total),
    canNext: ready && index < screens.length - 1,
    canPrevious: ready && (index > 0 || atEnd),
    atEnd,
    spreads,
    spreadSetting,
    setSpreads,
    next,
    previous,
    goTo,
    finish,
    readAgain,
  };
}
