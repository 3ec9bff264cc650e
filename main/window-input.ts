import { isKioskRoute } from '../shared/ipc.js';
import { decideKey, type KeyDecision, type KeyInput } from './kiosk.js';
import { APP_ORIGIN } from './protocol.js';

/** Chromium's zoom levels: each step is 20 % (level 0.5 is about 110 %); -3..5 is about 58 %..250 %. */
const ZOOM_STEP = 0.5;
export const ZOOM_LIMITS = { min: -3, max: 5 } as const;

type ZoomDecision = Extract<KeyDecision, `zoom-${string}`>;

const isZoom = (decision: KeyDecision): decision is ZoomDecision => decision.startsWith('zoom-');

/** The zoom level after a zoom key, kept within ZOOM_LIMITS so the page stays usable. */
export function zoomLevelAfter(decision: ZoomDecision, level: number): number {
  if (decision === 'zoom-reset') return 0;
  const next = level + (decision === 'zoom-in' ? ZOOM_STEP : -ZOOM_STEP);
  return Math.max(ZOOM_LIMITS.min, Math.min(ZOOM_LIMITS.max, next));
}

/**
 * Where a kiosk window must go instead of `url`, or null to stay: the route allow-list enforced in
 * main too, so a visitor never stays on a form the kiosk hides.
 */
export function kioskRedirect(url: string): string | null {
  if (!url.startsWith(`${APP_ORIGIN}/`)) return null;
  return isKioskRoute(new URL(url).pathname) ? null : `${APP_ORIGIN}/`;
}

/** The parts of a BrowserWindow the key handling uses. */
export interface InputWindow {
  isFullScreen(): boolean;
  setFullScreen(flag: boolean): void;
  webContents: {
    on(
      event: 'before-input-event',
      listener: (event: { preventDefault(): void }, input: KeyInput) => void,
    ): unknown;
    on(event: 'did-navigate-in-page', listener: (event: unknown, url: string) => void): unknown;
    getZoomLevel(): number;
    setZoomLevel(level: number): void;
    loadURL(url: string): Promise<void>;
  };
}

/**
 * Keys are decided (decideKey) before the page sees them; in a kiosk the page's in-app navigation is
 * held to the allowed routes.
 */
export function attachWindowInput(
  win: InputWindow,
  options: { kiosk: boolean; onStaffExit: () => void },
): void {
  win.webContents.on('before-input-event', (event, input) => {
    const decision = decideKey(input, options.kiosk);
    if (decision === 'pass') return;
    event.preventDefault();
    if (decision === 'toggle-fullscreen') win.setFullScreen(!win.isFullScreen());
    if (decision === 'staff-exit') options.onStaffExit();
    if (isZoom(decision)) {
      win.webContents.setZoomLevel(zoomLevelAfter(decision, win.webContents.getZoomLevel()));
    }
  });
  if (!options.kiosk) return;
  win.webContents.on('did-navigate-in-page', (_event, url) => {
    const target = kioskRedirect(url);
    if (target) void win.webContents.loadURL(target);
  });
}
