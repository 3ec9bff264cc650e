import { useEffect, useRef, type RefObject } from 'react';

/** The share of the unit that must be on screen, and for how long, for it to count as seen. */
const VISIBLE_RATIO = 0.5;
const VISIBLE_MS = 1000;

/**
 * Calls `onSeen` once, when at least half of the element has been on screen, in a visible page,
 * for a whole second without a break (a unit scrolled or turned past sooner is not seen).
 */
export function useViewable(ref: RefObject<HTMLElement | null>, onSeen: () => void): void {
  const seen = useRef(onSeen);
  useEffect(() => {
    seen.current = onSeen;
  }, [onSeen]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inView = false;
    let done = false;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const start = () => {
      if (done || timer !== undefined || !inView || document.visibilityState !== 'visible') return;
      timer = setTimeout(() => {
        done = true;
        observer.disconnect();
        seen.current();
      }, VISIBLE_MS);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        inView = Boolean(entry?.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO);
        if (inView) start();
        else stop();
      },
      { threshold: [0, VISIBLE_RATIO] },
    );
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    observer.observe(element);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ref]);
}
