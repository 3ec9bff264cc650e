import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { getComicChapters, guidedDataUrl } from '@shared/content/comic-pages';
import { findComic, nextComicOnTimeline } from '@shared/content/comics';
import { inLanguage } from '@shared/content/types';
import { buttonClass } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { afterNextFrame } from '../../lib/after-next-frame';
import { storage } from '../../lib/storage';
import { EndCard } from './EndCard';
import { HelpDialog } from './HelpDialog';
import { FIT_MODES, PageBox, type FitMode } from './PageBox';
import { ReaderBar } from './ReaderBar';
import { Loupe, LOUPE_ZOOMS } from './Loupe';
import { ModeControls, TextOptions } from './ModeControls';
import { readerKeyAction } from './reader-keys';
import { editionPath, inScreenOrder, rectAt, turnFor, type PhysicalSide } from './reader-logic';
import { TextLayer, type TextSettings } from './TextLayer';
import { type AutoHide, useAutoHide, useBarVisible } from './use-auto-hide';
import { useCamera, ZOOM_STEP } from './use-camera';
import { useFullscreen, type FullscreenHost } from './use-fullscreen';
import { useGestures } from './use-gestures';
import { GUIDED_MOVE_SECONDS, useGuided } from './use-guided';
import { usePanels } from './use-panels';
import { spokenLines, useReadAloud } from './use-read-aloud';
import { useReader, type UseReaderOptions } from './use-reader';
import { ReaderTextContext, useEditionReaderText, useReaderText } from './use-reader-text';
import { useWakeLock } from './use-wake-lock';

/** The page slide when the page changes. */
export const PAGE_TRANSITION_SECONDS = 0.3;
export const FIT_KEY = 'reader-fit';
export const TEXT_KEY = 'reader-text';
const TEXT_DEFAULTS: TextSettings = { size: 100, spacing: 'normal', contrast: false };

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
  const { t, language } = useEditionReaderText();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-4xl tracking-wide text-gold">{t('notFound')}</h1>
      <Link to={editionPath(language, '/comics')} className={buttonClass('primary', 'md', 'mt-8')}>
        {t('backToComics')}
      </Link>
    </section>
  );
}

/**
 * The reader's loading screen: the page about to open, dimmed, where it is known (`preview`), a
 * spinner and "Loading comic...". A server episode's reader shows it while the episode is asked
 * for, so its page has the same screen from the HTML to the open comic.
 */
