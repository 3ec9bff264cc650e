import { memo, Suspense, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getComicChapters } from '@shared/content/comic-pages';
import { findComic, nextComicOnTimeline } from '@shared/content/comics';
import { inLanguage } from '@shared/content/types';
import { buttonClass } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import type { Language } from '../../lib/language';
import { EndCard } from './EndCard';
import { PageBox, type FitMode } from './PageBox';
import { ReaderBar } from './ReaderBar';
import { FindBar, FindDialogs, useReaderFind, type ReaderFindState } from './ReaderFind';
import {
  ModeControls,
  MoreModes,
  TapZonesSelect,
  TextOptions,
  VerticalToggle,
} from './ModeControls';
import { editionPath, inScreenOrder } from './reader-logic';
import { TextLayer } from './TextLayer';
import type { CameraControls } from './use-camera';
import type { FullscreenHost } from './use-fullscreen';
import { GUIDED_MOVE_SECONDS, type GuidedView } from './use-guided';
import type { ComicPanels } from './use-panels';
import { panelsUrlOf, useOpenReader, type OpenReaderState } from './use-open-reader';
import type { ComicToSave } from '../offline/offline-store';
import type { ReaderSource, ReaderState, UseReaderOptions } from './use-reader';
import { ReaderTextContext, useEditionReaderText, useReaderText } from './use-reader-text';
import { HelpDialog, Loupe, SaveOffline, usePreloadedExtras } from './reader-extras';

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
  /** A sponsor's unit for the end card, and under the cover while it is on screen. */
  sponsor?: (placement: 'end-card' | 'cover') => ReactNode;
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

/**
 * Below the page: the keys or gestures on a window taller than wide (a wide one has them in the
 * bar), and read-aloud's notices. Never over the page.
 */
function ReaderFooter({
  hint,
  message,
  sponsor,
}: {
  hint: string;
  message: string | null;
  sponsor?: ReactNode;
}) {
  return (
    <div data-testid="reader-footer" className="shrink-0 bg-ink">
      {sponsor}
      <p className="hidden px-4 py-2 text-center text-sm text-mist portrait:block lg:hidden">
        {hint}
      </p>
      {message && (
        <p
          role="alert"
          className="mx-auto my-2 max-w-xl rounded-lg border border-gold bg-night p-3 text-center text-sand"
        >
          {message}
        </p>
      )}
    </div>
  );
}

interface StageProps {
  stageRef: React.RefObject<HTMLDivElement | null>;
  slideRef: React.RefObject<HTMLDivElement | null>;
  reader: ReaderState;
  camera: CameraControls;
  guided: GuidedView;
  fit: FitMode;
  /** Continuous vertical mode: every page of the comic, stacked at the stage's width. */
  vertical: boolean;
  /** The edition's writing direction (the stage itself is always left to right). */
  dir: 'ltr' | 'rtl';
  textMode: boolean;
  loupe: boolean;
  reducedMotion: boolean;
  /** The panel highlighted on its page: guided view's, or the one read aloud. */
  panelFor: (page: number) => ComicPanels[number][number] | null;
}

