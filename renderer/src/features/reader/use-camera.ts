import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { cameraForRect, IDENTITY, zoomAt, type Camera, type PageRect } from './reader-logic';

/** The camera as the layer's transform has it this instant (mid-transition included). */
function onScreen(stage: HTMLElement): Camera | null {
  const layer = stage.querySelector<HTMLElement>('[data-camera]');
  if (!layer || typeof DOMMatrix === 'undefined') return null;
  const transform = getComputedStyle(layer).transform;
  if (!transform || transform === 'none') return IDENTITY;
  const m = new DOMMatrix(transform);
  return m.a > 0 ? { scale: m.a, x: m.e, y: m.f } : null;
}

export interface CameraControls {
  camera: Camera;
  zoomed: boolean;
  /** Zooms by a factor around a point in client pixels (the stage's centre when omitted). */
  zoomBy: (factor: number, clientX?: number, clientY?: number) => void;
  /** Moves a zoomed page by a number of pixels. */
  panBy: (dx: number, dy: number) => void;
  /** Fills the stage with a rectangle (percentages) of the page box at `boxIndex` on screen. */
  zoomToRect: (rect: PageRect, boxIndex?: number) => void;
  reset: () => void;
}

/**
 * The one camera over the pages on screen: a scale and an offset (from the stage's centre) applied
 * as a transform. Pinch, wheel, keys and double-tap drive it here, and so can a guided view later.
 */
export function useCamera(stageRef: RefObject<HTMLElement | null>): CameraControls {
  const [camera, setCamera] = useState<Camera>(IDENTITY);
  const cameraRef = useRef(camera);
  const apply = useCallback((next: Camera) => {
    cameraRef.current = next;
    setCamera(next);
  }, []);

  const centre = useCallback(() => {
    const rect = stageRef.current?.getBoundingClientRect();
    return rect
      ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, rect }
      : { x: 0, y: 0, rect: undefined };
  }, [stageRef]);

  const zoomBy = useCallback(
    (factor: number, clientX?: number, clientY?: number) => {
      const c = centre();
      const px = clientX === undefined ? 0 : clientX - c.x;
      const py = clientY === undefined ? 0 : clientY - c.y;
      apply(zoomAt(cameraRef.current, cameraRef.current.scale * factor, px, py));
    },
    [apply, centre],
  );

  const panBy = useCallback(
    (dx: number, dy: number) => {
      const current = cameraRef.current;
      if (current.scale <= 1) return;
      const rect = centre().rect;
      // The page never leaves the stage entirely: at most half a zoomed page off each side.
      const limitX = rect ? (rect.width * current.scale) / 2 : Infinity;
      const limitY = rect ? (rect.height * current.scale) / 2 : Infinity;
      const clamp = (value: number, limit: number) => Math.min(Math.max(value, -limit), limit);
      apply({ ...current, x: clamp(current.x + dx, limitX), y: clamp(current.y + dy, limitY) });
    },
    [apply, centre],
  );

  const zoomToRect = useCallback(
    (rect: PageRect, boxIndex = 0) => {
      const stage = stageRef.current;
      const box = stage?.querySelectorAll<HTMLElement>('[data-page-box]')[boxIndex];
      if (!stage || !box) return;
      const s = stage.getBoundingClientRect();
      // The box as it would be at scale 1, relative to the stage's centre. The transform on screen
      // is read back, so a camera still moving (guided view animates it) is measured right.
      const current = onScreen(stage) ?? cameraRef.current;
      const b = box.getBoundingClientRect();
      const cx = s.left + s.width / 2;
      const cy = s.top + s.height / 2;
      const unscaled = {
        x: (b.left - cx - current.x) / current.scale,
        y: (b.top - cy - current.y) / current.scale,
        width: b.width / current.scale,
        height: b.height / current.scale,
      };
      apply(cameraForRect(rect, unscaled, { width: s.width, height: s.height }));
    },
    [apply, stageRef],
  );

  const reset = useCallback(() => apply(IDENTITY), [apply]);

  return useMemo(
    () => ({ camera, zoomed: camera.scale > 1, zoomBy, panBy, zoomToRect, reset }),
    [camera, zoomBy, panBy, zoomToRect, reset],
  );
}