export function ReaderLoading({ preview }: { preview?: string }) {
  const { t } = useEditionReaderText();
  return (
    <section className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-2 bg-ink px-4">
      {preview && (
        <img
          src={preview}
          alt=""
          aria-hidden="true"
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-contain opacity-30"
        />
      )}
      <Spinner label={t('loadingLabel')} />
      <p className="h-6 w-full text-center leading-6 text-mist">{t('loading')}</p>
      {/* The reader bar's faces and sizes, unseen: the browser prepares each as its font arrives,
          while this screen shows, instead of all of them in the frame that opens the reader. */}
      <p aria-hidden="true" data-testid="reader-font-warmup" className="invisible absolute">
        <span className="font-display text-xl sm:text-2xl">{t('typeSample')}</span>
        <span className="text-sm">{t('typeSample')}</span>
        <span className="font-semibold">{t('typeSample')}</span>
        <span className="text-sm font-semibold">{t('typeSample')}</span>
      </p>
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

/** True when the person asks for reduced motion; false during render on the server. */
function useReducedMotion(): boolean {
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

/** Text mode's size, spacing and contrast, remembered in this browser. */
function useTextSettings(): [TextSettings, (settings: TextSettings) => void] {
  const [settings, setSettings] = useState<TextSettings>(TEXT_DEFAULTS);
  useEffect(() => {
    try {
      const saved = JSON.parse(storage.get(TEXT_KEY) ?? 'null') as Partial<TextSettings> | null;
      if (saved && typeof saved === 'object') setSettings({ ...TEXT_DEFAULTS, ...saved });
    } catch {
      // A damaged setting gives way to the defaults.
    }
  }, []);
  const choose = useCallback((next: TextSettings) => {
    storage.set(TEXT_KEY, JSON.stringify(next));
    setSettings(next);
  }, []);
  return [settings, choose];
}

/** The keys or gestures, under the page while the bar shows; it alone renders as the bar fades. */
function BarHint({ bar, children }: { bar: AutoHide; children: ReactNode }) {
  const visible = useBarVisible(bar);
  return (
    <p
      className={`pointer-events-none absolute inset-x-0 bottom-0 bg-ink/80 px-4 py-2 text-center text-sm text-mist transition-opacity duration-300 ${
        visible ? 'opacity-100' : 'opacity-0'
      }`}
    >
      {children}
    </p>
  );
}

/**
 * Whether the reader's controls are drawn: from the task after the first frame that shows the
 * page. The frame that opens the reader then lays out only the page, and the bar, the transcript
 * and the hint under the page follow in a frame of their own: each is half the work a phone's main
 * thread would otherwise do at once. The bar lies over the page, so nothing moves as it comes.
 */
function useControlsShown(ready: boolean): boolean {
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

/**
 * The height of the reader bar, so text mode's transcript starts below it: kept in the section's
 * `--reader-bar-height` as the bar resizes, without a render of the reader (it was state, and the
 * whole reader drew again as the bar first laid out).
 */
function useBarHeight(sectionRef: React.RefObject<HTMLElement | null>, ready: boolean) {
  useEffect(() => {
    const section = sectionRef.current;
    const bar = section?.querySelector<HTMLElement>('[data-testid="reader-bar"]');
    if (!section || !bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      section.style.setProperty('--reader-bar-height', `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => observer.disconnect();
  }, [sectionRef, ready]);
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

/**
 * The comic reader, in the edition of the address. The reader itself (`OpenReader`) draws again
 * only when its own props change, not at each navigation: the address follows the page on screen
 * (`?page=N`) as the reader opens and after every turn, and the router's update would otherwise
 * draw the whole reader a second time.
 */
export function ComicReader(props: ComicReaderProps) {
  const text = useEditionReaderText();
  return (
    <ReaderTextContext value={text}>
      <OpenReader {...props} />
    </ReaderTextContext>
  );
}

/**
 * The props the open reader draws from: all but the page asked for in the address, which is read
 * once as the reader opens (a new comic is a new reader).
 */
function sameReader(before: ComicReaderProps, after: ComicReaderProps): boolean {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  names.delete('requestedPage');
  return [...names].every((name) =>
    Object.is(before[name as keyof ComicReaderProps], after[name as keyof ComicReaderProps]),
  );
}

const OpenReader = memo(function OpenReader({
  comicId,
  title: givenTitle,
  onBack,
  fullscreenHost,
  toolbarExtras,
  ...options
}: ComicReaderProps) {
  const text = useReaderText();
  const { t, language } = text;
  const reader = useReader(comicId, { ...options, language });
  const ready = reader.status === 'ready';
  // A server episode names its own panel data (it has no bundled files). Its pages are lettered in
  // English only: the Arabic edition, which reads every comic from the right, reads them whole.
  const panelsUrl = options.source
    ? language === 'en'
      ? options.source.panels
      : undefined
    : guidedDataUrl(comicId, language);
  const panels = usePanels(panelsUrl, reader.total > 0);
  const stageRef = useRef<HTMLDivElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const camera = useCamera(stageRef);
  const fullscreen = useFullscreen(fullscreenHost);
  const bar = useAutoHide();
  const [fit, setFit] = useFitMode();
  const [help, setHelp] = useState(false);
  const coarse = useCoarsePointer();
  const reducedMotion = useReducedMotion();
  const [textMode, setTextMode] = useState(false);
  const [textSettings, setTextSettings] = useTextSettings();
  const [loupe, setLoupe] = useState(false);
  const [loupeZoom, setLoupeZoom] = useState<number>(2);
  const guided = useGuided(reader, camera, panels);
  const sectionRef = useRef<HTMLElement>(null);
  const controls = useControlsShown(ready);
  useBarHeight(sectionRef, controls);
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
  // In guided view a side moves by panel (the camera follows), then on to the next page.
  const guidedSide = useCallback(
    (side: PhysicalSide) =>
      turnFor(side, direction) === 'next' ? guided.forward() : guided.backward(),
    [direction, guided],
  );
  // A double-tap on a panel starts guided view there.
  // On a page zoomed by hand, a double-tap zooms back out instead.
  const { start: startGuided, on: guidedOn } = guided;
  const { zoomed } = camera;
  const onDoubleTap = useCallback(
    (clientX: number, clientY: number) => {
      if (!panels || (zoomed && !guidedOn)) return false;
      const box = document
        .elementsFromPoint(clientX, clientY)
        .find((element) => element.matches('[data-page-box]'));
      const page = Number(box?.getAttribute('data-page'));
      const rect = box?.getBoundingClientRect();
      const pagePanels = panels[page - 1];
      if (!rect || !pagePanels) return false;
      const index = rectAt(
        pagePanels.map((panel) => panel.box),
        ((clientX - rect.left) / rect.width) * 100,
        ((clientY - rect.top) / rect.height) * 100,
      );
      if (index < 0) return false;
      startGuided({ page, index });
      return true;
    },
    [panels, startGuided, zoomed, guidedOn],
  );
  useGestures(stageRef, ready, {
    onSide: guided.on ? guidedSide : onSide,
    onMiddle: bar.toggle,
    onDoubleTap,
    camera,
    guided: guided.on,
    suspended: loupe,
  });

  // A page turn resets the zoom; the new page slides in from the side the reader moves towards.
  const { reset } = camera;
  const screenKey = `${reader.visible.join('-')}${reader.atEnd ? '-end' : ''}`;
  const lines = useMemo(
    () => reader.visible.flatMap((number) => spokenLines(text, number, panels?.[number - 1] ?? [])),
    [reader.visible, panels, text],
  );
  const readAloud = useReadAloud({
    text,
    language,
    lines,
    screenKey,
    canNext: reader.canNext,
    onNext: reader.next,
  });
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
    if (reducedMotion) return;
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
  const modes = {
    guided,
    toggleText: () => setTextMode((on) => !on),
    toggleLoupe: () => setLoupe((on) => !on),
    loupe,
    setLoupeZoom,
  };
  const handlers = useRef({ reader, camera, fullscreen, onBack, show: bar.show, modes });
  // Brought up to date as the render is committed, not in a later task: a key pressed the moment
  // a page appears acts on that page.
  useLayoutEffect(() => {
    handlers.current = { reader, camera, fullscreen, onBack, show: bar.show, modes };
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
      const r = h.reader;
      const g = h.modes.guided;
      // Guided view leaves the bar hidden: it would cover the top of the panel.
      const stepping =
        action === 'guided' ||
        (g.on && (action === 'left' || action === 'right' || action === 'next'));
      if (!stepping) h.show();
      switch (action) {
        case 'left':
        case 'right': {
          const forward = turnFor(action, r.direction) === 'next';
          if (g.on) {
            if (forward) g.forward();
            else g.backward();
          } else if (forward) r.next();
          else r.previous();
          break;
        }
        case 'next':
          if (g.on) g.forward();
          else r.next();
          break;
        case 'guided':
          g.toggle();
          break;
        case 'textMode':
          h.modes.toggleText();
          break;
        case 'loupe':
          h.modes.toggleLoupe();
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
        case 'zoomOut': {
          const closer = action === 'zoomIn';
          // With the magnifier on, + and - change its magnification.
          if (h.modes.loupe)
            h.modes.setLoupeZoom((zoom) => {
              const at = LOUPE_ZOOMS.indexOf(zoom as (typeof LOUPE_ZOOMS)[number]);
              const next = LOUPE_ZOOMS[Math.max(0, at + (closer ? 1 : -1))];
              return next ?? zoom;
            });
          else h.camera.zoomBy(closer ? ZOOM_STEP : 1 / ZOOM_STEP);
          break;
        }
        case 'zoomReset':
          h.camera.reset();
          break;
        case 'help':
          setHelp(true);
          break;
        case 'back':
          if (g.on) g.stop();
          else if (h.fullscreen.isActive() || h.fullscreen.recentlyChanged()) {
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
    // The page about to open is shown at once, dimmed, from the image the HTML preloads: the
    // reader sees it before the reader's code has arrived.
    return <ReaderLoading preview={reader.pages[reader.page - 1]?.image} />;
  }

  const { visible, total, pages } = reader;
  const first = visible[0];
  const last = visible[visible.length - 1];
  const label =
    visible.length > 1 ? t('pagesOf', { first, last, total }) : t('pageOf', { page: first, total });
  const activePanel = guided.active
    ? `${guided.active.page}:${guided.active.index}`
    : readAloud.active;
  const panelFor = (number: number) => {
    if (!activePanel?.startsWith(`${number}:`)) return null;
    const index = Number(activePanel.split(':')[1]);
    return panels?.[number - 1]?.[index] ?? null;
  };
  const bundled = findComic(comicId);
  const title =
    givenTitle ??
    options.source?.title ??
    (bundled && inLanguage(bundled, language).title) ??
    comicId;
  const chapter = chapterOf(comicId, pages[first - 1]?.id);
  const nextOnTimeline = nextComicOnTimeline(comicId);
  const { scale, x, y } = camera.camera;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="reader-title"
      data-testid="reader"
      data-direction={direction}
      data-fit={fit}
      data-guided={guided.on}
      lang={language}
      dir={text.dir}
      // With forced colours every text is drawn in the system's text colour (Chromium would keep
      // the authored colour for -webkit-text-fill-color).
      className="fixed inset-0 z-40 overflow-hidden bg-ink text-sand forced-colors:**:[-webkit-text-fill-color:CanvasText]"
      onPointerMove={(event) => event.pointerType === 'mouse' && bar.show()}
    >
      <div
        ref={stageRef}
        tabIndex={-1}
        dir="ltr"
        data-testid="reader-stage"
        className={`absolute inset-0 outline-none [scrollbar-width:none] ${fit === 'page' ? 'overflow-hidden' : 'overflow-auto'} ${
          camera.zoomed ? 'cursor-grab' : ''
        } ${
          // On a wide screen text mode's transcript sits beside the art, at the reading end.
          textMode ? (text.dir === 'rtl' ? 'lg:left-[34rem]' : 'lg:right-[34rem]') : ''
        }`}
        style={{ touchAction: loupe || guided.on ? 'none' : touchActionFor(fit, camera.zoomed) }}
      >
        <div
          className={`flex min-h-full ${fit === 'original' ? 'w-max min-w-full' : 'w-full'} ${
            fit === 'page' ? 'h-full items-center' : 'items-start'
          } justify-center`}
          data-camera
          style={{
            transform: `translate(${x}px, ${y}px) scale(${scale})`,
            transformOrigin: 'center',
            transition: guided.on
              ? `transform ${reducedMotion ? 0 : GUIDED_MOVE_SECONDS}s ease-in-out`
              : 'none',
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
              const highlighted = panelFor(number);
              return page ? (
                <PageBox key={number} page={page} number={number} fit={fit} count={visible.length}>
                  {highlighted && (
                    <div
                      aria-hidden="true"
                      data-testid="reader-panel-highlight"
                      className="pointer-events-none absolute rounded-sm outline-4 outline-gold forced-colors:outline-[Highlight]"
                      style={{
                        left: `${highlighted.box.x}%`,
                        top: `${highlighted.box.y}%`,
                        width: `${highlighted.box.width}%`,
                        height: `${highlighted.box.height}%`,
                        // Guided view dims the rest of the page rather than cropping it.
                        boxShadow: guided.active ? '0 0 0 200vmax rgb(0 0 0 / 0.6)' : undefined,
                      }}
                    />
                  )}
                </PageBox>
              ) : null;
            })}
          </div>
        </div>
      </div>

      {controls && (
        <TextLayer
          pages={visible.map((number) => ({
            number,
            page: pages[number - 1] ?? { id: '', image: '', text: '' },
            panels: panels?.[number - 1] ?? null,
          }))}
          total={total}
          language={language}
          shown={textMode}
          settings={textSettings}
          active={activePanel}
          options={<TextOptions settings={textSettings} onChange={setTextSettings} />}
        />
      )}

      {loupe && <Loupe zoom={loupeZoom} areaRef={sectionRef} />}

      {controls && (
        <ReaderBar
          title={title}
          chapter={(language === 'ar' && chapter?.titleAr) || chapter?.title}
          comicId={comicId}
          label={label}
          percent={reader.percent}
          bar={bar}
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
          modes={
            <ModeControls
              guided={guided.on}
              onGuided={() => {
                // The panels take the focus, so the bar can step aside.
                if (!guided.on) stageRef.current?.focus();
                guided.toggle();
              }}
              textMode={textMode}
              onTextMode={modes.toggleText}
              speaking={readAloud.speaking}
              onReadAloud={readAloud.toggle}
              continues={readAloud.continues}
              onContinues={readAloud.setContinues}
              loupe={loupe}
              onLoupe={modes.toggleLoupe}
              zoom={loupeZoom}
              onZoom={setLoupeZoom}
            />
          }
          extras={toolbarExtras}
        />
      )}

      <p role="status" className="sr-only">
        {guided.active
          ? t('guidedStatus', {
              panel: guided.active.index + 1,
              count: panels?.[guided.active.page - 1]?.length ?? 0,
            })
          : ''}
      </p>
      {readAloud.message && (
        <p
          role="alert"
          className="absolute inset-x-4 bottom-12 z-20 mx-auto max-w-xl rounded-lg border border-gold bg-night p-3 text-center text-sand"
        >
          {readAloud.message}
        </p>
      )}

      {controls && <BarHint bar={bar}>{coarse ? t('hintTouch') : t('hintKeys')}</BarHint>}

      {reader.atEnd && (
        <EndCard
          title={title}
          nextComic={nextOnTimeline && inLanguage(nextOnTimeline, language)}
          onReadAgain={reader.readAgain}
        />
      )}
      {help && <HelpDialog direction={direction} onClose={() => setHelp(false)} />}
    </section>
  );
}, sameReader);
