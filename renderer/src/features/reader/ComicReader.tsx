import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getComicChapters } from '@shared/content/comic-pages';
import { findComic, nextComicOnTimeline } from '@shared/content/comics';
import { buttonClass } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { storage } from '../../lib/storage';
import { EndCard } from './EndCard';
import { HelpDialog } from './HelpDialog';
import { FIT_MODES, PageBox, type FitMode } from './PageBox';
import { ReaderBar } from './ReaderBar';
import { READER_STRINGS as T } from './reader.strings';
import { readerKeyAction } from './reader-keys';
import { inScreenOrder, turnFor, type PhysicalSide } from './reader-logic';
import { useAutoHide } from './use-auto-hide';
import { useCamera, ZOOM_STEP } from './use-camera';
import { useFullscreen, type FullscreenHost } from './use-fullscreen';
import { useGestures } from './use-gestures';
import { useReader, type UseReaderOptions } from './use-reader';
import { useWakeLock } from './use-wake-lock';

/** The page slide when the page changes. */
export const PAGE_TRANSITION_SECONDS = 0.3;
export const FIT_KEY = 'reader-fit';

const chapterOf = (comicId: string, pageId: string | undefined) =>
  getComicChapters(comicId).find((chapter) => chapter.pages.some((p) => p.id === pageId));

export interface ComicReaderProps extends UseReaderOptions {
  comicId: string;
  /** The comic's title when it is not in the catalogue (a feature episode). */
  title?: string;
  /** Escape outside fullscreen: leave the reader (back in history). */
  onBack: () => void;
  /** Who makes the reader fullscreen; the web's Fullscreen API when omitted. */
  fullscreenHost?: () => FullscreenHost | Promise<FullscreenHost>;
  /** Extra controls at the end of the bar. */
  toolbarExtras?: ReactNode;
}

/**
 * What the browser may do with a finger on the stage: nothing on a fitted or zoomed page (the reader
 * handles every gesture), scrolling along a page larger than the screen otherwise.
 */
const touchActionFor = (fit: FitMode, zoomed: boolean) =>
  zoomed || fit === 'page' ? 'none' : fit === 'width' ? 'pan-y' : 'pan-x pan-y';

export function ComicNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-4xl tracking-wide text-gold">{T.notFound}</h1>
      <Link to="/comics" className={buttonClass('primary', 'md', 'mt-8')}>
        {T.backToComics}
      </Link>
    </section>
  );
}

/** True on a touch-first screen; false during render on the server. */
function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const media =
      typeof window.matchMedia === 'function' ? window.matchMedia('(pointer: coarse)') : null;
    setCoarse(Boolean(media?.matches) || navigator.maxTouchPoints > 0);
  }, []);
  return coarse;
}

function useFitMode(): [FitMode, (mode: FitMode) => void] {
  const [fit, setFit] = useState<FitMode>('page');
  useEffect(() => {
    const saved = storage.get(FIT_KEY);
    if (saved && (FIT_MODES as readonly string[]).includes(saved)) setFit(saved as FitMode);
  }, []);
  const choose = useCallback((mode: FitMode) => {
    storage.set(FIT_KEY, mode);
    setFit(mode);
  }, []);
  return [fit, choose];
}

