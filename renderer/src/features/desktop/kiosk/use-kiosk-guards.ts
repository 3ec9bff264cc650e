import { useEffect } from 'react';
import { ACTIVITY_THROTTLE_MS, isInKioskOverlay } from './kiosk-defaults';
import type { PreloadApi } from '../bridge';

/**
 * The kiosk's page-wide listeners, for as long as the kiosk shell is mounted:
 * - every touch, click or key reports visitor activity to main (throttled);
 * - no context menu (a long press on a touch screen opens one);
 * - a press that began on a kiosk overlay which then closed (main answered the touch) does not
 *   turn into a click on whatever was underneath.
 */
export function useKioskGuards(bridge: PreloadApi | null): void {
  useEffect(() => {
    if (!bridge) return;
    let lastReport = -Infinity;
    let pressOnOverlay = false;

    const report = () => {
      const now = Date.now();
      if (now - lastReport < ACTIVITY_THROTTLE_MS) return;
      lastReport = now;
      bridge.reportActivity();
    };
    const onPointerDown = (event: Event) => {
      pressOnOverlay = isInKioskOverlay(event.target);
      report();
    };
    const onClick = (event: Event) => {
      if (pressOnOverlay && !isInKioskOverlay(event.target)) {
        event.preventDefault();
        event.stopPropagation();
      }
      pressOnOverlay = false;
    };
    const onContextMenu = (event: Event) => event.preventDefault();

    const passive = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', onPointerDown, passive);
    window.addEventListener('touchstart', report, passive);
    window.addEventListener('keydown', report, passive);
    window.addEventListener('click', onClick, true);
    window.addEventListener('contextmenu', onContextMenu, true);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, passive);
      window.removeEventListener('touchstart', report, passive);
      window.removeEventListener('keydown', report, passive);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('contextmenu', onContextMenu, true);
    };
  }, [bridge]);
}
