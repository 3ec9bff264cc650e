import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { StrokeIcon } from '../../components/ui/StrokeIcon';
import { useReadCount } from './api/comic-reads.api';
import { OptionSelect, ToggleButton } from './controls';
import { FIT_MODES, type FitMode } from './PageBox';
import { editionPath } from './reader-logic';
import { useReaderText } from './use-reader-text';
import { type AutoHide, useBarVisible } from './use-auto-hide';
import type { FullscreenControl } from './use-fullscreen';

const ARROW = 'M9 5l7 7-7 7';
const EXPAND = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
const SHRINK = 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5';

export interface ReaderBarProps {
  title: string;
  chapter: string | undefined;
  /** The comic whose read count the bar shows (and whose first open on this device it counts). */
  comicId: string;
  label: string;
  /** Whether the bar shows (it fades away when idle). */
  bar: AutoHide;
  canPrevious: boolean;
  canNext: boolean;
  showFinish: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  fit: FitMode;
  onFit: (mode: FitMode) => void;
  spreads: boolean;
  onSpreads: (on: boolean) => void;
  fullscreen: FullscreenControl;
  onFullscreen: () => void;
  onHelp: () => void;
  /** Guided view, text mode, read-aloud and the magnifier. */
  modes?: ReactNode;
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
    <p className="w-24 shrink-0 text-start text-sm text-mist" data-testid="read-count">
      {count !== undefined && t('reads', { count })}
    </p>
  );
}

/**
 * The bar's frame, the one part that renders as the bar fades in or out: its contents are drawn
 * by ReaderBar and stay as they are. It stays while focus or the mouse is inside it.
 */
function FadingBar({ bar, children }: { bar: AutoHide; children: ReactNode }) {
  const visible = useBarVisible(bar);
  return (
    <div
      data-testid="reader-bar"
      data-visible={visible}
      onFocus={() => bar.hold(true)}
      onBlur={() => bar.hold(false)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && bar.hold(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && bar.hold(false)}
      className={`absolute inset-x-0 top-0 z-10 bg-gradient-to-b from-ink via-ink/95 to-ink/70 px-3 pt-2 pb-2 transition-opacity duration-300 sm:px-4 ${
        visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      {children}
    </div>
  );
}

/**
 * The slim bar over the page: the comic, the page controls and the reading options. It fades
 * away when idle (see useAutoHide) and stays while focus or the pointer is inside it.
 */
export function ReaderBar(props: ReaderBarProps) {
  const { fullscreen } = props;
  const { t, language, dir } = useReaderText();
  return (
    <FadingBar bar={props.bar}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={editionPath(language, '/comics')}
          className="text-sm text-mist underline-offset-4 hover:text-sand hover:underline"
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
          <p className="hidden truncate text-sm text-pearl md:block">{props.chapter}</p>
        )}
        <ReadCount comicId={props.comicId} />
      </div>
      <div
        role="group"
        aria-label={t('controls')}
        className="mt-1 flex flex-wrap items-center justify-between gap-2"
      >
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={props.onPrevious}
            disabled={!props.canPrevious}
            aria-label={t('previousPage')}
          >
            <StrokeIcon path={ARROW} className={dir === 'rtl' ? undefined : 'rotate-180'} />
            <span className="hidden sm:inline">{t('previous')}</span>
          </Button>
          <p aria-live="polite" className="min-w-24 text-center font-semibold text-sand">
            {props.label}
          </p>
          <Button
            size="sm"
            onClick={props.onNext}
            disabled={!props.canNext}
            aria-label={t('nextPage')}
          >
            <span className="hidden sm:inline">{t('next')}</span>
            <StrokeIcon path={ARROW} className={dir === 'rtl' ? 'rotate-180' : undefined} />
          </Button>
          {props.showFinish && (
            <Button size="sm" variant="secondary" onClick={props.onFinish}>
              {t('finish')}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OptionSelect
            label={t('fitMode')}
            value={props.fit}
            options={FIT_MODES}
            text={(mode) => t(`fit.${mode}`)}
            onChange={props.onFit}
          />
          <ToggleButton pressed={props.spreads} onClick={() => props.onSpreads(!props.spreads)}>
            {t('spreads')}
          </ToggleButton>
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
          {props.modes}
          {props.extras && (
            <div data-slot="reader-toolbar-extras" className="flex items-center gap-2">
              {props.extras}
            </div>
          )}
        </div>
      </div>
      {props.find}
    </FadingBar>
  );
}
