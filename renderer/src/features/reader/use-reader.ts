import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { getComicPages } from '@shared/content/comic-pages';
import { findComic } from '@shared/content/comics';
import type { ComicPage } from '@shared/content/types';
import type { Language } from '../../lib/language';
import { preloadImage, readerFontsLoaded } from './preload-image';
import {
  clampPage,
  pageFromQuery,
  progressPercent,
  screenOf,
  type ReadingDirection,
} from './reader-logic';
import { useScreens, type SpreadSetting } from './use-reader-layout';
import { readSavedPage, useProgressSync, type ReaderPosition } from './use-progress-sync';

export { clampPage, progressPercent };

/** The pages as an edition shows them: the Arabic lettering where a page has it. */
const inEdition = (pages: ComicPage[], language: Language): ComicPage[] =>
  language === 'ar'
    ? pages.map((page) => (page.imageAr ? { ...page, image: page.imageAr } : page))
    : pages;

type ReaderStatus = 'loading' | 'ready' | 'not-found';

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
  /** Continuous vertical mode: one page a screen (no spreads), the page in view followed. */
  vertical?: boolean;
}

/** The pages, title and direction of a comic that does not come from the bundle. */
export interface ReaderSource {
  title: string;
  pages: ComicPage[];
  direction?: ReadingDirection;
  /** The address of the pages' panel data (guided view, text layer), if they have any. */
  panels?: string;
  /** The same in Arabic, where it exists (panels drawn in the console). */
  panelsAr?: string;
  /** A preview from the console: keeps no progress, bookmarks nothing, counts no read. */
  preview?: boolean;
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
  /** Whether spreads can apply in this window (not on one taller than wide). */
  canSpread: boolean;
  spreadSetting: SpreadSetting;
  setSpreads: (on: boolean) => void;
  next: () => void;
  previous: () => void;
  goTo: (page: number) => void;
  /**
   * Vertical mode: the page scrolled into view becomes the reader's page at once (no turn, no
   * wait for its image: it is on screen already).
   */
  follow: (page: number) => void;
  finish: () => void;
  readAgain: () => void;
}

/**
 * The page images: each fetched and decoded once (`warm`), a screen's together, and whether a
 * screen is decoded already (a turn to it then needs no wait at all).
 */
function usePageImages(
  pages: ComicPage[],
  preload: (src: string) => Promise<void>,
  screensRef: RefObject<number[][]>,
) {
  const loaded = useRef(new Map<string, Promise<void>>());
  // Images whose preload has settled.
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
  const screenOfPage = useCallback(
    (pageNumber: number) => {
      const list = screensRef.current;
      return list[screenOf(list, pageNumber)] ?? [pageNumber];
    },
    [screensRef],
  );
  const warmScreen = useCallback(
    (pageNumber: number) => Promise.all(screenOfPage(pageNumber).map(warm)).then(() => undefined),
    [warm, screenOfPage],
  );
  const decoded = useCallback(
    (pageNumber: number) =>
      screenOfPage(pageNumber).every((n) => settled.current.has(pages[n - 1]?.image ?? '')),
    [pages, screenOfPage],
  );
  return { warm, warmScreen, decoded };
}

/** Calls `onPageShown` right after the frame that shows the page, so the address never delays a turn. */
function usePageShown(ready: boolean, page: number, onPageShown?: (page: number) => void) {
  const onPageShownRef = useRef(onPageShown);
  useEffect(() => {
    onPageShownRef.current = onPageShown;
  }, [onPageShown]);
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
}

/** Past the last page: the end card shows. Mirrored in a ref for handlers between renders. */
function useEndCard() {
  const [atEnd, setAtEnd] = useState(false);
  const atEndRef = useRef(false);
  const leaveEnd = useCallback(() => {
    atEndRef.current = false;
    setAtEnd(false);
  }, []);
  const reachEnd = useCallback(() => {
    atEndRef.current = true;
    setAtEnd(true);
  }, []);
  return { atEnd, atEndRef, leaveEnd, reachEnd };
}

interface Opening {
  comicId: string;
  found: boolean;
  total: number;
  warm: (page: number) => Promise<void>;
  position: ReaderPosition;
  readyRef: RefObject<boolean>;
  setPage: (page: number) => void;
  setReady: (ready: boolean) => void;
  /** Shows the end card: a comic saved at its last page opens there. */
  reachEnd: () => void;
}

