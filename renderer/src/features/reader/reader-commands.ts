import type { FitMode } from './PageBox';
import type { KeyAction } from './reader-keys';
import { turnFor, type PhysicalSide, type ReadingDirection, type TapZone } from './reader-logic';

/** How much one press of + or - zooms the page. */
export const ZOOM_STEP = 1.5;
/** The most one Ctrl + wheel event zooms in (or out, by its inverse). */
export const WHEEL_ZOOM_MAX = 1.25;
/** How far (in pixels of wheel delta) one wheel gesture goes before it turns a page in fit page. */
export const WHEEL_TURN_PX = 50;
/** How far a double-tap zooms into the page. */
export const DOUBLE_TAP_ZOOM = 2.5;

/** The controls of the reader (its bar, the end card, the help dialog) that dispatch actions. */
export const READER_BUTTONS = [
  'previous',
  'next',
  'finish',
  'readAgain',
  'continueFromEnd',
  'guided',
  'textMode',
  'loupe',
  'vertical',
  'fullscreen',
  'help',
  'closeHelp',
] as const;
export type ReaderButton = (typeof READER_BUTTONS)[number];

/** A panel of a page on screen: where a double-tap starts guided view. */
export interface PanelAt {
  page: number;
  index: number;
}

/** What a person did, as recognised by the key, gesture or button handler, before any state is read. */
export type ReaderAction =
  | { type: 'key'; key: KeyAction }
  | { type: 'swipe'; side: PhysicalSide }
  /** A single tap; `locked` when it began on a page zoomed by hand, which never turns. */
  | { type: 'tap'; zone: TapZone; locked: boolean }
  /** A second tap close to the first, quickly: in `zone`, at (x, y), on `panel` if any. */
  | { type: 'doubleTap'; zone: TapZone; x: number; y: number; panel: PanelAt | null }
  | { type: 'pinch'; factor: number; x: number; y: number }
  /** A mouse click (press and release in place) on the stage; `locked` on a page zoomed by hand. */
  | { type: 'click'; zone: TapZone; locked: boolean }
  /**
   * One wheel event: its own `deltaY`, and `gestureY` the sum over the gesture it belongs to (wheel
   * events without a pause); `spent` once that gesture has turned a page.
   */
  | {
      type: 'wheel';
      deltaY: number;
      ctrl: boolean;
      x: number;
      y: number;
      gestureY: number;
      spent: boolean;
    }
  | { type: 'drag'; dx: number; dy: number }
  | { type: 'button'; button: ReaderButton };

/** A way the view can move over the page (scrolling, or panning a zoomed page). */
export type Toward = 'up' | 'down' | 'left' | 'right';

/** What the table reads of the reader at the moment of the action. */
export interface ReaderModes {
  fit: FitMode;
  /** The end card shows. */
  atEnd: boolean;
  /** Where more of the page lies beyond the stage's edge: room to scroll or pan that way. */
  room: Readonly<Record<Toward, boolean>>;
  direction: ReadingDirection;
  guided: boolean;
  zoomed: boolean;
  loupe: boolean;
  /**
   * Continuous vertical mode: every page stacked at the stage's width and scrolled through; the
   * page in view is the reader's page. No guided view, spreads or camera zoom there.
   */
  vertical: boolean;
  /** `settling`: fullscreen has just ended, so the Escape that ended it does not also leave. */
  fullscreen: 'on' | 'settling' | 'off';
}

/** What the reader does; a list of them answers each action, run in order. */
export type ReaderCommand =
  | { type: 'toggleBar' }
  | { type: 'turn'; to: 'next' | 'previous' }
  | { type: 'goTo'; page: 'first' | 'last' }
  | { type: 'finish' }
  /** Closes the end card, back on the last page (and the focus on the stage). */
  | { type: 'closeEnd' }
  | { type: 'guidedStep'; to: 'next' | 'previous' }
  | { type: 'guidedToggle' }
  | { type: 'guidedStart'; at: PanelAt }
  | { type: 'guidedStop' }
  | { type: 'focusStage' }
  | { type: 'textToggle' }
  | { type: 'loupeToggle' }
  | { type: 'loupeZoom'; step: 1 | -1 }
  /** Continuous vertical mode on or off for this comic (remembered). */
  | { type: 'verticalToggle' }
  | { type: 'zoom'; factor: number; x?: number; y?: number }
  | { type: 'zoomReset' }
  | { type: 'pan'; dx: number; dy: number }
  /** Scrolls the stage, or pans a zoomed page, by a step or a screen (never past the page's edge). */
  | { type: 'scroll'; toward: Toward; by: 'step' | 'screen' }
  | { type: 'fullscreenToggle' }
  | { type: 'help'; open: boolean }
  | { type: 'leave' };

