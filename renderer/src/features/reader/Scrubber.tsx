import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ReadingDirection } from './reader-logic';
import { useFindText } from './use-find-text';

export interface ScrubberProps {
  /** The pages on screen (two with a spread), in reading order. */
  visible: readonly number[];
  total: number;
  /** The comic's reading direction: from the right, page 1 sits at the right end. */
  direction: ReadingDirection;
  /** Bookmarked pages, marked along the track. */
  marks: readonly number[];
  onGo: (page: number) => void;
}

const clamp = (page: number, total: number) => Math.min(Math.max(page, 1), total);

/** The page under a point of the track (page 1 at the reading start). */
export function pageAtPoint(
  clientX: number,
  track: { left: number; width: number },
  total: number,
  direction: ReadingDirection,
): number {
  if (total <= 1 || track.width <= 0) return 1;
  const along = Math.min(Math.max((clientX - track.left) / track.width, 0), 1);
  const fraction = direction === 'rtl' ? 1 - along : along;
  return clamp(Math.round(fraction * (total - 1)) + 1, total);
}

/** Where a page sits along the track, in percent from the reading start. */
const positionOf = (page: number, total: number) =>
  total <= 1 ? 0 : ((page - 1) / (total - 1)) * 100;

/**
 * The page a key moves the slider to, in the comic's direction, from the pages on screen (a step
 * leaves a spread); null: not the slider's key.
 */
export function scrubberKeyPage(
  key: string,
  visible: readonly number[],
  total: number,
  direction: ReadingDirection,
): number | null {
  const first = visible[0] ?? 1;
  const last = visible[visible.length - 1] ?? first;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const step = Math.max(1, Math.round(total / 10));
  const moves: Record<string, number> = {
    [forward]: last + 1,
    [backward]: first - 1,
    ArrowUp: last + 1,
    ArrowDown: first - 1,
    PageUp: first + step,
    PageDown: first - step,
    Home: 1,
    End: total,
  };
  return key in moves ? clamp(moves[key]!, total) : null;
}

/**
 * The scrubber: a slider over the comic's pages ("Page 3 of 8"), dragged with a finger or the
 * mouse, or moved with the arrows, Page Up/Down, Home and End; mirrored for a comic read from the
 * right. It turns to each page it passes; bookmarked pages are marked on its track.
 */
export function Scrubber({ visible, total, direction, marks, onGo }: ScrubberProps) {
  const t = useFindText();
  const track = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const page = visible[0] ?? 1;
  const last = visible[visible.length - 1] ?? page;
  const shown = dragging ?? page;
  const valueText =
    dragging === null && last !== page
      ? t('pagesOf', { first: page, last, total })
      : t('pageOf', { page: shown, total });
  const side = direction === 'rtl' ? 'right' : 'left';
  // The track itself is laid out left to right: a comic from the right counts from its right end.
  const at = (target: number) =>
    `${direction === 'rtl' ? 100 - positionOf(target, total) : positionOf(target, total)}%`;

  const go = (next: number) => {
    if (next !== shown) onGo(next);
  };
  const pageAt = (event: PointerEvent) => {
    const rect = track.current?.getBoundingClientRect() ?? { left: 0, width: 0 };
    return pageAtPoint(event.clientX, rect, total, direction);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    const next = pageAt(event);
    setDragging(next);
    go(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging === null) return;
    const next = pageAt(event);
    if (next === dragging) return;
    setDragging(next);
    onGo(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = scrubberKeyPage(event.key, visible, total, direction);
    if (next === null) return;
    // The reader's own keys (turns, first and last page) leave a handled key alone.
    event.preventDefault();
    if (!visible.includes(next)) onGo(next);
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t('scrubber')}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      aria-orientation="horizontal"
      data-testid="reader-scrubber"
      data-direction={direction}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => setDragging(null)}
      onPointerCancel={() => setDragging(null)}
      onKeyDown={onKeyDown}
      className="group relative flex h-8 min-w-0 flex-1 cursor-pointer touch-none items-center rounded-lg outline-none select-none focus-visible:ring-2 focus-visible:ring-gold"
    >
      <div ref={track} dir="ltr" className="relative mx-2.5 h-2 flex-1 rounded-full bg-line">
        <div
          className="absolute inset-y-0 rounded-full bg-gold"
          style={{ [side]: 0, width: `${positionOf(shown, total)}%` }}
        />
        {marks.map((mark) => (
          <span
            key={mark}
            aria-hidden="true"
            data-testid="scrubber-mark"
            className="absolute -top-2 h-2 w-1 -translate-x-1/2 rounded-sm bg-sky-300 forced-colors:bg-[Highlight]"
            style={{ left: at(mark) }}
          />
        ))}
        <span
          aria-hidden="true"
          className="absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-ink bg-gold shadow forced-colors:bg-[Highlight]"
          style={{ left: at(shown) }}
        />
        {dragging !== null && (
          <span
            aria-hidden="true"
            className="absolute bottom-4 -translate-x-1/2 rounded bg-night px-2 py-0.5 text-xs whitespace-nowrap text-sand"
            style={{ left: at(shown) }}
          >
            {t('pageOf', { page: shown, total })}
          </span>
        )}
      </div>
    </div>
  );
}