/**
 * The loading screen, then the page asked for in the address or the saved page (clamped); a comic
 * saved at its last page (finished) opens on the end card, to read again or continue from the end.
 */
function useOpening({
  comicId,
  found,
  total,
  warm,
  position,
  readyRef,
  setPage,
  setReady,
  reachEnd,
}: Opening) {
  useEffect(() => {
    if (!found) return;
    let cancelled = false;
    const requested = pageFromQuery(position.requested.current, total);
    const start = requested ?? readSavedPage(comicId, total);
    const finished = requested === null && total > 1 && start === total;
    position.target.current = start;
    // The bar's lettering is loaded with the first page, so nothing shifts when it arrives.
    void Promise.all([warm(start), readerFontsLoaded()]).then(() => {
      if (cancelled) return;
      readyRef.current = true;
      // The reader replaces the loading screen as a transition: its render yields to the
      // browser every few milliseconds instead of holding the page for the whole of it.
      startTransition(() => {
        setPage(start);
        setReady(true);
        if (finished) reachEnd();
      });
    });
    return () => {
      cancelled = true;
    };
  }, [comicId, found, total, warm, position, readyRef, setPage, setReady, reachEnd]);
}

/**
 * Everything the comic reader does with its pages, apart from drawing them: opens at the page asked
 * for or the saved one, lays pages out in screens (spreads), turns only to preloaded images, reaches
 * the end card past the last page, and keeps progress (useProgressSync).
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
    vertical = false,
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
  const layout = useScreens(total, vertical);
  const { screens, screensRef, spreads } = layout;
  const { warm, warmScreen, decoded } = usePageImages(pages, preload, screensRef);

  const [ready, setReady] = useState(false);
  // Mirrors `ready` for the key and button handlers, so a key pressed the moment the first page
  // shows is not lost to a listener created before the reader became ready.
  const readyRef = useRef(false);
  const [page, setPage] = useState(1);
  const { atEnd, atEndRef, leaveEnd, reachEnd } = useEndCard();
  const [turn, setTurn] = useState<1 | -1>(1);
  // Where the reader is heading: ahead of `page` while the target image is still loading.
  const targetRef = useRef(1);
  const turnRef = useRef(0);
  const requestedRef = useRef(requestedPage);
  const position = useMemo(
    () => ({ target: targetRef, turns: turnRef, requested: requestedRef }),
    [],
  );
  useOpening({ comicId, found, total, warm, position, readyRef, setPage, setReady, reachEnd });

  const goTo = useCallback(
    (requested: number) => {
      if (!readyRef.current) return;
      const target = clampPage(requested, total);
      const list = screensRef.current;
      const anchor = list[screenOf(list, target)]?.[0] ?? target;
      if (atEndRef.current) leaveEnd();
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
      if (decoded(anchor)) show();
      else void warmScreen(anchor).then(show);
    },
    [total, screensRef, decoded, warmScreen, atEndRef, leaveEnd],
  );

  useProgressSync({
    comicId,
    keep: !source?.preview,
    found,
    ready,
    signedIn,
    total,
    saved: atEnd ? total : page,
    position,
    goTo,
    reachEnd,
  });
  usePageShown(ready, page, onPageShown);

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
    const following = list[screenOf(list, targetRef.current) + 1];
    if (following) goTo(following[0]);
    else if (targetRef.current === page) reachEnd();
  }, [goTo, page, screensRef, atEndRef, reachEnd]);
  const previous = useCallback(() => {
    if (!readyRef.current) return;
    if (atEndRef.current) return leaveEnd();
    const list = screensRef.current;
    const before = list[screenOf(list, targetRef.current) - 1];
    if (before) goTo(before[0]);
  }, [goTo, screensRef, atEndRef, leaveEnd]);
  const finish = useCallback(() => {
    if (readyRef.current) reachEnd();
  }, [reachEnd]);
  const follow = useCallback(
    (shown: number) => {
      if (!readyRef.current || atEndRef.current) return;
      const target = clampPage(shown, total);
      if (target === targetRef.current) return;
      setTurn(target > targetRef.current ? 1 : -1);
      targetRef.current = target;
      turnRef.current += 1;
      setPage(target);
    },
    [total, atEndRef],
  );
  const readAgain = useCallback(() => goTo(1), [goTo]);

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
    canSpread: layout.canSpread,
    spreadSetting: layout.spreadSetting,
    setSpreads: layout.setSpreads,
    next,
    previous,
    goTo,
    follow,
    finish,
    readAgain,
  };
}
