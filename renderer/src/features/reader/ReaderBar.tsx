import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { StrokeIcon } from '../../components/ui/StrokeIcon';
import { FIT_MODES, type FitMode } from './PageBox';
import { READER_STRINGS as T } from './reader.strings';
import type { FullscreenControl } from './use-fullscreen';

const ARROW = 'M9 5l7 7-7 7';
const EXPAND = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
const SHRINK = 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5';

export interface ReaderBarProps {
  title: string;
  chapter: string | undefined;
  reads: number | undefined;
  label: string;
  percent: number;
  visible: boolean;
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
  onHelp: () => void;
  onHold: (held: boolean) => void;
  extras?: ReactNode;
}

/**
 * The slim bar over the page: the comic, the page controls and the reading options. It fades
 * away when idle (see useAutoHide) and stays while focus or the pointer is inside it.
 */
export function ReaderBar(props: ReaderBarProps) {
  const { fullscreen } = props;
  return (
    <div
      data-testid="reader-bar"
      data-visible={props.visible}
      onFocus={() => props.onHold(true)}
      onBlur={() => props.onHold(false)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && props.onHold(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && props.onHold(false)}
      className={`absolute inset-x-0 top-0 z-10 bg-gradient-to-b from-ink via-ink/95 to-ink/70 px-3 pt-2 pb-2 transition-opacity duration-300 sm:px-4 ${
        props.visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to="/comics"
          className="text-sm text-mist underline-offset-4 hover:text-sand hover:underline"
        >
          {T.backToComics}
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
        {props.reads !== undefined && (
          <p className="w-20 shrink-0 text-right text-sm text-mist" data-testid="read-count">
            {T.reads(props.reads)}
          </p>
        )}
      </div>
      <div
        role="group"
        aria-label={T.controls}
        className="mt-1 flex flex-wrap items-center justify-between gap-2"
      >
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={props.onPrevious}
            disabled={!props.canPrevious}
            aria-label={T.previousPage}
          >
            <StrokeIcon path={ARROW} className="rotate-180" />
            <span className="hidden sm:inline">{T.previous}</span>
          </Button>
          <p aria-live="polite" className="min-w-24 text-center font-semibold text-sand">
            {props.label}
          </p>
          <Button
            size="sm"
            onClick={props.onNext}
            disabled={!props.canNext}
            aria-label={T.nextPage}
          >
            <span className="hidden sm:inline">{T.next}</span>
            <StrokeIcon path={ARROW} />
          </Button>
          {props.showFinish && (
            <Button size="sm" variant="secondary" onClick={props.onFinish}>
              {T.finish}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={T.fitMode}
            value={props.fit}
            onChange={(event) => props.onFit(event.target.value as FitMode)}
            className="min-h-9 rounded-lg border border-pearl/50 bg-night px-2 text-sm text-sand"
          >
            {FIT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {T.fit[mode]}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={props.spreads}
            onClick={() => props.onSpreads(!props.spreads)}
          >
            {T.spreads}
          </Button>
          {fullscreen.available && (
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={fullscreen.fullscreen}
              onClick={fullscreen.toggle}
              title={`${fullscreen.fullscreen ? T.exitFullscreen : T.enterFullscreen} (F)`}
            >
              <StrokeIcon path={fullscreen.fullscreen ? SHRINK : EXPAND} />
              <span className="sr-only lg:not-sr-only">
                {fullscreen.fullscreen ? T.exitFullscreen : T.enterFullscreen}
              </span>
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={props.onHelp} aria-label={T.help}>
            ?
          </Button>
          {props.extras && (
            <div data-slot="reader-toolbar-extras" className="flex items-center gap-2">
              {props.extras}
            </div>
          )}
        </div>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={T.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={props.percent}
          aria-valuetext={`${props.percent}%`}
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-gold transition-[width] duration-300"
            style={{ width: `${props.percent}%` }}
          />
        </div>
        <span className="w-12 text-right text-sm text-mist tabular-nums">{props.percent}%</span>
      </div>
    </div>
  );
}
