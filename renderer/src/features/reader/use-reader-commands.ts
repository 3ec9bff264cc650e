import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { LOUPE_ZOOMS } from './reader-logic';
import type { FitMode } from './PageBox';
import {
  commandFor,
  READER_BUTTONS,
  type ReaderAction,
  type ReaderButton,
  type ReaderCommand,
  type ReaderModes,
  type Toward,
} from './reader-commands';
import { readerKeyAction } from './reader-keys';
import type { BarToggle } from './use-bar-toggle';
import type { CameraControls } from './use-camera';
import type { FullscreenControl } from './use-fullscreen';
import type { GuidedView } from './use-guided';
import type { ReaderState } from './use-reader';
import type { ReadingModes } from './use-reading-modes';

/** Everything the reader's commands act on. */
export interface CommandTargets {
  reader: ReaderState;
  camera: CameraControls;
  guided: GuidedView;
  fullscreen: FullscreenControl;
  bar: BarToggle;
  modes: ReadingModes;
  stageRef: RefObject<HTMLElement | null>;
  fit: FitMode;
  /** Continuous vertical mode, and its switch (remembered per comic). */
  vertical: boolean;
  toggleVertical: () => void;
  /** Escape outside guided view and fullscreen: leave the reader. */
  onBack: () => void;
}

export interface ReaderCommands {
  /** Carries out what the table says of an action; true when it did something. */
  dispatch: (action: ReaderAction) => boolean;
  /** The state the table reads, as of now. */
  modes: () => ReaderModes;
}

/** Within this many pixels of the stage's edge a page counts as at its edge. */
const EDGE_PX = 2;
/** One arrow press scrolls this share of the stage (a screen is 90 % of it). */
const STEP_SHARE = 0.15;

/**
 * How far the pages on screen reach beyond each edge of the stage, in pixels (0 when inside): the
 * stage's scrolling, or on a zoomed page the page boxes under the camera.
 */
function beyondEdges(stage: HTMLElement | null, zoomed: boolean): Record<Toward, number> {
  const boxes = stage ? [...stage.querySelectorAll('[data-page-box]')] : [];
  if (!stage || boxes.length === 0) return { up: 0, down: 0, left: 0, right: 0 };
  if (!zoomed) {
    // Scroll metrics, not boxes. The slide of a page just turned moves it sideways for a moment
    // (and widens what scrolls): no room across until it ends.
    const { scrollTop, scrollLeft, scrollHeight, scrollWidth, clientHeight, clientWidth } = stage;
    const sliding = boxes[0]?.parentElement?.getAnimations?.().length ?? 0;
    return {
      up: scrollTop,
      down: scrollHeight - clientHeight - scrollTop,
      left: sliding ? 0 : scrollLeft,
      right: sliding ? 0 : scrollWidth - clientWidth - scrollLeft,
    };
  }
  const s = stage.getBoundingClientRect();
  const rects = boxes.map((box) => box.getBoundingClientRect());
  return {
    up: Math.max(0, s.top - Math.min(...rects.map((r) => r.top))),
    down: Math.max(0, Math.max(...rects.map((r) => r.bottom)) - s.bottom),
    left: Math.max(0, s.left - Math.min(...rects.map((r) => r.left))),
    right: Math.max(0, Math.max(...rects.map((r) => r.right)) - s.right),
  };
}

const roomOf = (stage: HTMLElement | null, zoomed: boolean): Record<Toward, boolean> => {
  const beyond = beyondEdges(stage, zoomed);
  return {
    up: beyond.up > EDGE_PX,
    down: beyond.down > EDGE_PX,
    left: beyond.left > EDGE_PX,
    right: beyond.right > EDGE_PX,
  };
};

/** Scrolls the stage, or pans a zoomed page, a step or a screen towards an edge, never past it. */
function scrollStage(
  stage: HTMLElement | null,
  camera: CameraControls,
  toward: Toward,
  by: 'step' | 'screen',
) {
  if (!stage) return;
  const vertical = toward === 'up' || toward === 'down';
  const size = vertical ? stage.clientHeight : stage.clientWidth;
  const wanted = by === 'screen' ? size * 0.9 : size * STEP_SHARE;
  const room = beyondEdges(stage, camera.zoomed)[toward];
  // A step that would stop within EDGE_PX of the edge goes to the edge: fractional steps would
  // otherwise leave a sliver that no key removes (the browser clamps a scroll past it).
  const distance = room - wanted <= EDGE_PX ? (camera.zoomed ? room : room + EDGE_PX) : wanted;
  const sign = toward === 'down' || toward === 'right' ? 1 : -1;
  const dx = vertical ? 0 : sign * distance;
  const dy = vertical ? sign * distance : 0;
  // A zoomed page moves under the camera the other way; a larger page scrolls.
  if (camera.zoomed) camera.panBy(-dx, -dy);
  else stage.scrollBy({ left: dx, top: dy, behavior: 'instant' });
}

