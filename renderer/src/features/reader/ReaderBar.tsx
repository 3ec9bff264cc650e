import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { StrokeIcon } from '../../components/ui/StrokeIcon';
import { useReadCount } from './api/comic-reads.api';
import { OptionSelect, ToggleButton } from './controls';
import { FIT_MODES, type FitMode } from './PageBox';
import { editionPath } from './reader-logic';
import { useReaderText } from './use-reader-text';
import { type BarToggle, useBarVisible } from './use-bar-toggle';
import type { FullscreenControl } from './use-fullscreen';

const ARROW = 'M9 5l7 7-7 7';
const EXPAND = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
const SHRINK = 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5';
const MENU = 'M4 7h16M4 12h16M4 17h16';

export interface ReaderBarProps {
  title: string;
  chapter: string | undefined;
  /**
   * The comic whose read count the bar shows (and whose first open on this device it counts);
   * null in a preview, which counts nothing.
   */
  comicId: string | null;
  label: string;
  /** Whether the bar shows (the reader hides and shows it with a tap in the middle). */
  bar: BarToggle;
  /** The keys or gestures, in the bar on a wide screen. */
  hint: string;
  canPrevious: boolean;
  canNext: boolean;
  showFinish: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  fit: FitMode;
  onFit: (mode: FitMode) => void;
  /** Vertical mode lays pages out at the window's width: the page size does not apply. */
  vertical?: boolean;
  /** Whether two-page spreads can apply in this window (never on a window taller than wide). */
  canSpread: boolean;
  spreads: boolean;
  onSpreads: (on: boolean) => void;
  fullscreen: FullscreenControl;
  onFullscreen: () => void;
  onHelp: () => void;
  /** The reading modes used most (guided view, text mode): in the bar on a wide screen, else in the menu. */
  modes?: ReactNode;
  /** Everything else (read-aloud, the magnifier, tap zones): always in the menu. */
  more?: ReactNode;
  extras?: ReactNode;
  /** The row for finding a page: page grid, bookmark, scrubber and progress. */
  find?: ReactNode;
}

/** The read count, which re-renders alone when it arrives or changes. */
function ReadCount({ comicId }: { comicId: string }) {
  const { t } = useReaderText();
  const count = useReadCount(comicId);
  // The count's place is kept while it loads, and its text starts at a fixed edge, so nothing
  // moves when it arrives or changes.
  return (
    <p className="w-24 shrink-0 text-start text-sm text-mist short:hidden" data-testid="read-count">
      {count !== undefined && t('reads', { count })}
    </p>
  );
}

/**
 * The bar's frame, above the page and never over it: the page is laid out in the space below. It
 * alone renders when the reader hides or shows it.
 */
function BarFrame({ bar, children }: { bar: BarToggle; children: ReactNode }) {
  const visible = useBarVisible(bar);
  return (
    <div
      data-testid="reader-bar"
      data-visible={visible}
      hidden={!visible}
      className="relative z-10 shrink-0 border-b border-line bg-ink px-3 pt-2 pb-1 sm:px-4 short:pt-1"
    >
      {children}
    </div>
  );
}

/** Previous, the page label, next and Finish. */
function PageNav(props: ReaderBarProps) {
  const { t, dir } = useReaderText();
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={props.onPrevious}
        disabled={!props.canPrevious}
        aria-label={t('previousPage')}
      >
        <StrokeIcon path={ARROW} className={dir === 'rtl' ? undefined : 'rotate-180'} />
        <span className="hidden lg:inline">{t('previous')}</span>
      </Button>
      <p aria-live="polite" className="min-w-24 text-center font-semibold text-sand">
        {props.label}
      </p>
      <Button size="sm" onClick={props.onNext} disabled={!props.canNext} aria-label={t('nextPage')}>
        <span className="hidden lg:inline">{t('next')}</span>
        <StrokeIcon path={ARROW} className={dir === 'rtl' ? 'rotate-180' : undefined} />
      </Button>
      {props.showFinish && (
        <Button size="sm" variant="secondary" onClick={props.onFinish}>
          {t('finish')}
        </Button>
      )}
    </div>
  );
}

/**
 * The page size, the modes used most, fullscreen and help: in the bar from `md` on a window tall
 * enough for two rows, else in the menu.
 */
