import { describe, expect, it } from 'vitest';
import {
  commandFor,
  DOUBLE_TAP_ZOOM,
  READER_BUTTONS,
  WHEEL_TURN_PX,
  WHEEL_ZOOM_MAX,
  ZOOM_STEP,
  type ReaderAction,
  type ReaderCommand,
  type ReaderModes,
} from './reader-commands';
import { READER_KEYS, type KeyAction } from './reader-keys';
import { stepLoupeZoom } from './use-reader-commands';

const NO_ROOM = { up: false, down: false, left: false, right: false };
const LTR: ReaderModes = {
  fit: 'page',
  atEnd: false,
  room: NO_ROOM,
  direction: 'ltr',
  guided: false,
  zoomed: false,
  loupe: false,
  vertical: false,
  fullscreen: 'off',
};
const RTL: ReaderModes = { ...LTR, direction: 'rtl' };
const GUIDED: ReaderModes = { ...LTR, guided: true };
const GUIDED_RTL: ReaderModes = { ...RTL, guided: true };
const ZOOMED: ReaderModes = { ...LTR, zoomed: true };
// Guided view zooms the camera onto a panel.
const GUIDED_ZOOMED: ReaderModes = { ...GUIDED, zoomed: true };

const key = (name: KeyAction, state: ReaderModes) => commandFor({ type: 'key', key: name }, state);
const turn = (to: 'next' | 'previous'): ReaderCommand => ({ type: 'turn', to });
const step = (to: 'next' | 'previous'): ReaderCommand => ({ type: 'guidedStep', to });

describe('commandFor: the page keys', () => {
  it.each([
    ['right', LTR, [turn('next')]],
    ['left', LTR, [turn('previous')]],
    ['space', LTR, [turn('next')]],
    ['pageDown', LTR, [turn('next')]],
    ['pageUp', LTR, [turn('previous')]],
    // A right-to-left comic (every comic of the Arabic edition) turns on with the left arrow.
    ['right', RTL, [turn('previous')]],
    ['left', RTL, [turn('next')]],
    ['space', RTL, [turn('next')]],
    ['pageDown', RTL, [turn('next')]],
    // Guided view steps by panel.
    ['right', GUIDED, [step('next')]],
    ['left', GUIDED, [step('previous')]],
    ['space', GUIDED, [step('next')]],
    ['pageDown', GUIDED, [step('next')]],
    ['pageUp', GUIDED, [step('previous')]],
    ['left', GUIDED_RTL, [step('next')]],
    ['right', GUIDED_RTL, [step('previous')]],
    // A zoomed page at its edge turns from the keyboard.
    ['right', ZOOMED, [turn('next')]],
    // On a fitted page the up and down arrows have nothing to do.
    ['up', LTR, []],
    ['down', ZOOMED, []],
    ['first', LTR, [{ type: 'goTo', page: 'first' }]],
    ['last', RTL, [{ type: 'goTo', page: 'last' }]],
  ] as const)('%s in %o', (name, state, expected) => {
    expect(key(name, state)).toEqual(expected);
  });
});

describe('commandFor: keys on a page larger than the stage (fit width, original size, zoomed)', () => {
  const room = (...sides: (keyof typeof NO_ROOM)[]): ReaderModes => ({
    ...LTR,
    room: { ...NO_ROOM, ...Object.fromEntries(sides.map((side) => [side, true])) },
  });
  const scroll = (toward: keyof typeof NO_ROOM, by: 'step' | 'screen'): ReaderCommand => ({
    type: 'scroll',
    toward,
    by,
  });

  it.each([
    // Up, down, Page Up and Page Down scroll (or pan) while there is more page that way.
    ['down', room('down'), [scroll('down', 'step')]],
    ['up', room('up', 'down'), [scroll('up', 'step')]],
    ['pageDown', room('down'), [scroll('down', 'screen')]],
    ['pageUp', room('up'), [scroll('up', 'screen')]],
    // Space scrolls down a screen, then turns at the bottom.
    ['space', room('down'), [scroll('down', 'screen')]],
    ['space', room('up'), [turn('next')]],
    ['pageDown', room('up'), [turn('next')]],
    ['pageUp', room('down'), [turn('previous')]],
    ['down', room('up'), []],
    // The side arrows pan a zoomed page to its edge before turning, in either direction.
    ['right', { ...room('right'), zoomed: true }, [scroll('right', 'step')]],
    ['left', { ...room('right'), zoomed: true }, [turn('previous')]],
    ['left', { ...room('left'), direction: 'rtl', zoomed: true }, [scroll('left', 'step')]],
    ['left', { ...room('right'), direction: 'rtl', zoomed: true }, [turn('next')]],
    // Guided view steps by panel whatever room its camera leaves.
    ['down', { ...room('down'), guided: true }, []],
    ['space', { ...room('down'), guided: true }, [step('next')]],
    ['right', { ...room('right'), guided: true, zoomed: true }, [step('next')]],
  ] as const)('%s with %o', (name, state, expected) => {
    expect(key(name, state as ReaderModes)).toEqual(expected);
  });
});

