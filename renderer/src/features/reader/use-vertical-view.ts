import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** The page in view is the last one whose top has passed this share of the stage's height. */
const VIEW_LINE = 0.4;
/** Within this many pixels of the end of the scroll, the last page is the one in view. */
const BOTTOM_PX = 2;

/**
 * The page in view in vertical mode: the last page whose top is above VIEW_LINE of the stage, or
 * the last page once the stage is scrolled to its end (a short last page never reaches the line).
 */
function pageInView(stage: HTMLElement): number | null {
  const boxes = [...stage.querySelectorAll<HTMLElement>('[data-page-box]')];
  const last = boxes[boxes.length - 1];
  if (!last) return null;
  if (stage.scrollTop + stage.clientHeight >= stage.scrollHeight - BOTTOM_PX) {
    return Number(last.dataset.page);
  }
  const s = stage.getBoundingClientRect();
  const line = s.top + s.height * VIEW_LINE;
  let found = boxes[0] ?? last;
  for (const box of boxes) {
    if (box.getBoundingClientRect().top > line) break;
    found = box;
  }
  return Number(found.dataset.page);
}

interface VerticalView {
  ready: boolean;
  vertical: boolean;
  /** The reader's page: scrolled into view when it changes other than by scrolling. */
  page: number;
  /** Makes the page scrolled into view the reader's page. */
  follow: (page: number) => void;
}

/**
 * Vertical mode's two ways between the scroll and the reader's page: scrolling makes the page in
 * view the reader's page (progress, the address, bookmarks, the text layer and read-aloud follow
 * it), and a page chosen otherwise (keys, taps, the scrubber, a bookmark, read-aloud reading on)
 * is scrolled to its top.
 */
export function useVerticalView(
  stageRef: RefObject<HTMLElement | null>,
  { ready, vertical, page, follow }: VerticalView,
): void {
  // The page last seen in view: a page change that came from the scroll does not scroll again.
  const inView = useRef<number | null>(null);

  useEffect(() => {
    const stage = stageRef.current;
    if (!ready || !vertical || !stage) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      // Once a frame at most, after the scroll has moved the pages.
      frame = requestAnimationFrame(() => {
        frame = 0;
        const shown = pageInView(stage);
        if (shown === null || shown === inView.current) return;
        inView.current = shown;
        follow(shown);
      });
    };
    stage.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      stage.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ready, vertical, follow, stageRef]);

  // Before the frame is painted: the chosen page shows at once, never the old place first.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!ready || !vertical || !stage) {
      inView.current = null;
      return;
    }
    if (inView.current === page || pageInView(stage) === page) {
      inView.current = page;
      return;
    }
    const box = stage.querySelector(`[data-page-box][data-page="${page}"]`);
    if (!box) return;
    stage.scrollTop += box.getBoundingClientRect().top - stage.getBoundingClientRect().top;
    inView.current = page;
  }, [ready, vertical, page, stageRef]);
}
