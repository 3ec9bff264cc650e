import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CameraControls } from './use-camera';
import { guidedStep, inScreenOrder, type PageRect } from './reader-logic';
import type { ReaderState } from './use-reader';
import type { ComicPanels } from './use-panels';

/** How long the whole page shows before guided view moves to its first panel. */
const OVERVIEW_MS = 900;
/** The camera's move from panel to panel (cut to 0 with reduced motion). */
export const GUIDED_MOVE_SECONDS = 0.45;

/** One stop of guided view: a panel of a page on screen. */
interface GuidedStop {
  page: number;
  index: number;
  box: PageRect;
  /** Which page box on screen (left to right) holds the panel. */
  boxIndex: number;
}

export interface GuidedView {
  on: boolean;
  /** The panel shown, or -1 while the whole page shows. */
  step: number;
  stops: readonly GuidedStop[];
  active: GuidedStop | null;
  /** Starts guided view, at a panel of a page on screen or at the screen's start. */
  start: (at?: { page: number; index: number }) => void;
  stop: () => void;
  toggle: () => void;
  forward: () => void;
  backward: () => void;
}

/**
 * Guided view: the camera moves panel by panel in the edition's reading order, after showing each
 * new page whole for a moment, and turns the page after its last panel (or before its first).
 */
export function useGuided(
  reader: ReaderState,
  camera: CameraControls,
  panels: ComicPanels | null,
): GuidedView {
  const [on, setOn] = useState(false);
  const [step, setStep] = useState(-1);
  const { visible, direction, next, previous, atEnd } = reader;
  const stops = useMemo(() => {
    const order = inScreenOrder(visible, direction);
    return visible.flatMap((page) =>
      (panels?.[page - 1] ?? []).map((panel, index): GuidedStop => ({
        page,
        index,
        box: panel.box,
        boxIndex: order.indexOf(page),
      })),
    );
  }, [visible, direction, panels]);

  // A new screen starts from its whole page; going back starts from its last panel.
  const fromEnd = useRef(false);
  const screenKey = visible.join('-');
  useEffect(() => {
    setStep(fromEnd.current ? stops.length - 1 : -1);
    fromEnd.current = false;
    // Only a change of screen restarts the steps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screenKey]);

  const { zoomToRect, reset } = camera;
  const active = on && step >= 0 ? (stops[step] ?? null) : null;
  useEffect(() => {
    if (!on) return;
    if (active) {
      const show = () => zoomToRect(active.box, active.boxIndex);
      show();
      window.addEventListener('resize', show);
      return () => window.removeEventListener('resize', show);
    }
    reset();
    if (!stops.length) return;
    const timer = setTimeout(() => setStep(0), OVERVIEW_MS);
    return () => clearTimeout(timer);
  }, [on, active, stops.length, zoomToRect, reset]);

  // The end card ends guided view.
  useEffect(() => {
    if (atEnd) setOn(false);
  }, [atEnd]);

  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  }, [step]);
  const move = useCallback(
    (delta: 1 | -1) => {
      const result = guidedStep(stepRef.current, stops.length, delta);
      if ('panel' in result) {
        stepRef.current = result.panel;
        setStep(result.panel);
      } else if (result.turn === 'next') next();
      else {
        fromEnd.current = true;
        previous();
      }
    },
    [stops.length, next, previous],
  );

  const start = useCallback(
    (at?: { page: number; index: number }) => {
      const found = at ? stops.findIndex((s) => s.page === at.page && s.index === at.index) : -1;
      setStep(found);
      setOn(true);
    },
    [stops],
  );
  const stop = useCallback(() => {
    setOn(false);
    reset();
  }, [reset]);

  return {
    on,
    step,
    stops,
    active,
    start,
    stop,
    toggle: () => (on ? stop() : start()),
    forward: () => move(1),
    backward: () => move(-1),
  };
}
