import { useEffect, useState } from 'react';
import type { ComicPage } from '@shared/content/types';
import { Button } from '../../components/ui/Button';
import { READER_STRINGS as T } from './reader.strings';
import { PAGE_ASPECT } from './reader-logic';

export type FitMode = 'page' | 'width' | 'original';
export const FIT_MODES: readonly FitMode[] = ['page', 'width', 'original'];

/** Automatic retries of a page that fails to load before the Retry button shows. */
export const PAGE_RETRIES = 3;
const RETRY_DELAY_MS = 400;

/** The width of one page box for a fit mode, with `count` pages side by side. */
export function boxWidth(fit: FitMode, count: number): string {
  if (fit === 'original') return '800px';
  const share = `${100 / count}%`;
  return fit === 'width' ? share : `min(${share}, calc(100dvh * ${PAGE_ASPECT.toFixed(5)}))`;
}

interface PageBoxProps {
  page: ComicPage;
  number: number;
  fit: FitMode;
  count: number;
}

/**
 * One page in a box whose aspect ratio is reserved before the image arrives (no layout shift).
 * The box is the coordinate space of anything drawn over the page (in percentages). A failed image
 * is tried again PAGE_RETRIES times, then a Retry button replaces it: never a broken image.
 */
export function PageBox({ page, number, fit, count }: PageBoxProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setAttempt(0);
    setFailed(false);
  }, [page.image]);

  const onError = () => {
    if (attempt >= PAGE_RETRIES) {
      setFailed(true);
      return;
    }
    setTimeout(() => setAttempt((value) => value + 1), RETRY_DELAY_MS * (attempt + 1));
  };
  const retry = () => {
    setFailed(false);
    setAttempt((value) => value + 1);
  };
  const src = attempt === 0 ? page.image : `${page.image}?retry=${attempt}`;

  return (
    <div
      data-page-box
      data-page={number}
      className="relative shrink-0 bg-night"
      style={{ width: boxWidth(fit, count), aspectRatio: '800 / 1200' }}
    >
      {failed ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-4 text-center"
        >
          <p className="text-mist">{T.pageFailed}</p>
          <Button onClick={retry}>{T.retry}</Button>
        </div>
      ) : (
        <img
          key={src}
          src={src}
          alt={T.pageAlt(number, page.title, page.text)}
          width={800}
          height={1200}
          decoding="async"
          draggable={false}
          onError={onError}
          className="absolute inset-0 h-full w-full"
        />
      )}
    </div>
  );
}
