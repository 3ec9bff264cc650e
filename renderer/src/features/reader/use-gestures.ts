import { useEffect, useRef, type RefObject } from 'react';
import type { CameraControls } from './use-camera';
import { swipeSide, tapZone, type PhysicalSide } from './reader-logic';

/** A swipe is at least this far, and more across than down. */
export const SWIPE_MIN_PX = 50;
const TAP_MAX_PX = 12;
const TAP_MAX_MS = 350;
export const DOUBLE_TAP_MS = 280;

export interface GestureHandlers {
  /** A swipe or a tap in an outer third, by the side it points at. */
  onSide: (side: PhysicalSide) => void;
  /** A tap in the middle third. */
  onMiddle: () => void;
  /** A double-tap at a point: true when it was used (a panel starts guided view). */
  onDoubleTap?: (clientX: number, clientY: number) => boolean;
  camera: CameraControls;
  /** Guided view: the camera follows the panels, so swipes and taps move on even when zoomed in. */
  guided?: boolean;
  /** The magnifier: a finger moves it instead of the page. */
  suspended?: boolean;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Touch and mouse on the stage, through Pointer Events. One finger swipes or taps, two pinch;
 * a gesture that ever had two fingers down, or that starts on a zoomed page, only pans and zooms
 * and never turns a page. Ctrl + wheel zooms; dragging a zoomed page with the mouse pans it.
 */
export function useGestures(
  stageRef: RefObject<HTMLElement | null>,
  active: boolean,
  handlers: GestureHandlers,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

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
      if (latest.current.suspended) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 1) {
        start = { x: event.clientX, y: event.clientY, time: Date.now() };
        multi = false;
        startedZoomed = latest.current.camera.zoomed;
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
      const { camera } = latest.current;
      if (pointers.size >= 2 && pinch) {
        const now = distance();
        if (pinch.distance > 0 && now > 0) {
          const centre = midpoint();
          camera.zoomBy(now / pinch.distance, centre.x, centre.y);
        }
        pinch = { distance: now };
      } else if (camera.zoomed && !latest.current.guided) {
        camera.panBy(point.x - previous.x, point.y - previous.y);
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
      if (event.pointerType === 'mouse') return;
      const dx = event.clientX - begin.x;
      const dy = event.clientY - begin.y;
      const { camera, onSide, guided } = latest.current;
      if ((startedZoomed || camera.zoomed) && !guided) {
        if (Math.hypot(dx, dy) <= TAP_MAX_PX) handleTap(event, true);
        return;
      }
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.2) {
        onSide(swipeSide(dx));
        return;
      }
      if (Math.hypot(dx, dy) <= TAP_MAX_PX && Date.now() - begin.time <= TAP_MAX_MS) {
        handleTap(event, false);
      }
    };

    // Outer thirds turn at once; the middle waits a moment for a second tap (double-tap zooms).
    const handleTap = (event: PointerEvent, zoomed: boolean) => {
      const rect = stage.getBoundingClientRect();
      const zone = tapZone(event.clientX - rect.left, rect.width);
      const now = Date.now();
      const { camera, onSide, onMiddle } = latest.current;
      const isDouble =
        lastTap !== null &&
        now - lastTap.time <= DOUBLE_TAP_MS &&
        Math.hypot(event.clientX - lastTap.x, event.clientY - lastTap.y) <= 40;
      if (isDouble) {
        if (tapTimer !== undefined) clearTimeout(tapTimer);
        lastTap = null;
        if (latest.current.onDoubleTap?.(event.clientX, event.clientY)) return;
        if (camera.zoomed) camera.reset();
        else camera.zoomBy(2.5, event.clientX, event.clientY);
        return;
      }
      lastTap = { x: event.clientX, y: event.clientY, time: now };
      if (zone !== 'middle' && !zoomed) {
        onSide(zone);
        return;
      }
      tapTimer = setTimeout(onMiddle, DOUBLE_TAP_MS);
    };

    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      latest.current.camera.zoomBy(Math.exp(-event.deltaY * 0.01), event.clientX, event.clientY);
    };

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