describe('commandFor: Escape', () => {
  it('closes the end card first, even in fullscreen', () => {
    expect(key('back', { ...LTR, atEnd: true })).toEqual([{ type: 'closeEnd' }]);
    expect(key('back', { ...LTR, atEnd: true, fullscreen: 'on' })).toEqual([{ type: 'closeEnd' }]);
    expect(commandFor({ type: 'button', button: 'continueFromEnd' }, LTR)).toEqual([
      { type: 'closeEnd' },
    ]);
  });

  it('leaves guided view first, even in fullscreen', () => {
    expect(key('back', GUIDED)).toEqual([{ type: 'guidedStop' }]);
    expect(key('back', { ...GUIDED, fullscreen: 'on' })).toEqual([{ type: 'guidedStop' }]);
  });

  it('leaves fullscreen next, and goes back only outside it', () => {
    expect(key('back', { ...LTR, fullscreen: 'on' })).toEqual([{ type: 'fullscreenToggle' }]);
    expect(key('back', LTR)).toEqual([{ type: 'leave' }]);
    expect(key('back', RTL)).toEqual([{ type: 'leave' }]);
  });

  it('does not go back with the Escape that has just ended fullscreen', () => {
    expect(key('back', { ...LTR, fullscreen: 'settling' })).toEqual([]);
  });
});

describe('commandFor: the mode and zoom keys', () => {
  it('switches guided view without the bar, the other modes with it', () => {
    expect(key('guided', LTR)).toEqual([{ type: 'guidedToggle' }]);
    expect(key('guided', GUIDED)).toEqual([{ type: 'guidedToggle' }]);
    expect(key('textMode', GUIDED)).toEqual([{ type: 'textToggle' }]);
    expect(key('loupe', LTR)).toEqual([{ type: 'loupeToggle' }]);
    expect(key('fullscreen', LTR)).toEqual([{ type: 'fullscreenToggle' }]);
    expect(key('help', LTR)).toEqual([{ type: 'help', open: true }]);
  });

  it('zooms the page with + and -, or the magnifier while it is on', () => {
    expect(key('zoomIn', LTR)).toEqual([{ type: 'zoom', factor: ZOOM_STEP }]);
    expect(key('zoomOut', ZOOMED)).toEqual([{ type: 'zoom', factor: 1 / ZOOM_STEP }]);
    expect(key('zoomIn', { ...LTR, loupe: true })).toEqual([{ type: 'loupeZoom', step: 1 }]);
    expect(key('zoomOut', { ...LTR, loupe: true })).toEqual([{ type: 'loupeZoom', step: -1 }]);
    expect(key('zoomReset', ZOOMED)).toEqual([{ type: 'zoomReset' }]);
  });

  it('has a row for every key of the help list, each doing something (up and down with room)', () => {
    const roomy = { up: true, down: true, left: true, right: true };
    for (const binding of READER_KEYS)
      for (const state of [LTR, RTL, GUIDED, ZOOMED, { ...LTR, loupe: true }]) {
        const scrolls = binding.command === 'up' || binding.command === 'down';
        const at = scrolls && !state.guided ? { ...state, room: roomy } : state;
        if (scrolls && state.guided) continue;
        expect(key(binding.command, at).length, binding.command).toBeGreaterThan(0);
      }
  });
});

