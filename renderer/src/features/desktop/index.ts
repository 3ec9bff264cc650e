/**
 * The desktop app and kiosk features of the renderer; inert in a plain browser. The offline library
 * (./OfflineLibrary) is loaded on its own, by the comics page in the desktop app only.
 */
export { DesktopShell } from './DesktopShell';
export { getBridge } from './bridge';
