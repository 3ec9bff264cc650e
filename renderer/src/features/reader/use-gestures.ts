import { useEffect, useRef, type RefObject } from 'react';
import type { PanelAt } from './reader-commands';
import { swipeSide, tapZone, type TapLayout } from './reader-logic';
import type { ReaderCommands } from './use-reader-commands';

/** A swipe is at least this far, and more across than down. */
const SWIPE_MIN_PX = 50;
const TAP_MAX_PX = 12;
const TAP_MAX_MS = 350;
const DOUBLE_TAP_MS = 280;
/** A pause this long between wheel events ends a wheel gesture. */
const WHEEL_GAP_MS = 250;
/** A mouse click is released within this time. */
const CLICK_MAX_MS = 600;

export interface GestureOptions {
  dispatch: ReaderCommands['dispatch'];
  /** The state the command table reads: whether the page is zoomed, in guided view, magnified. */
  modes: ReaderCommands['modes'];
  /** The panel under a point, if any: a double-tap there starts guided view. */
  panelAt: (clientX: number, clientY: number) => PanelAt | null;
  /** How the stage is split for taps (a reader setting). */
  tapZones: TapLayout;
}

interface Point {
  x: number;
  y: number;
}

/**
 * The wheel's handler. A wheel gesture is the wheel events without a pause of WHEEL_GAP_MS (a spin
 * of several notches, or a trackpad's swipe and its glide), summed: the table turns at most one
 * page for it.
 */
function wheelGestures(dispatch: () => ReaderCommands['dispatch']) {
  let wheel = { last: -Infinity, total: 0, spent: false };
  return (event: WheelEvent) => {
    const { ctrlKey: ctrl, clientX: x, clientY: y } = event;
    if (event.timeStamp - wheel.last > WHEEL_GAP_MS) wheel = { last: 0, total: 0, spent: false };
    wheel.last = event.timeStamp;
    // Lines (Firefox) as pixels.
    const deltaY = event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY;
    if (!ctrl) wheel.total += deltaY;
    const { total: gestureY, spent } = wheel;
    if (!dispatch()({ type: 'wheel', ctrl, deltaY, x, y, gestureY, spent })) return;
    event.preventDefault();
    if (!ctrl) wheel.spent = true;
  };
}

/**
 * Touch and mouse on the stage, through Pointer Events: recognises swipes, taps, double-taps,
 * pinches, drags and the wheel, and dispatches them (`commandFor` decides what each does). A
 * gesture that ever had two fingers down is a pinch; one that starts on a page zoomed by hand is a
 * pan or a tap, never a swipe.
 */
export function useGestures(
  stageRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: GestureOptions,
) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  }, [options]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!active || !stage) return;
    const pointers = new Map<number, Point>();
    let start: (Point & { time: number }) | null = null;
    let multi = false;
    let startedZoomed = false;
    let pinch: { distance: number } | null = null;
    let lastTap: (Point & { time: number }) | null = null;
    let tapTimer: ReturnType<typeof setTimeout> | undefined;

    const distance = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const midpoint = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
    };

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if ((event.target as Element).closest?.('button, a, [role="dialog"]')) return;
      // The magnifier: a finger moves it instead of the page.
      if (latest.current.modes().loupe) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 1) {
        start = { x: event.clientX, y: event.clientY, time: Date.now() };
        multi = false;
        startedZoomed = latest.current.modes().zoomed;
      } else {
        multi = true;
        pinch = { distance: distance() };
      }
      stage.setPointerCapture?.(event.pointerId);
    };

    const onMove = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
      const point = { x: event.clientX, y: event.clientY };
      pointers.set(event.pointerId, point);
      const { dispatch } = latest.current;
      if (pointers.size >= 2 && pinch) {
        const now = distance();
        if (pinch.distance > 0 && now > 0) {
          const centre = midpoint();
          dispatch({ type: 'pinch', factor: now / pinch.distance, x: centre.x, y: centre.y });
        }
        pinch = { distance: now };
      } else {
        dispatch({ type: 'drag', dx: point.x - previous.x, dy: point.y - previous.y });
      }
    };

    const onUp = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.delete(event.pointerId);
      if (pointers.size > 0) return;
      pinch = null;
      const begin = start;
      start = null;
      if (!begin || multi || event.type === 'pointercancel') return;
      const dx = event.clientX - begin.x;
      const dy = event.clientY - begin.y;
      const { dispatch, modes } = latest.current;
      const now = modes();
      if (event.pointerType === 'mouse') {
        if (Math.hypot(dx, dy) > TAP_MAX_PX || Date.now() - begin.time > CLICK_MAX_MS) return;
        const rect = stage.getBoundingClientRect();
        const zone = tapZone(event.clientX - rect.left, rect.width);
        dispatch({ type: 'click', zone, locked: startedZoomed || now.zoomed });
        return;
      }
      if ((startedZoomed || now.zoomed) && !now.guided) {
        if (Math.hypot(dx, dy) <= TAP_MAX_PX) handleTap(event, true);
        return;
      }
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.2) {
        dispatch({ type: 'swipe', side: swipeSide(dx) });
        return;
      }
      if (Math.hypot(dx, dy) <= TAP_MAX_PX && Date.now() - begin.time <= TAP_MAX_MS) {
        handleTap(event, false);
      }
    };

    // Side zones act at once (and so does a quick second tap there: the table turns again); the
    // middle, and any tap on a page zoomed by hand, waits a moment for a second tap (a double-tap).
    const handleTap = (event: PointerEvent, locked: boolean) => {
      const rect = stage.getBoundingClientRect();
      const { dispatch, panelAt, tapZones } = latest.current;
      const zone = tapZone(
        event.clientX - rect.left,
        rect.width,
        tapZones,
        event.clientY - rect.top,
        rect.height,
      );
      const now = Date.now();
      const isDouble =
        lastTap !== null &&
        now - lastTap.time <= DOUBLE_TAP_MS &&
        Math.hypot(event.clientX - lastTap.x, event.clientY - lastTap.y) <= 40;
      if (isDouble) {
        if (tapTimer !== undefined) clearTimeout(tapTimer);
        lastTap = null;
        const { clientX: x, clientY: y } = event;
        dispatch({ type: 'doubleTap', zone, x, y, panel: panelAt(x, y) });
        return;
      }
      lastTap = { x: event.clientX, y: event.clientY, time: now };
      if (zone !== 'middle' && !locked) {
        dispatch({ type: 'tap', zone, locked });
        return;
      }
      tapTimer = setTimeout(() => dispatch({ type: 'tap', zone, locked }), DOUBLE_TAP_MS);
    };

    const onWheel = wheelGestures(() => latest.current.dispatch);

    stage.addEventListener('pointerdown', onDown);
    stage.addEventListener('pointermove', onMove);
    stage.addEventListener('pointerup', onUp);
    stage.addEventListener('pointercancel', onUp);
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      if (tapTimer !== undefined) clearTimeout(tapTimer);
      stage.removeEventListener('pointerdown', onDown);
      stage.removeEventListener('pointermove', onMove);
      stage.removeEventListener('pointerup', onUp);
      stage.removeEventListener('pointercancel', onUp);
      stage.removeEventListener('wheel', onWheel);
    };
  }, [active, stageRef]);
}
