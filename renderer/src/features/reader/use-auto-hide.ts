import { useEffect, useState, useSyncExternalStore } from 'react';

export const BAR_HIDE_MS = 3000;

/**
 * Whether the reader bar shows: shown, then hidden after a moment without activity. A store
 * outside React, so that only what draws the bar (and its hint) renders as it fades in or out,
 * not the whole reader.
 */
export interface AutoHide {
  /** Shows the bar and restarts the clock. */
  show: () => void;
  /** Hides a shown bar, shows a hidden one (and restarts the clock). */
  toggle: () => void;
  /** While held (focus inside the bar, a menu open) the bar stays; letting go restarts the clock. */
  hold: (on: boolean) => void;
  visible: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Starts the clock; returns what stops it. */
  start: () => () => void;
}

export function createAutoHide(delay = BAR_HIDE_MS): AutoHide {
  let visible = true;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const listener of [...listeners]) listener();
  };
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    stop();
    timer = setTimeout(() => {
      timer = undefined;
      if (!held) set(false);
    }, delay);
  };

  return {
    show: () => {
      set(true);
      schedule();
    },
    toggle: () => {
      if (visible) set(false);
      else {
        set(true);
        schedule();
      }
    },
    hold: (on) => {
      held = on;
      if (on) set(true);
      else schedule();
    },
    visible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      schedule();
      return stop;
    },
  };
}

/** The reader's bar store, the same for the reader's whole life; its clock runs while mounted. */
export function useAutoHide(delay = BAR_HIDE_MS): AutoHide {
  const [bar] = useState(() => createAutoHide(delay));
  useEffect(() => bar.start(), [bar]);
  return bar;
}

/** Whether the bar shows, for the parts that draw it; they render again when it changes. */
export function useBarVisible(bar: AutoHide): boolean {
  return useSyncExternalStore(bar.subscribe, bar.visible, () => true);
}
