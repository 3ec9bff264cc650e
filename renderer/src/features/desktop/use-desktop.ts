import { useEffect, useState } from 'react';
import { getBridge, loadAppInfo } from './bridge';

export interface DesktopStatus {
  /** Running inside the desktop app (the bridge exists). */
  isDesktop: boolean;
  /** The desktop app runs as a kiosk. */
  kiosk: boolean;
  /** Whether the network (and, in the desktop app, the server) can be reached. */
  online: boolean;
}

/** What every render starts from, on the server and in the first browser render alike. */
const INITIAL_DESKTOP_STATUS: DesktopStatus = {
  isDesktop: false,
  kiosk: false,
  online: true,
};

/**
 * Where the renderer runs and whether it is online. In a browser `online` follows navigator.onLine
 * and the online/offline events; in the desktop app main's view (which also knows when the server
 * cannot be reached) must agree as well.
 */
export function useDesktop(): DesktopStatus {
  const [status, setStatus] = useState(INITIAL_DESKTOP_STATUS);

  useEffect(() => {
    const bridge = getBridge();
    let browserOnline = navigator.onLine;
    let bridgeOnline = true;
    let cancelled = false;
    const publish = (patch: Partial<DesktopStatus> = {}) => {
      if (cancelled) return;
      setStatus((previous) => ({ ...previous, ...patch, online: browserOnline && bridgeOnline }));
    };
    const onOnline = () => {
      browserOnline = true;
      publish();
    };
    const onOffline = () => {
      browserOnline = false;
      publish();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    publish({ isDesktop: Boolean(bridge) });

    let unsubscribe: (() => void) | undefined;
    if (bridge) {
      let heard = false;
      unsubscribe = bridge.onOnlineChange((online) => {
        heard = true;
        bridgeOnline = online;
        publish();
      });
      loadAppInfo(bridge).then(
        (info) => {
          // A change pushed meanwhile is newer than the answer.
          if (!heard) bridgeOnline = info.online;
          publish({ kiosk: info.kiosk });
        },
        () => undefined, // without its info the app still works as a plain desktop reader
      );
    }
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      unsubscribe?.();
    };
  }, []);

  return status;
}
