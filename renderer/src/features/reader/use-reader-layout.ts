import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { afterNextFrame } from '../../lib/after-next-frame';
import { storage } from '../../lib/storage';
import { autoSpreads, buildScreens, type ReadingDirection } from './reader-logic';

/** The page slide when the page changes. */
const PAGE_TRANSITION_SECONDS = 0.3;

/** True on a touch-first screen; false during render on the server. */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const media =
      typeof window.matchMedia === 'function' ? window.matchMedia('(pointer: coarse)') : null;
    setCoarse(Boolean(media?.matches) || navigator.maxTouchPoints > 0);
  }, []);
  return coarse;
}

/** True when the person asks for reduced motion; false during render on the server. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener?.('change', update);
    return () => media.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/**
 * Whether the reader's controls are drawn: from the task after the first frame that shows the
 * page. The frame that opens the reader lays out the page and its bar (the page's place depends on
 * the bar's height), and the transcript follows in a frame of its own.
 */
export function useControlsShown(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    let cancelled = false;
    void afterNextFrame().then(() => {
      if (!cancelled) startTransition(() => setShown(true));
    });
    return () => {
      cancelled = true;
    };
  }, [ready, shown]);
  return shown;
}

/** Leaving the reader leaves the browser's fullscreen too. */
export function useExitFullscreenOnLeave() {
  useEffect(
    () => () => {
      if (typeof document !== 'undefined' && document.fullscreenElement) {
        void document.exitFullscreen().catch(() => undefined);
      }
    },
    [],
  );
}

interface Slide {
  ready: boolean;
  page: number;
  /** 1 when the last turn went forward, -1 when it went back. */
  turn: 1 | -1;
  direction: ReadingDirection;
  reducedMotion: boolean;
}

/** The new page slides in from the side the reader moves towards; the opening page does not. */
export function usePageSlide(
  slideRef: RefObject<HTMLElement | null>,
  { ready, page, turn, direction, reducedMotion }: Slide,
) {
  const firstShown = useRef(true);
  useEffect(() => {
    if (!ready) return;
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    const element = slideRef.current;
    if (!element || typeof element.animate !== 'function') return;
    const from = turn * (direction === 'rtl' ? -1 : 1) * 40;
    if (reducedMotion) return;
    element.animate(
      [
        { transform: `translateX(${from}%)`, opacity: 0 },
        { transform: 'translateX(0)', opacity: 1 },
      ],
      { duration: PAGE_TRANSITION_SECONDS * 1000, easing: 'ease-in-out' },
    );
    // Only a change of the pages on screen slides: the turn and direction are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, ready]);
}

export type SpreadSetting = 'auto' | 'on' | 'off';
const SPREADS_KEY = 'reader-spreads';

const readSpreadSetting = (): SpreadSetting => {
  const value = storage.get(SPREADS_KEY);
  return value === 'on' || value === 'off' ? value : 'auto';
};

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
 * The screens of a comic: one page each, or two-page spreads (automatic on a wide screen, or as
 * chosen and remembered in this browser). `screensRef` holds them for handlers between renders.
 */
export function useScreens(total: number, vertical = false) {
  const viewport = useViewport();
  const [spreadSetting, setSpreadSetting] = useState<SpreadSetting>('auto');
  useEffect(() => setSpreadSetting(readSpreadSetting()), []);
  // Two pages side by side never apply on a window taller than wide (a phone held upright), nor
  // to the stacked pages of vertical mode.
  const canSpread = !vertical && viewport !== null && viewport.width > viewport.height;
  const spreads =
    canSpread &&
    (spreadSetting === 'auto'
      ? autoSpreads(viewport.width, viewport.height)
      : spreadSetting === 'on');
  const screens = useMemo(() => buildScreens(total, spreads), [total, spreads]);
  const screensRef = useRef(screens);
  useLayoutEffect(() => {
    screensRef.current = screens;
  }, [screens]);
  const setSpreads = useCallback((on: boolean) => {
    const value: SpreadSetting = on ? 'on' : 'off';
    storage.set(SPREADS_KEY, value);
    setSpreadSetting(value);
  }, []);
  return { screens, screensRef, spreads, canSpread, spreadSetting, setSpreads };
}