/** The pages on screen under the camera, and the highlighted panel. */
function ReaderStage(props: StageProps) {
  const { reader, camera, guided, fit, dir, vertical } = props;
  // Vertical mode stacks every page, the others show the screen's pages side by side.
  const shown = vertical
    ? reader.pages.map((_, index) => index + 1)
    : inScreenOrder(reader.visible, reader.direction);
  const { scale, x, y } = camera.camera;
  const { t } = useReaderText();
  return (
    // The stage takes the focus as the reader opens (and from the skip link): its keys scroll a
    // page larger than the window, pan a zoomed one and turn pages.
    <div
      ref={props.stageRef}
      id="reader-stage"
      role="region"
      aria-label={t('stage')}
      tabIndex={0}
      dir="ltr"
      data-testid="reader-stage"
      className={`absolute inset-0 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold/60 [container-type:size] [scrollbar-width:none] ${fit === 'page' ? 'overflow-hidden' : 'overflow-auto'} ${
        camera.zoomed ? 'cursor-grab' : ''
      } ${
        // On a wide screen text mode's transcript sits beside the art, at the reading end.
        props.textMode ? (dir === 'rtl' ? 'lg:left-[34rem]' : 'lg:right-[34rem]') : ''
      }`}
      style={{
        // Vertical mode scrolls with the finger and leaves pinching to the browser's own zoom.
        touchAction:
          props.loupe || guided.on
            ? 'none'
            : vertical
              ? 'pan-y pinch-zoom'
              : touchActionFor(fit, camera.zoomed),
      }}
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
            ? `transform ${props.reducedMotion ? 0 : GUIDED_MOVE_SECONDS}s ease-in-out`
            : 'none',
        }}
      >
        <div
          ref={props.slideRef}
          data-testid="reader-pages"
          className={`flex ${vertical ? 'flex-col items-center' : ''} ${
            fit === 'original' ? 'w-max' : 'w-full'
          } ${fit === 'page' ? 'h-full items-center' : ''} justify-center`}
        >
          {shown.map((number) => {
            const page = reader.pages[number - 1];
            const highlighted = props.panelFor(number);
            return page ? (
              <PageBox
                key={number}
                page={page}
                number={number}
                fit={fit}
                count={vertical ? 1 : reader.visible.length}
                // Pages far from the one in view load as they come near.
                lazy={vertical && Math.abs(number - reader.page) > 2}
              >
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
  );
}

/**
 * The comic reader, in the edition of the address. The reader itself (`OpenReader`) draws again
 * only when its own props change, not at each navigation: the address follows the page on screen
 * (`?page=N`) as the reader opens and after every turn, and the router's update would otherwise
 * draw the whole reader a second time.
 */
export function ComicReader(props: ComicReaderProps) {
  const text = useEditionReaderText();
  usePreloadedExtras();
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

/** The comic's name in the edition: given, the episode's, the catalogue's, or its id. */
function titleOf(
  comicId: string,
  given: string | undefined,
  source: ReaderSource | undefined,
  language: Language,
) {
  const bundled = findComic(comicId);
  return given ?? source?.title ?? (bundled && inLanguage(bundled, language).title) ?? comicId;
}

/** The bar with its reading modes. */
function ReaderControls({
  open,
  title,
  chapter,
  comicId,
  extras,
  find,
  offline,
}: {
  open: OpenReaderState;
  title: string;
  chapter: string | undefined;
  /** Null in a preview (no read is counted). */
  comicId: string | null;
  extras: ReactNode;
  find: ReaderFindState;
  /** What "Save for offline" saves. */
  offline: ComicToSave;
}) {
  const { reader, modes, buttons, guided, readAloud, text } = open;
  const { visible, total } = reader;
  const first = visible[0];
  const last = visible[visible.length - 1];
  return (
    <ReaderBar
      title={title}
      chapter={chapter}
      comicId={comicId}
      label={
        visible.length > 1
          ? text.t('pagesOf', { first, last, total })
          : text.t('pageOf', { page: first, total })
      }
      bar={open.bar}
      hint={open.coarse ? text.t('hintTouch') : text.t('hintKeys')}
      canPrevious={reader.canPrevious}
      canNext={reader.canNext}
      showFinish={!reader.canNext && !reader.atEnd}
      onPrevious={buttons.previous}
      onNext={buttons.next}
      onFinish={buttons.finish}
      fit={open.fit}
      onFit={open.setFit}
      vertical={open.vertical}
      canSpread={reader.canSpread}
      spreads={reader.spreads}
      onSpreads={reader.setSpreads}
      fullscreen={open.fullscreen}
      onFullscreen={buttons.fullscreen}
      onHelp={buttons.help}
      modes={
        <ModeControls
          canGuide={!open.vertical}
          guided={guided.on}
          onGuided={buttons.guided}
          textMode={modes.textMode}
          onTextMode={buttons.textMode}
        />
      }
      more={
        <>
          <VerticalToggle on={open.vertical} onToggle={buttons.vertical} />
          <MoreModes
            speaking={readAloud.speaking}
            onReadAloud={readAloud.toggle}
            continues={readAloud.continues}
            onContinues={readAloud.setContinues}
            loupe={modes.loupe}
            onLoupe={buttons.loupe}
            zoom={modes.loupeZoom}
            onZoom={modes.setLoupeZoom}
          />
          {open.coarse && <TapZonesSelect value={open.tapZones} onChange={open.setTapZones} />}
          <Suspense fallback={null}>
            <SaveOffline comic={offline} />
          </Suspense>
        </>
      }
      extras={extras}
      find={<FindBar find={find} reader={reader} />}
    />
  );
}

/**
 * What "Save for offline" keeps of the open comic: the pages of the edition, its panel data and a
 * server episode's answer, with the reader's address in the edition.
 */
function useOfflineComic(
  props: ComicReaderProps,
  open: OpenReaderState,
  givenTitle: string | undefined,
): ComicToSave {
  const { comicId, source } = props;
  const { language } = open.text;
  const { pages } = open.reader;
  const title = titleOf(comicId, givenTitle, source, language);
  return useMemo(() => {
    const panels = panelsUrlOf(comicId, source, language);
    const episode = source ? [`/api/episodes/${encodeURIComponent(comicId)}`] : [];
    return {
      comicId,
      title,
      reader: editionPath(language, `/comics/reader/${comicId}`),
      files: [...pages.map((page) => page.image), ...(panels ? [panels] : []), ...episode],
    };
  }, [comicId, source, language, pages, title]);
}

const OpenReader = memo(function OpenReader({
  title: givenTitle,
  toolbarExtras,
  sponsor,
  ...props
}: ComicReaderProps) {
  const open = useOpenReader(props);
  const preview = props.source?.preview === true;
  const find = useReaderFind(props.comicId, props.signedIn, !preview);
  const offline = useOfflineComic(props, open, givenTitle);
  const { text, reader, panels, guided, modes, readAloud, buttons, controls } = open;
  const { t, language } = text;
  const { comicId } = props;

  if (reader.status === 'not-found') return <ComicNotFound />;
  if (reader.status === 'loading') {
    // The page about to open is shown at once, dimmed, from the image the HTML preloads: the
    // reader sees it before the reader's code has arrived.
    return <ReaderLoading preview={reader.pages[reader.page - 1]?.image} />;
  }

  const { visible, total, pages, direction } = reader;
  const activePanel = guided.active
    ? `${guided.active.page}:${guided.active.index}`
    : readAloud.active;
  const panelFor = (number: number) => {
    if (!activePanel?.startsWith(`${number}:`)) return null;
    const index = Number(activePanel.split(':')[1]);
    return panels?.[number - 1]?.[index] ?? null;
  };
  const title = titleOf(comicId, givenTitle, props.source, language);
  const chapter = chapterOf(comicId, pages[visible[0] - 1]?.id);
  const nextOnTimeline = nextComicOnTimeline(comicId);

  return (
    <section
      ref={open.refs.sectionRef}
      aria-labelledby="reader-title"
      data-testid="reader"
      data-direction={direction}
      data-fit={open.fit}
      data-guided={guided.on}
      data-vertical={open.vertical}
      lang={language}
      dir={text.dir}
      // With forced colours every text is drawn in the system's text colour (Chromium would keep
      // the authored colour for -webkit-text-fill-color).
      className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-ink text-sand forced-colors:**:[-webkit-text-fill-color:CanvasText]"
    >
      {/* The bar, then the page in the space it leaves, then the hint and notices below: no
          control lies over the page. */}
      <ReaderControls
        open={open}
        title={title}
        chapter={(language === 'ar' && chapter?.titleAr) || chapter?.title}
        comicId={preview ? null : comicId}
        extras={toolbarExtras}
        find={find}
        offline={offline}
      />
      <div className="relative min-h-0 flex-1">
        <ReaderStage
          stageRef={open.refs.stageRef}
          slideRef={open.refs.slideRef}
          reader={reader}
          camera={open.camera}
          guided={guided}
          fit={open.fit}
          vertical={open.vertical}
          dir={text.dir}
          textMode={modes.textMode}
          loupe={modes.loupe}
          reducedMotion={open.reducedMotion}
          panelFor={panelFor}
        />
        {controls && (
          <TextLayer
            pages={visible.map((number) => ({
              number,
              page: pages[number - 1] ?? { id: '', image: '', text: '' },
              panels: panels?.[number - 1] ?? null,
            }))}
            total={total}
            language={language}
            shown={modes.textMode}
            settings={open.textSettings}
            active={activePanel}
            options={<TextOptions settings={open.textSettings} onChange={open.setTextSettings} />}
          />
        )}
      </div>

      {modes.loupe && (
        <Suspense fallback={null}>
          <Loupe zoom={modes.loupeZoom} areaRef={open.refs.sectionRef} />
        </Suspense>
      )}

      <p role="status" className="sr-only">
        {guided.active
          ? t('guidedStatus', {
              panel: guided.active.index + 1,
              count: panels?.[guided.active.page - 1]?.length ?? 0,
            })
          : ''}
      </p>
      <ReaderFooter
        hint={open.coarse ? t('hintTouch') : t('hintKeys')}
        message={readAloud.message}
        sponsor={visible.includes(1) && !reader.atEnd ? sponsor?.('cover') : undefined}
      />

      {reader.atEnd && (
        <EndCard
          title={title}
          nextComic={nextOnTimeline && inLanguage(nextOnTimeline, language)}
          onReadAgain={buttons.readAgain}
          onContinue={buttons.continueFromEnd}
          sponsor={sponsor?.('end-card')}
        />
      )}
      {controls && <FindDialogs find={find} reader={reader} />}
      {modes.help && (
        <Suspense fallback={null}>
          <HelpDialog direction={direction} onClose={buttons.closeHelp} />
        </Suspense>
      )}
    </section>
  );
}, sameReader);
