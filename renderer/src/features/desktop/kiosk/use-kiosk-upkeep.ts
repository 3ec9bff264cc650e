import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isKioskRoute } from '@shared/ipc';
import type { PreloadApi } from '../bridge';

/** How often the kiosk page tells main it is still running (main acts after about 20 s of silence). */
const HEARTBEAT_MS = 5_000;
/** A press this long in the top-left corner opens the staff PIN pad. */
const STAFF_PRESS_MS = 3_000;
/** The corner area, in CSS pixels, that listens for the staff press. */
const STAFF_CORNER_PX = 80;

/**
 * What keeps a kiosk page honest without anybody touching it:
 * - a heartbeat to main every few seconds (the attract loop included), so a hung page is noticed;
 * - the route allow-list: a page outside it (login, register, forms) goes back to the start;
 * - the touch staff gesture: a long press in the top-left corner opens the PIN pad.
 */
export function useKioskUpkeep(bridge: PreloadApi | null, openStaffPad: () => void): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!bridge) return;
    bridge.heartbeat();
    const timer = window.setInterval(() => bridge.heartbeat(), HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [bridge]);

  useEffect(() => {
    if (bridge && !isKioskRoute(pathname)) void navigate('/', { replace: true });
  }, [bridge, pathname, navigate]);

  useEffect(() => {
    if (!bridge) return;
    let timer: number | null = null;
    const cancel = () => {
      if (timer !== null) window.clearTimeout(timer);
      timer = null;
    };
    const onDown = (event: PointerEvent) => {
      cancel();
      if (event.clientX > STAFF_CORNER_PX || event.clientY > STAFF_CORNER_PX) return;
      timer = window.setTimeout(() => {
        timer = null;
        openStaffPad();
      }, STAFF_PRESS_MS);
    };
    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('pointerup', cancel, true);
    window.addEventListener('pointercancel', cancel, true);
    return () => {
      cancel();
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('pointerup', cancel, true);
      window.removeEventListener('pointercancel', cancel, true);
    };
  }, [bridge, openStaffPad]);
}
