import { useState, useSyncExternalStore } from 'react';

/**
 * Whether the reader bar shows. The bar never lies over the page (the page is laid out in the area
 * it leaves), so it does not fade on a clock: it shows until the reader hides it (a tap or a click
 * in the middle of the stage) and comes back the same way. A store outside React, so that only the
 * bar renders when it changes; the page grows into the space it leaves.
 */
export interface BarToggle {
  /** Shows a hidden bar. */
  show: () => void;
  /** Hides a shown bar, shows a hidden one. */
  toggle: () => void;
  visible: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createBarToggle(): BarToggle {
  let visible = true;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    show: () => set(true),
    toggle: () => set(!visible),
    visible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The reader's bar store, the same for the reader's whole life. */
export function useBarToggle(): BarToggle {
  const [bar] = useState(createBarToggle);
  return bar;
}

/** Whether the bar shows, for the parts that draw it; they render again when it changes. */
export function useBarVisible(bar: BarToggle): boolean {
  return useSyncExternalStore(bar.subscribe, bar.visible, () => true);
}