describe('commandFor: touch', () => {
  const swipe = (side: 'left' | 'right', state: ReaderModes) =>
    commandFor({ type: 'swipe', side }, state);
  const tap = (zone: 'left' | 'middle' | 'right', state: ReaderModes, locked = false) =>
    commandFor({ type: 'tap', zone, locked }, state);

  it('turns by the side a swipe or a tap points at, in the comic direction', () => {
    expect(swipe('right', LTR)).toEqual([turn('next')]);
    expect(swipe('left', LTR)).toEqual([turn('previous')]);
    expect(swipe('right', RTL)).toEqual([turn('previous')]);
    expect(tap('left', RTL)).toEqual([turn('next')]);
    expect(tap('right', LTR)).toEqual([turn('next')]);
  });

  it('steps by panel in guided view, zoomed onto the panel or not', () => {
    expect(swipe('right', GUIDED_ZOOMED)).toEqual([step('next')]);
    expect(tap('left', GUIDED_RTL)).toEqual([step('next')]);
    expect(tap('left', GUIDED)).toEqual([step('previous')]);
  });

  it('toggles the controls with a tap in the middle or on a page zoomed by hand', () => {
    expect(tap('middle', LTR)).toEqual([{ type: 'toggleBar' }]);
    expect(tap('middle', GUIDED)).toEqual([{ type: 'toggleBar' }]);
    expect(tap('right', ZOOMED, true)).toEqual([{ type: 'toggleBar' }]);
  });

  it('starts guided view at a double-tapped panel, or zooms in and back out', () => {
    const at = { page: 2, index: 3 };
    const doubleTap = (state: ReaderModes, panel: typeof at | null) =>
      commandFor({ type: 'doubleTap', zone: 'middle', x: 40, y: 60, panel }, state);
    expect(doubleTap(LTR, at)).toEqual([{ type: 'guidedStart', at }]);
    expect(doubleTap(GUIDED_ZOOMED, at)).toEqual([{ type: 'guidedStart', at }]);
    expect(doubleTap(LTR, null)).toEqual([{ type: 'zoom', factor: DOUBLE_TAP_ZOOM, x: 40, y: 60 }]);
    // A page zoomed by hand zooms back out, panel or not.
    expect(doubleTap(ZOOMED, at)).toEqual([{ type: 'zoomReset' }]);
    expect(doubleTap(ZOOMED, null)).toEqual([{ type: 'zoomReset' }]);
  });

  it('turns a page for each quick tap on a side, never starting guided view there', () => {
    const at = { page: 2, index: 0 };
    const second = (zone: 'left' | 'right' | 'top' | 'bottom', state: ReaderModes) =>
      commandFor({ type: 'doubleTap', zone, x: 300, y: 400, panel: at }, state);
    expect(second('right', LTR)).toEqual([turn('next')]);
    expect(second('right', RTL)).toEqual([turn('previous')]);
    expect(second('bottom', LTR)).toEqual([turn('next')]);
    expect(second('top', RTL)).toEqual([turn('previous')]);
    // On a page zoomed by hand a double-tap anywhere zooms back out.
    expect(second('right', ZOOMED)).toEqual([{ type: 'zoomReset' }]);
  });

  it('turns with the top and bottom zones by page, whatever the direction', () => {
    const tap = (zone: 'top' | 'bottom', state: ReaderModes) =>
      commandFor({ type: 'tap', zone, locked: false }, state);
    expect(tap('bottom', LTR)).toEqual([turn('next')]);
    expect(tap('bottom', RTL)).toEqual([turn('next')]);
    expect(tap('top', RTL)).toEqual([turn('previous')]);
    expect(tap('top', GUIDED)).toEqual([step('previous')]);
  });

  it('pinches to zoom and drags only a page zoomed by hand', () => {
    expect(commandFor({ type: 'pinch', factor: 1.2, x: 5, y: 6 }, LTR)).toEqual([
      { type: 'zoom', factor: 1.2, x: 5, y: 6 },
    ]);
    const drag: ReaderAction = { type: 'drag', dx: 3, dy: -4 };
    expect(commandFor(drag, ZOOMED)).toEqual([{ type: 'pan', dx: 3, dy: -4 }]);
    expect(commandFor(drag, LTR)).toEqual([]);
    expect(commandFor(drag, GUIDED_ZOOMED)).toEqual([]);
  });
});

