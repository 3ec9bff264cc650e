/** The desktop app and kiosk features of the renderer; inert in a plain browser. */
export { DesktopShell } from './DesktopShell';
export { FullscreenButton } from './FullscreenButton';
export { OfflineLibrary } from './OfflineLibrary';
export { persistProgress } from './progress-sync';
export { getBridge } from './bridge';
export { useDesktop, type DesktopStatus } from './use-desktop';
