import type { AttractSettings } from '@shared/ipc';

/** What the attract screen uses until (or unless) main sends the kiosk configuration. */
export const DEFAULT_ATTRACT: AttractSettings = { slideSeconds: 6, message: 'Touch to start' };

/** Where a visitor lands after touching the attract screen. */
export const KIOSK_START_PATH = '/comics';

/** Marks the kiosk's full-screen layers, so a press that starts on one never acts on the page below. */
export const OVERLAY_ATTRIBUTE = 'data-kiosk-overlay';

export const isInKioskOverlay = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(`[${OVERLAY_ATTRIBUTE}]`) !== null;

/** Renderer-side throttle of activity reports (the preload throttles as well). */
export const ACTIVITY_THROTTLE_MS = 1000;

/**
 * Kiosk-only page rules, mounted only while the kiosk shell is: no text selection or callouts,
 * no double-tap zoom, and every control at least 44 px square for fingers. Unlayered on purpose, so
 * they win over the utility classes of the pages.
 */
export const KIOSK_CSS = `
html {
  -webkit-user-select: none;
  user-select: none;
  -webkit-touch-callout: none;
  touch-action: manipulation;
  overscroll-behavior: none;
}
input, textarea, [contenteditable='true'] {
  -webkit-user-select: text;
  user-select: text;
}
img {
  -webkit-user-drag: none;
}
button, a[href], input:not([type='hidden']), select, textarea, summary,
[role='button'], [role='link'], [role='tab'], [role='menuitem'], [role='option'],
[role='checkbox'], [role='radio'], [role='switch'] {
  min-height: 44px;
  min-width: 44px;
}
`;