describe('commandFor: the mouse and the buttons', () => {
  const wheel = (deltaY: number, gestureY: number, spent = false, ctrl = false) =>
    ({ type: 'wheel', ctrl, deltaY, x: 1, y: 2, gestureY, spent }) as const;

  it('zooms with Ctrl + wheel at the pointer, never more than 1.25 times an event', () => {
    const zoom = (deltaY: number) => commandFor(wheel(deltaY, 0, false, true), LTR);
    expect(zoom(-100)).toEqual([{ type: 'zoom', factor: Math.exp(0.2), x: 1, y: 2 }]);
    expect(zoom(-1000)).toEqual([{ type: 'zoom', factor: WHEEL_ZOOM_MAX, x: 1, y: 2 }]);
    expect(zoom(1000)).toEqual([{ type: 'zoom', factor: 1 / WHEEL_ZOOM_MAX, x: 1, y: 2 }]);
    expect(WHEEL_ZOOM_MAX).toBeLessThanOrEqual(1.25);
  });

  it('turns one page per wheel gesture in fit page, by the way the wheel goes', () => {
    expect(commandFor(wheel(10, 10), LTR)).toEqual([]);
    expect(commandFor(wheel(10, WHEEL_TURN_PX), LTR)).toEqual([turn('next')]);
    expect(commandFor(wheel(-100, -100), RTL)).toEqual([turn('previous')]);
    // The rest of a gesture that has turned a page does nothing.
    expect(commandFor(wheel(100, 400, true), LTR)).toEqual([]);
    // Fit width and original size scroll as the browser does; a zoomed page or guided view stays.
    for (const state of [
      { ...LTR, fit: 'width' as const },
      { ...LTR, fit: 'original' as const },
    ])
      expect(commandFor(wheel(100, 100), state)).toEqual([]);
    expect(commandFor(wheel(100, 100), ZOOMED)).toEqual([]);
    expect(commandFor(wheel(100, 100), GUIDED)).toEqual([]);
  });

  it('turns with a click on a side, by the comic direction; the middle hides or shows the bar', () => {
    const click = (zone: 'left' | 'middle' | 'right', state: ReaderModes, locked = false) =>
      commandFor({ type: 'click', zone, locked }, state);
    expect(click('right', LTR)).toEqual([turn('next')]);
    expect(click('left', LTR)).toEqual([turn('previous')]);
    expect(click('left', RTL)).toEqual([turn('next')]);
    expect(click('right', RTL)).toEqual([turn('previous')]);
    expect(click('middle', LTR)).toEqual([{ type: 'toggleBar' }]);
    // A click that ends a drag on a zoomed page does nothing; guided view steps by panel.
    expect(click('right', ZOOMED, true)).toEqual([]);
    expect(click('right', GUIDED)).toEqual([step('next')]);
  });

  it('turns by page with the bar buttons, in guided view and right to left too', () => {
    for (const state of [LTR, RTL, GUIDED_RTL]) {
      expect(commandFor({ type: 'button', button: 'next' }, state)).toEqual([turn('next')]);
      expect(commandFor({ type: 'button', button: 'previous' }, state)).toEqual([turn('previous')]);
    }
  });

  it('gives the focus to the panels as the guided button starts guided view', () => {
    const guided = { type: 'button', button: 'guided' } as const;
    expect(commandFor(guided, LTR)).toEqual([{ type: 'focusStage' }, { type: 'guidedToggle' }]);
    expect(commandFor(guided, GUIDED)).toEqual([{ type: 'guidedToggle' }]);
  });

  it('opens and closes the help list, reads again from the end card and finishes', () => {
    const button = (name: (typeof READER_BUTTONS)[number]) =>
      commandFor({ type: 'button', button: name }, LTR);
    expect(button('help')).toEqual([{ type: 'help', open: true }]);
    expect(button('closeHelp')).toEqual([{ type: 'help', open: false }]);
    expect(button('readAgain')).toEqual([{ type: 'goTo', page: 'first' }]);
    expect(button('finish')).toEqual([{ type: 'finish' }]);
    expect(button('textMode')).toEqual([{ type: 'textToggle' }]);
    expect(button('loupe')).toEqual([{ type: 'loupeToggle' }]);
    expect(button('fullscreen')).toEqual([{ type: 'fullscreenToggle' }]);
  });
});

