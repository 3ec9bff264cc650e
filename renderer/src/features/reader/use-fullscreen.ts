import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Who makes the reader fullscreen. On the web, the Fullscreen API; the desktop app passes its own
 * (its window, through the bridge). `available` false hides the control (the kiosk is always
 * fullscreen).
 */
export interface FullscreenHost {
  available: boolean;
  isFullscreen: () => Promise<boolean>;
  toggle: () => Promise<boolean>;
  /** Calls back on every change the host sees (F11, Escape, the OS); returns the unsubscribe. */
  subscribe: (onChange: (fullscreen: boolean) => void) => () => void;
}

/** The browser's Fullscreen API on the whole document. */
export function webFullscreenHost(): FullscreenHost {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return {
    available: supported,
    isFullscreen: () => Promise.resolve(Boolean(document.fullscreenElement)),
    toggle: async () => {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
      return Boolean(document.fullscreenElement);
    },
    subscribe: (onChange) => {
      const listener = () => onChange(Boolean(document.fullscreenElement));
      document.addEventListener('fullscreenchange', listener);
      return () => document.removeEventListener('fullscreenchange', listener);
    },
  };
}

export interface FullscreenControl {
  available: boolean;
  fullscreen: boolean;
  /** The state as of now, for key handlers that may run before the next render. */
  isActive: () => boolean;
  toggle: () => void;
  /** True just after fullscreen ended: the Escape that ended it must not also leave the reader. */
  recentlyChanged: () => boolean;
}

const ESCAPE_GRACE_MS = 500;

/** The fullscreen state and toggle of a host (the web's unless one is given). */
export function useFullscreen(
  getHost?: () => FullscreenHost | Promise<FullscreenHost>,
): FullscreenControl {
  const [host, setHost] = useState<FullscreenHost | null>(null);
  const [fullscreen, setFullscreenState] = useState(false);
  const changedAt = useRef(0);
  const current = useRef(false);
  const setFullscreen = useCallback((value: boolean) => {
    if (current.current && !value) changedAt.current = Date.now();
    current.current = value;
    setFullscreenState(value);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    Promise.resolve(getHost ? getHost() : webFullscreenHost())
      .then((found) => {
        if (cancelled || !found.available) return;
        setHost(found);
        unsubscribe = found.subscribe((value) => {
          if (!cancelled) setFullscreen(value);
        });
        return found.isFullscreen().then((value) => {
          if (!cancelled) setFullscreen(value);
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [getHost, setFullscreen]);

  const toggle = useCallback(() => {
    host?.toggle().then(setFullscreen, () => undefined);
  }, [host, setFullscreen]);
  const recentlyChanged = useCallback(() => Date.now() - changedAt.current < ESCAPE_GRACE_MS, []);

  const isActive = useCallback(() => current.current, []);

  return { available: host !== null, fullscreen, isActive, toggle, recentlyChanged };
}