function MainOptions(props: ReaderBarProps) {
  const { fullscreen } = props;
  const { t } = useReaderText();
  return (
    <>
      {!props.vertical && (
        <OptionSelect
          label={t('fitMode')}
          value={props.fit}
          options={FIT_MODES}
          text={(mode) => t(`fit.${mode}`)}
          onChange={props.onFit}
        />
      )}
      {props.modes}
      {fullscreen.available && (
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={fullscreen.fullscreen}
          onClick={props.onFullscreen}
          title={`${fullscreen.fullscreen ? t('exitFullscreen') : t('enterFullscreen')} (F)`}
        >
          <StrokeIcon path={fullscreen.fullscreen ? SHRINK : EXPAND} />
          <span className="sr-only lg:not-sr-only">
            {fullscreen.fullscreen ? t('exitFullscreen') : t('enterFullscreen')}
          </span>
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={props.onHelp} aria-label={t('help')}>
        ?
      </Button>
    </>
  );
}

/**
 * The bar above the page: the comic, the page controls and the reading options, in two rows at most
 * (one on a window too low for two), the options that do not fit in one menu ("More") that opens
 * inside the bar, so it never lies over the page either.
 *
 * Where a new control goes: a button used on every page beside the modes (`modes`, shown in the bar
 * from `md` and in the menu below it); anything else as an entry of the menu (`more`).
 */
export function ReaderBar(props: ReaderBarProps) {
  const { t, language } = useReaderText();
  const [menu, setMenu] = useState(false);
  const menuId = useId();
  return (
    <BarFrame bar={props.bar}>
      <div className="flex flex-col gap-1 short:flex-row short:items-center short:gap-3">
        <div className="flex min-w-0 items-center gap-x-3 short:flex-1">
          <Link
            to={editionPath(language, '/comics')}
            className="shrink-0 text-sm text-mist underline-offset-4 hover:text-sand hover:underline"
          >
            {t('backToComics')}
          </Link>
          <h1
            id="reader-title"
            className="h-8 min-w-0 flex-1 truncate font-display text-xl leading-8 tracking-wide text-gold sm:text-2xl"
          >
            {props.title}
          </h1>
          {props.chapter && (
            <p className="hidden truncate text-sm text-pearl md:block short:hidden">
              {props.chapter}
            </p>
          )}
          <p className="hidden max-w-[36rem] min-w-0 truncate text-sm text-mist lg:block short:hidden">
            {props.hint}
          </p>
          {props.comicId !== null && <ReadCount comicId={props.comicId} />}
        </div>
        <div
          role="group"
          aria-label={t('controls')}
          className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 lg:flex-nowrap short:flex-nowrap"
        >
          <PageNav {...props} />
          {/* Finding a page: between the page buttons and the options where the row is wide (or
              the window low), else a row of its own under them. */}
          {props.find && (
            <div className="order-last basis-full lg:order-none lg:min-w-48 lg:flex-1 lg:basis-auto short:order-none short:min-w-64 short:flex-1 short:basis-auto">
              {props.find}
            </div>
          )}
          <div className="flex items-center gap-2">
            <div className="hidden items-center gap-2 md:tall:flex">
              <MainOptions {...props} />
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={menu}
              aria-controls={menuId}
              onClick={() => setMenu((open) => !open)}
            >
              <StrokeIcon path={MENU} />
              {t('more')}
            </Button>
          </div>
        </div>
      </div>
      <div
        id={menuId}
        role="group"
        aria-label={t('readingOptions')}
        hidden={!menu}
        data-testid="reader-menu"
        className="flex flex-wrap items-center gap-2 pt-2 pb-1"
        onKeyDown={(event) => {
          // Escape closes the menu before it leaves anything else.
          if (event.key !== 'Escape') return;
          event.preventDefault();
          setMenu(false);
        }}
      >
        <div className="contents md:tall:hidden">
          <MainOptions {...props} />
        </div>
        {props.canSpread && (
          <ToggleButton pressed={props.spreads} onClick={() => props.onSpreads(!props.spreads)}>
            {t('spreads')}
          </ToggleButton>
        )}
        {props.more}
        {props.extras && (
          <div data-slot="reader-toolbar-extras" className="flex items-center gap-2">
            {props.extras}
          </div>
        )}
      </div>
    </BarFrame>
  );
}