describe('commandFor: vertical mode', () => {
  // Vertical mode scrolls the stacked pages: the stage has room below until the last page's end.
  const VERTICAL: ReaderModes = { ...LTR, fit: 'width', vertical: true };
  const SCROLLING: ReaderModes = { ...VERTICAL, room: { ...NO_ROOM, up: true, down: true } };
  const AT_BOTTOM: ReaderModes = { ...VERTICAL, room: { ...NO_ROOM, up: true } };
  const scroll = (toward: 'up' | 'down', by: 'step' | 'screen'): ReaderCommand => ({
    type: 'scroll',
    toward,
    by,
  });

  it('switches with V or its button, leaving guided view or the zoom first', () => {
    const toggle = { type: 'verticalToggle' } as const;
    expect(key('vertical', LTR)).toEqual([{ type: 'zoomReset' }, toggle]);
    expect(key('vertical', GUIDED)).toEqual([{ type: 'guidedStop' }, toggle]);
    expect(key('vertical', VERTICAL)).toEqual([{ type: 'zoomReset' }, toggle]);
    expect(commandFor({ type: 'button', button: 'vertical' }, LTR)).toEqual([
      { type: 'zoomReset' },
      toggle,
    ]);
  });

  it('scrolls with the arrows, Page keys and Space, turning only at the ends', () => {
    expect(key('down', SCROLLING)).toEqual([scroll('down', 'step')]);
    expect(key('up', SCROLLING)).toEqual([scroll('up', 'step')]);
    expect(key('space', SCROLLING)).toEqual([scroll('down', 'screen')]);
    expect(key('pageDown', SCROLLING)).toEqual([scroll('down', 'screen')]);
    expect(key('pageUp', SCROLLING)).toEqual([scroll('up', 'screen')]);
    // At the end of the last page, Space goes on to the end card (turn past the last page).
    expect(key('space', AT_BOTTOM)).toEqual([turn('next')]);
    expect(key('down', AT_BOTTOM)).toEqual([]);
  });

  it('turns (scrolls to a page) with the side arrows, taps, clicks and swipes, by the direction', () => {
    expect(key('right', SCROLLING)).toEqual([turn('next')]);
    expect(key('left', { ...SCROLLING, direction: 'rtl' })).toEqual([turn('next')]);
    expect(commandFor({ type: 'tap', zone: 'right', locked: false }, VERTICAL)).toEqual([
      turn('next'),
    ]);
    expect(commandFor({ type: 'click', zone: 'left', locked: false }, VERTICAL)).toEqual([
      turn('previous'),
    ]);
    expect(commandFor({ type: 'swipe', side: 'right' }, VERTICAL)).toEqual([turn('next')]);
    expect(commandFor({ type: 'tap', zone: 'middle', locked: false }, VERTICAL)).toEqual([
      { type: 'toggleBar' },
    ]);
  });

  it('leaves the wheel to the browser and has no guided view or camera zoom', () => {
    const wheel = (ctrl: boolean) =>
      commandFor(
        { type: 'wheel', deltaY: 120, ctrl, x: 0, y: 0, gestureY: 120, spent: false },
        { ...VERTICAL, fit: 'page' },
      );
    expect(wheel(false)).toEqual([]);
    expect(wheel(true)).toEqual([]);
    expect(key('guided', VERTICAL)).toEqual([]);
    expect(commandFor({ type: 'button', button: 'guided' }, VERTICAL)).toEqual([]);
    expect(key('zoomIn', VERTICAL)).toEqual([]);
    expect(key('zoomReset', VERTICAL)).toEqual([]);
    // The magnifier still changes its own magnification.
    expect(key('zoomIn', { ...VERTICAL, loupe: true })).toEqual([{ type: 'loupeZoom', step: 1 }]);
    expect(commandFor({ type: 'pinch', factor: 2, x: 0, y: 0 }, VERTICAL)).toEqual([]);
    const panel = { page: 1, index: 0 };
    expect(commandFor({ type: 'doubleTap', zone: 'middle', x: 5, y: 5, panel }, VERTICAL)).toEqual(
      [],
    );
  });
});

describe('stepLoupeZoom', () => {
  it('moves one step along the magnifications, staying within them', () => {
    expect(stepLoupeZoom(2, 1)).toBe(2.5);
    expect(stepLoupeZoom(2, -1)).toBe(1.5);
    expect(stepLoupeZoom(1.5, -1)).toBe(1.5);
    expect(stepLoupeZoom(4, 1)).toBe(4);
  });
});