const modesOf = ({
  reader,
  guided,
  camera,
  modes,
  fullscreen,
  stageRef,
  fit,
  vertical,
}: CommandTargets): ReaderModes => ({
  fit,
  vertical,
  atEnd: reader.atEnd,
  room: roomOf(stageRef.current, camera.zoomed),
  direction: reader.direction,
  guided: guided.on,
  zoomed: camera.zoomed,
  loupe: modes.loupe,
  fullscreen: fullscreen.isActive() ? 'on' : fullscreen.recentlyChanged() ? 'settling' : 'off',
});

/** The magnification one step up or down the list (the lowest when it is not in the list). */
export function stepLoupeZoom(zoom: number, step: 1 | -1): number {
  const at = LOUPE_ZOOMS.indexOf(zoom as (typeof LOUPE_ZOOMS)[number]);
  return LOUPE_ZOOMS[Math.max(0, at + step)] ?? zoom;
}

function run(command: ReaderCommand, targets: CommandTargets): void {
  const { reader, camera, guided, modes } = targets;
  switch (command.type) {
    case 'toggleBar':
      return targets.bar.toggle();
    case 'turn':
      return command.to === 'next' ? reader.next() : reader.previous();
    case 'goTo':
      return reader.goTo(command.page === 'first' ? 1 : reader.total);
    case 'finish':
      return reader.finish();
    case 'closeEnd':
      // Past the last page, "previous" is the last page itself.
      return reader.previous();
    case 'guidedStep':
      return command.to === 'next' ? guided.forward() : guided.backward();
    case 'guidedToggle':
      return guided.toggle();
    case 'guidedStart':
      return guided.start(command.at);
    case 'guidedStop':
      return guided.stop();
    case 'focusStage':
      return targets.stageRef.current?.focus();
    case 'textToggle':
      return modes.toggleText();
    case 'loupeToggle':
      return modes.toggleLoupe();
    case 'loupeZoom':
      return modes.setLoupeZoom((zoom) => stepLoupeZoom(zoom, command.step));
    case 'verticalToggle':
      return targets.toggleVertical();
    case 'zoom':
      return camera.zoomBy(command.factor, command.x, command.y);
    case 'zoomReset':
      return camera.reset();
    case 'pan':
      return camera.panBy(command.dx, command.dy);
    case 'scroll':
      return scrollStage(targets.stageRef.current, camera, command.toward, command.by);
    case 'fullscreenToggle':
      return targets.fullscreen.toggle();
    case 'help':
      return modes.setHelp(command.open);
    case 'leave':
      return targets.onBack();
  }
}

/**
 * The reader's one way from an input to what it does: `dispatch` reads the state, asks
 * `commandFor` and runs the commands. Stable for the reader's life, so handlers made once keep it.
 */
export function useReaderCommands(targets: CommandTargets): ReaderCommands {
  const latest = useRef(targets);
  // Brought up to date as the render is committed, not in a later task: a key pressed the moment
  // a page appears acts on that page.
  useLayoutEffect(() => {
    latest.current = targets;
  });
  const dispatch = useCallback((action: ReaderAction) => {
    const commands = commandFor(action, modesOf(latest.current));
    for (const command of commands) run(command, latest.current);
    return commands.length > 0;
  }, []);
  const modes = useCallback(() => modesOf(latest.current), []);
  return useMemo(() => ({ dispatch, modes }), [dispatch, modes]);
}

/** A click handler per button of the reader, made once. */
export function useReaderButtons(
  dispatch: ReaderCommands['dispatch'],
): Record<ReaderButton, () => void> {
  return useMemo(
    () =>
      Object.fromEntries(
        READER_BUTTONS.map((button) => [button, () => void dispatch({ type: 'button', button })]),
      ) as Record<ReaderButton, () => void>,
    [dispatch],
  );
}

/** The reader's keys (see READER_KEYS), on the window while a comic is open. */
export function useReaderKeys(active: boolean, dispatch: ReaderCommands['dispatch']): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = readerKeyAction(event);
      if (!key) return;
      event.preventDefault();
      dispatch({ type: 'key', key });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, dispatch]);
}
