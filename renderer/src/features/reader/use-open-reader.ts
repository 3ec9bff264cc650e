import { useCallback, useEffect, useMemo, useRef } from 'react';
import { guidedDataUrl } from '@shared/content/comic-pages';
import type { Language } from '../../lib/language';
import type { PanelAt } from './reader-commands';
import { rectAt } from './reader-logic';
import { useBarToggle } from './use-bar-toggle';
import { useCamera } from './use-camera';
import { useFullscreen, type FullscreenHost } from './use-fullscreen';
import { useGestures } from './use-gestures';
import { useGuided } from './use-guided';
import { usePanels, type ComicPanels } from './use-panels';
import { spokenLines, useReadAloud } from './use-read-aloud';
import { useReader, type ReaderSource, type UseReaderOptions } from './use-reader';
import { useReaderButtons, useReaderCommands, useReaderKeys } from './use-reader-commands';
import {
  useCoarsePointer,
  useControlsShown,
  useExitFullscreenOnLeave,
  usePageSlide,
  useReducedMotion,
} from './use-reader-layout';
import { useFitMode, useTapZones, useTextSettings, useVerticalMode } from './use-reader-settings';
import { useReaderText } from './use-reader-text';
import { useReadingModes } from './use-reading-modes';
import { useVerticalView } from './use-vertical-view';
import { useWakeLock } from './use-wake-lock';

/**
 * The panel data of a comic in an edition. A server episode names its own (it has no bundled
 * files): in English, and in Arabic only for panels drawn in the console (the generated episodes'
 * pages are lettered in English: the Arabic edition, which reads every comic from the right, reads
 * them whole).
 */
export const panelsUrlOf = (
  comicId: string,
  source: ReaderSource | undefined,
  language: Language,
) =>
  source ? (language === 'en' ? source.panels : source.panelsAr) : guidedDataUrl(comicId, language);

/** The panel of a page on screen under a point in client pixels, if any. */
function panelAtPoint(
  panels: ComicPanels | null,
  clientX: number,
  clientY: number,
): PanelAt | null {
  if (!panels) return null;
  const box = document
    .elementsFromPoint(clientX, clientY)
    .find((element) => element.matches('[data-page-box]'));
  const page = Number(box?.getAttribute('data-page'));
  const rect = box?.getBoundingClientRect();
  const pagePanels = panels[page - 1];
  if (!rect || !pagePanels) return null;
  const index = rectAt(
    pagePanels.map((panel) => panel.box),
    ((clientX - rect.left) / rect.width) * 100,
    ((clientY - rect.top) / rect.height) * 100,
  );
  return index < 0 ? null : { page, index };
}

export interface OpenReaderOptions extends UseReaderOptions {
  comicId: string;
  onBack: () => void;
  fullscreenHost?: () => FullscreenHost | Promise<FullscreenHost>;
}

/**
 * Everything the open reader holds, apart from drawing it: the comic (useReader), its panels, the
 * camera, guided view, the modes and settings, and the one way from an input to what it does (the
 * keys, the gestures and the buttons dispatch to the command table).
 */
export function useOpenReader({ comicId, onBack, fullscreenHost, ...options }: OpenReaderOptions) {
  const text = useReaderText();
  const { language } = text;
  const [vertical, toggleVertical] = useVerticalMode(comicId);
  const reader = useReader(comicId, { ...options, language, vertical });
  const ready = reader.status === 'ready';
  const panels = usePanels(panelsUrlOf(comicId, options.source, language), reader.total > 0);
  const stageRef = useRef<HTMLDivElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const camera = useCamera(stageRef);
  const fullscreen = useFullscreen(fullscreenHost);
  const bar = useBarToggle();
  const [chosenFit, setFit] = useFitMode();
  // Vertical mode lays every page out at the stage's width, whatever the page size chosen.
  const fit = vertical ? 'width' : chosenFit;
  const [textSettings, setTextSettings] = useTextSettings();
  const [tapZones, setTapZones] = useTapZones();
  const modes = useReadingModes();
  const coarse = useCoarsePointer();
  const reducedMotion = useReducedMotion();
  const guided = useGuided(reader, camera, panels);
  const controls = useControlsShown(ready);
  useWakeLock(ready);
  // The keys act on the page from the start: the stage has the focus as the reader opens, and
  // again as the end card closes (the card takes it while it shows).
  const { atEnd } = reader;
  useEffect(() => {
    if (ready && !atEnd) stageRef.current?.focus({ preventScroll: true });
  }, [ready, atEnd]);
  useExitFullscreenOnLeave();

  const commands = useReaderCommands({
    reader,
    camera,
    guided,
    fullscreen,
    bar,
    modes,
    stageRef,
    fit,
    vertical,
    toggleVertical,
    onBack,
  });
  const buttons = useReaderButtons(commands.dispatch);
  useReaderKeys(reader.status !== 'not-found', commands.dispatch);
  const panelAt = useCallback(
    (clientX: number, clientY: number) => panelAtPoint(panels, clientX, clientY),
    [panels],
  );
  const gestures = useMemo(
    () => ({ ...commands, panelAt, tapZones }),
    [commands, panelAt, tapZones],
  );
  useGestures(stageRef, ready, gestures);

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
  const { page, turn, direction, follow } = reader;
  // The stacked pages of vertical mode scroll instead of sliding.
  usePageSlide(slideRef, {
    ready,
    page,
    turn,
    direction,
    reducedMotion: reducedMotion || vertical,
  });
  useVerticalView(stageRef, { ready, vertical, page, follow });

  return {
    text,
    reader,
    panels,
    refs: { stageRef, slideRef, sectionRef },
    camera,
    fullscreen,
    bar,
    fit,
    setFit,
    vertical,
    textSettings,
    setTextSettings,
    tapZones,
    setTapZones,
    modes,
    coarse,
    reducedMotion,
    guided,
    controls,
    dispatch: commands.dispatch,
    buttons,
    readAloud,
  };
}

export type OpenReaderState = ReturnType<typeof useOpenReader>;