export function ComicReader({
  comicId,
  title: givenTitle,
  onBack,
  fullscreenHost,
  toolbarExtras,
  ...options
}: ComicReaderProps) {
  const reader = useReader(comicId, options);
  const ready = reader.status === 'ready';
  const stageRef = useRef<HTMLDivElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const camera = useCamera(stageRef);
  const fullscreen = useFullscreen(fullscreenHost);
  const bar = useAutoHide();
  const [fit, setFit] = useFitMode();
  const [help, setHelp] = useState(false);
  const coarse = useCoarsePointer();
  useWakeLock(ready);
  // Leaving the reader leaves the browser's fullscreen too.
  useEffect(
    () => () => {
      if (typeof document !== 'undefined' && document.fullscreenElement) {
        void document.exitFullscreen().catch(() => undefined);
      }
    },
    [],
  );

  const { direction, next, previous } = reader;
  const onSide = useCallback(
    (side: PhysicalSide) => (turnFor(side, direction) === 'next' ? next() : previous()),
    [direction, next, previous],
  );
  useGestures(stageRef, ready, { onSide, onMiddle: bar.toggle, camera });

  // A page turn resets the zoom; the new page slides in from the side the reader moves towards.
  const { reset } = camera;
  const screenKey = `${reader.visible.join('-')}${reader.atEnd ? '-end' : ''}`;
  useEffect(() => {
    reset();
  }, [screenKey, reset]);
  const firstShown = useRef(true);
  useEffect(() => {
    if (!ready) return;
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    const slide = slideRef.current;
    if (!slide || typeof slide.animate !== 'function') return;
    const from = reader.turn * (direction === 'rtl' ? -1 : 1) * 40;
    slide.animate(
      [
        { transform: `translateX(${from}%)`, opacity: 0 },
        { transform: 'translateX(0)', opacity: 1 },
      ],
      { duration: PAGE_TRANSITION_SECONDS * 1000, easing: 'ease-in-out' },
    );
    // Only a change of the pages on screen slides: the turn and direction are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reader.page, ready]);

  // The keys (see READER_KEYS). Escape leaves fullscreen first and goes back only outside it.
  const handlers = useRef({ reader, camera, fullscreen, onBack, show: bar.show });
  useEffect(() => {
    handlers.current = { reader, camera, fullscreen, onBack, show: bar.show };
  });
  const found = reader.status !== 'not-found';
  useEffect(() => {
    if (!found) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = readerKeyAction(event);
      const h = handlers.current;
      if (!action) return;
      event.preventDefault();
      h.show();
      const r = h.reader;
      switch (action) {
        case 'left':
        case 'right':
          if (turnFor(action, r.direction) === 'next') r.next();
          else r.previous();
          break;
        case 'next':
          r.next();
          break;
        case 'first':
          r.goTo(1);
          break;
        case 'last':
          r.goTo(r.total);
          break;
        case 'fullscreen':
          h.fullscreen.toggle();
          break;
        case 'zoomIn':
          h.camera.zoomBy(ZOOM_STEP);
          break;
        case 'zoomOut':
          h.camera.zoomBy(1 / ZOOM_STEP);
          break;
        case 'zoomReset':
          h.camera.reset();
          break;
        case 'help':
          setHelp(true);
          break;
        case 'back':
          if (h.fullscreen.isActive() || h.fullscreen.recentlyChanged()) {
            if (h.fullscreen.isActive()) h.fullscreen.toggle();
          } else h.onBack();
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [found]);

  if (reader.status === 'not-found') return <ComicNotFound />;
  if (reader.status === 'loading') {
    return (
      <section className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-2 bg-ink px-4">
        <Spinner label={T.loadingLabel} />
        <p className="h-6 w-full text-center leading-6 text-mist">{T.loading}</p>
      </section>
    );
  }

  const { visible, total, pages } = reader;
  const first = visible[0];
  const last = visible[visible.length - 1];
  const label = visible.length > 1 ? T.pagesOf(first, last, total) : T.pageOf(first, total);
  const title = givenTitle ?? options.source?.title ?? findComic(comicId)?.title ?? comicId;
  const { scale, x, y } = camera.camera;

  return (
    <section
      aria-labelledby="reader-title"
      data-testid="reader"
      data-direction={direction}
      data-fit={fit}
      className="fixed inset-0 z-40 overflow-hidden bg-ink text-sand"
      onPointerMove={(event) => event.pointerType === 'mouse' && bar.show()}
    >
      <div
        ref={stageRef}
        data-testid="reader-stage"
        className={`absolute inset-0 [scrollbar-width:none] ${fit === 'page' ? 'overflow-hidden' : 'overflow-auto'} ${
          camera.zoomed ? 'cursor-grab' : ''
        }`}
        style={{ touchAction: touchActionFor(fit, camera.zoomed) }}
      >
        <div
          className={`flex min-h-full ${fit === 'original' ? 'w-max min-w-full' : 'w-full'} ${
            fit === 'page' ? 'h-full items-center' : 'items-start'
          } justify-center`}
          style={{
            transform: `translate(${x}px, ${y}px) scale(${scale})`,
            transformOrigin: 'center',
          }}
        >
          <div
            ref={slideRef}
            data-testid="reader-pages"
            className={`flex ${fit === 'original' ? 'w-max' : 'w-full'} ${
              fit === 'page' ? 'h-full items-center' : ''
            } justify-center`}
          >
            {inScreenOrder(visible, direction).map((number) => {
              const page = pages[number - 1];
              return page ? (
                <PageBox
                  key={number}
                  page={page}
                  number={number}
                  fit={fit}
                  count={visible.length}
                />
              ) : null;
            })}
          </div>
        </div>
      </div>

      <ReaderBar
        title={title}
        chapter={chapterOf(comicId, pages[first - 1]?.id)?.title}
        reads={reader.readCount}
        label={label}
        percent={reader.percent}
        visible={bar.visible}
        canPrevious={reader.canPrevious}
        canNext={reader.canNext}
        showFinish={!reader.canNext && !reader.atEnd}
        onPrevious={reader.previous}
        onNext={reader.next}
        onFinish={reader.finish}
        fit={fit}
        onFit={setFit}
        spreads={reader.spreads}
        onSpreads={reader.setSpreads}
        fullscreen={fullscreen}
        onHelp={() => setHelp(true)}
        onHold={bar.hold}
        extras={toolbarExtras}
      />

      <p
        className={`pointer-events-none absolute inset-x-0 bottom-0 bg-ink/80 px-4 py-2 text-center text-sm text-mist transition-opacity duration-300 ${
          bar.visible ? 'opacity-100' : 'opacity-0'
        }`}
      >
        {coarse ? T.hintTouch : T.hintKeys}
      </p>

      {reader.atEnd && (
        <EndCard
          title={title}
          nextComic={nextComicOnTimeline(comicId)}
          onReadAgain={reader.readAgain}
        />
      )}
      {help && <HelpDialog direction={direction} onClose={() => setHelp(false)} />}
    </section>
  );
}