type Commands = readonly ReaderCommand[];

const NONE: Commands = [];

/** A side (arrow, swipe, tap zone) in the comic's direction: by panel in guided view, else by page. */
const bySide = (side: PhysicalSide, state: ReaderModes): ReaderCommand => {
  const to = turnFor(side, state.direction);
  return state.guided ? { type: 'guidedStep', to } : { type: 'turn', to };
};

const zoomKey = (step: 1 | -1, state: ReaderModes): Commands =>
  // With the magnifier on, + and - change its magnification; the camera does not zoom the
  // stacked pages of vertical mode (the magnifier does).
  state.loupe
    ? [{ type: 'loupeZoom', step }]
    : state.vertical
      ? NONE
      : [{ type: 'zoom', factor: step === 1 ? ZOOM_STEP : 1 / ZOOM_STEP }];

/** Vertical mode on or off: guided view, which frames one page with the camera, ends first. */
const verticalToggle = (state: ReaderModes): Commands =>
  state.guided
    ? [{ type: 'guidedStop' }, { type: 'verticalToggle' }]
    : [{ type: 'zoomReset' }, { type: 'verticalToggle' }];

/** By page, or by panel in guided view. */
const byPage = (to: 'next' | 'previous', state: ReaderModes): ReaderCommand =>
  state.guided ? { type: 'guidedStep', to } : { type: 'turn', to };

/** A tap or click zone: the middle shows or hides the bar, the others turn. */
const byZone = (zone: TapZone, state: ReaderModes): ReaderCommand => {
  if (zone === 'middle') return { type: 'toggleBar' };
  if (zone === 'top' || zone === 'bottom')
    return byPage(zone === 'top' ? 'previous' : 'next', state);
  return bySide(zone, state);
};

/**
 * A page larger than the stage (fit width, original size, zoomed) scrolls or pans first; at its
 * edge (or in guided view, which steps by panel) the key does what it does on a fitted page.
 */
const scrollOr = (
  toward: Toward,
  by: 'step' | 'screen',
  state: ReaderModes,
  otherwise: Commands,
): Commands => (!state.guided && state.room[toward] ? [{ type: 'scroll', toward, by }] : otherwise);

/** Escape closes the end card, leaves guided view, then fullscreen, and goes back only outside them. */
const escape = (state: ReaderModes): Commands => {
  if (state.atEnd) return [{ type: 'closeEnd' }];
  if (state.guided) return [{ type: 'guidedStop' }];
  if (state.fullscreen === 'on') return [{ type: 'fullscreenToggle' }];
  if (state.fullscreen === 'settling') return NONE;
  return [{ type: 'leave' }];
};

/** Every key of READER_KEYS. */
const KEYS: Record<KeyAction, (state: ReaderModes) => Commands> = {
  left: (state) => scrollOr('left', 'step', state, [bySide('left', state)]),
  right: (state) => scrollOr('right', 'step', state, [bySide('right', state)]),
  up: (state) => scrollOr('up', 'step', state, NONE),
  down: (state) => scrollOr('down', 'step', state, NONE),
  pageUp: (state) => scrollOr('up', 'screen', state, [byPage('previous', state)]),
  pageDown: (state) => scrollOr('down', 'screen', state, [byPage('next', state)]),
  space: (state) => scrollOr('down', 'screen', state, [byPage('next', state)]),
  first: () => [{ type: 'goTo', page: 'first' }],
  last: () => [{ type: 'goTo', page: 'last' }],
  guided: (state) => (state.vertical ? NONE : [{ type: 'guidedToggle' }]),
  textMode: () => [{ type: 'textToggle' }],
  loupe: () => [{ type: 'loupeToggle' }],
  vertical: verticalToggle,
  fullscreen: () => [{ type: 'fullscreenToggle' }],
  zoomIn: (state) => zoomKey(1, state),
  zoomOut: (state) => zoomKey(-1, state),
  zoomReset: (state) => (state.vertical ? NONE : [{ type: 'zoomReset' }]),
  help: () => [{ type: 'help', open: true }],
  back: escape,
};

