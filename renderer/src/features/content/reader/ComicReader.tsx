import { AnimatePresence, m } from 'framer-motion';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { findComic } from '@shared/content/comics';
import { getComicChapters } from '@shared/content/comic-pages';
import { Button, buttonClass } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { DUBAI_EPISODE } from '../dubai/dubai-guardians';
import { MotionFeatures } from '../motion/MotionFeatures';
import { useReader, type UseReaderOptions } from './use-reader';

/** The page slide: 0.3 s, entering from the side the reader is moving towards. */
const SLIDE = {
  enter: (direction: number) => ({ x: `${direction * 100}%`, opacity: 0 }),
  center: { x: '0%', opacity: 1 },
  exit: (direction: number) => ({ x: `${direction * -100}%`, opacity: 0 }),
};
export const PAGE_TRANSITION_SECONDS = 0.3;

const comicTitle = (comicId: string) =>
  findComic(comicId)?.title ?? (comicId === DUBAI_EPISODE.id ? DUBAI_EPISODE.title : comicId);

const chapterOf = (comicId: string, pageId: string | undefined) =>
  getComicChapters(comicId).find((chapter) => chapter.pages.some((p) => p.id === pageId));

export interface ComicReaderProps extends UseReaderOptions {
  comicId: string;
  /** Extra controls at the end of the toolbar (the desktop app puts its fullscreen button here). */
  toolbarExtras?: ReactNode;
}

export function ComicNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-4xl tracking-wide text-gold">
        Comic not found or not available
      </h1>
      <Link to="/comics" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Comics
      </Link>
    </section>
  );
}

function ArrowIcon({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className={flip ? 'rotate-180' : undefined}
    >
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

export function ComicReader({ comicId, onBack, preload, toolbarExtras }: ComicReaderProps) {
  const reader = useReader(comicId, { onBack, preload });

  if (reader.status === 'not-found') return <ComicNotFound />;
  if (reader.status === 'loading') {
    return (
      <section className="flex min-h-[60vh] flex-col items-center justify-center gap-2 px-4">
        <Spinner label="Loading comic" />
        <p className="text-mist">Loading comic...</p>
      </section>
    );
  }

  const { page, total, current, percent, direction } = reader;
  const chapter = chapterOf(comicId, current?.id);
  const title = comicTitle(comicId);
  const reads = reader.readCount;

  return (
    <section aria-labelledby="reader-title" className="mx-auto max-w-5xl px-3 py-6 sm:px-4">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <Link
            to="/comics"
            className="text-sm text-mist underline-offset-4 hover:text-sand hover:underline"
          >
            Back to Comics
          </Link>
          <h1
            id="reader-title"
            className="font-display text-3xl tracking-wide text-gold sm:text-4xl"
          >
            {title}
          </h1>
          {chapter && <p className="text-sm text-pearl">{chapter.title}</p>}
        </div>
        {reads !== undefined && (
          <p className="text-sm text-mist" data-testid="read-count">
            {reads} {reads === 1 ? 'read' : 'reads'}
          </p>
        )}
      </header>

      <div
        role="group"
        aria-label="Reader controls"
        className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-night/80 p-2"
      >
        <Button
          variant="secondary"
          onClick={reader.previous}
          disabled={!reader.canPrevious}
          aria-label="Previous page"
        >
          <ArrowIcon flip />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <p aria-live="polite" className="text-center font-semibold text-sand">
          Page {page} of {total}
        </p>
        <div className="flex items-center gap-2">
          <Button onClick={reader.next} disabled={!reader.canNext} aria-label="Next page">
            <span className="hidden sm:inline">Next</span>
            <ArrowIcon />
          </Button>
          {/* Slot for controls a host adds, e.g. the desktop app's fullscreen toggle. */}
          {toolbarExtras && (
            <div data-slot="reader-toolbar-extras" className="flex items-center gap-2">
              {toolbarExtras}
            </div>
          )}
        </div>
      </div>

      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Reading progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-gold transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="w-12 text-right text-sm text-mist tabular-nums">{percent}%</span>
      </div>

      <MotionFeatures>
        <div className="mt-4 grid overflow-hidden rounded-xl border border-line bg-ink">
          <AnimatePresence initial={false} custom={direction}>
            {current && (
              <m.figure
                key={current.id}
                custom={direction}
                variants={SLIDE}
                initial="enter"
                animate="center"
                exit="exit"
                transition={{ duration: PAGE_TRANSITION_SECONDS, ease: 'easeInOut' }}
                className="[grid-area:1/1] m-0 flex justify-center"
              >
                <img
                  src={current.image}
                  alt={`Page ${page}${current.title ? `, ${current.title}` : ''}: ${current.text}`}
                  width={800}
                  height={1200}
                  decoding="async"
                  className="h-auto w-full"
                  style={{ maxWidth: 'min(100%, calc((100dvh - 19rem) * 2 / 3))' }}
                />
              </m.figure>
            )}
          </AnimatePresence>
        </div>
      </MotionFeatures>

      <p className="mt-4 text-center text-sm text-mist">
        Use the arrow keys or Space to turn pages, and Escape to go back.
      </p>
    </section>
  );
}
