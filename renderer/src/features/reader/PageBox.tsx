import { useEffect, useState, type ReactNode } from 'react';
import type { ComicPage } from '@shared/content/types';
import { Button } from '../../components/ui/Button';
import { PAGE_ASPECT } from './reader-logic';
import { useReaderText } from './use-reader-text';

export type FitMode = 'page' | 'width' | 'original';
export const FIT_MODES: readonly FitMode[] = ['page', 'width', 'original'];

/** Automatic retries of a page that fails to load before the Retry button shows. */
const PAGE_RETRIES = 3;
const RETRY_DELAY_MS = 400;

/** The width of one page box for a fit mode, with `count` pages side by side. */
function boxWidth(fit: FitMode, count: number): string {
  if (fit === 'original') return '800px';
  const share = `${100 / count}%`;
  return fit === 'width' ? share : `min(${share}, calc(100cqh * ${PAGE_ASPECT.toFixed(5)}))`;
}

interface PageBoxProps {
  page: ComicPage;
  number: number;
  fit: FitMode;
  count: number;
  /** Loaded only as it comes near the window (the far pages of vertical mode). */
  lazy?: boolean;
  /** Drawn over the page, in its coordinate space (a highlighted panel). */
  children?: ReactNode;
}

/**
 * One page in a box whose aspect ratio is reserved before the image arrives (no layout shift).
 * The box is the coordinate space of anything drawn over the page (in percentages). A failed image
 * is tried again PAGE_RETRIES times, then a Retry button replaces it: never a broken image. The
 * image is hidden from assistive technology: the text layer reads the page panel by panel.
 */
export function PageBox({ page, number, fit, count, lazy, children }: PageBoxProps) {
  const { t } = useReaderText();
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
          <p className="text-mist">{t('pageFailed')}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      ) : (
        <img
          key={src}
          src={src}
          alt=""
          aria-hidden="true"
          width={800}
          height={1200}
          decoding="async"
          loading={lazy ? 'lazy' : 'eager'}
          draggable={false}
          onError={onError}
          className="absolute inset-0 h-full w-full"
        />
      )}
      {children}
    </div>
  );
}