/** The bar's and the end card's controls: the page buttons turn by page, even in guided view. */
const BUTTONS: Record<ReaderButton, (state: ReaderModes) => Commands> = {
  previous: () => [{ type: 'turn', to: 'previous' }],
  next: () => [{ type: 'turn', to: 'next' }],
  finish: () => [{ type: 'finish' }],
  readAgain: () => [{ type: 'goTo', page: 'first' }],
  continueFromEnd: () => [{ type: 'closeEnd' }],
  // Guided view takes the focus to the panels, so the bar can step aside.
  guided: (state) =>
    state.vertical
      ? NONE
      : state.guided
        ? [{ type: 'guidedToggle' }]
        : [{ type: 'focusStage' }, { type: 'guidedToggle' }],
  textMode: () => [{ type: 'textToggle' }],
  loupe: () => [{ type: 'loupeToggle' }],
  vertical: verticalToggle,
  fullscreen: () => [{ type: 'fullscreenToggle' }],
  help: () => [{ type: 'help', open: true }],
  closeHelp: () => [{ type: 'help', open: false }],
};

/** A page zoomed by hand (not by guided view) only pans and zooms: it never turns. */
const handZoomed = (state: ReaderModes) => state.zoomed && !state.guided;

type ActionOf<T extends ReaderAction['type']> = Extract<ReaderAction, { type: T }>;

/** The commands of each kind of action: the one place that says what an input does. */
const TABLE: {
  [T in ReaderAction['type']]: (action: ActionOf<T>, state: ReaderModes) => Commands;
} = {
  key: (action, state) => KEYS[action.key](state),
  button: (action, state) => BUTTONS[action.button](state),
  swipe: (action, state) => [bySide(action.side, state)],
  // The middle toggles the controls, as does any tap on a page zoomed by hand.
  tap: (action, state) => (action.locked ? [{ type: 'toggleBar' }] : [byZone(action.zone, state)]),
  // Quick taps on a side zone each turn a page. In the middle a double-tap on a panel starts guided
  // view there; elsewhere, or on a page zoomed by hand, it zooms in at the point or back out.
  doubleTap: (action, state) => {
    if (action.zone !== 'middle' && !handZoomed(state)) return [byZone(action.zone, state)];
    // Vertical mode has neither guided view nor the camera's zoom.
    if (state.vertical) return NONE;
    if (action.panel && !handZoomed(state)) return [{ type: 'guidedStart', at: action.panel }];
    return state.zoomed
      ? [{ type: 'zoomReset' }]
      : [{ type: 'zoom', factor: DOUBLE_TAP_ZOOM, x: action.x, y: action.y }];
  },
  pinch: (action, state) =>
    state.vertical ? NONE : [{ type: 'zoom', factor: action.factor, x: action.x, y: action.y }],
  // A click on a side turns the page that way; in the middle it hides or shows the bar; on a page
  // zoomed by hand it does nothing (dragging pans).
  click: (action, state) => {
    return action.locked && handZoomed(state) ? NONE : [byZone(action.zone, state)];
  },
  wheel: (action, state) => {
    // Vertical mode leaves the wheel to the browser: it scrolls the pages (and Ctrl zooms the window).
    if (state.vertical) return NONE;
    // Ctrl + wheel zooms at the pointer, in small steps (a trackpad's pinch arrives as one).
    if (action.ctrl) {
      const factor = Math.min(
        Math.max(Math.exp(-action.deltaY * 0.002), 1 / WHEEL_ZOOM_MAX),
        WHEEL_ZOOM_MAX,
      );
      return [{ type: 'zoom', factor, x: action.x, y: action.y }];
    }
    // In fit page one deliberate gesture turns one page, however many notches it has; elsewhere
    // the wheel scrolls the page as the browser does.
    if (state.fit !== 'page' || state.zoomed || state.guided || action.spent) return NONE;
    if (Math.abs(action.gestureY) < WHEEL_TURN_PX) return NONE;
    return [{ type: 'turn', to: action.gestureY > 0 ? 'next' : 'previous' }];
  },
  drag: (action, state) =>
    handZoomed(state) ? [{ type: 'pan', dx: action.dx, dy: action.dy }] : NONE,
};

/**
 * What the reader does for a key, a gesture or a button in its present state: the one table of
 * the reader's inputs. Pure: the handlers recognise the input, this decides, a hook carries it out.
 */
export function commandFor(action: ReaderAction, state: ReaderModes): Commands {
  const row = TABLE[action.type] as (action: ReaderAction, state: ReaderModes) => Commands;
  return row(action, state);
}
