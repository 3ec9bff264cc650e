/**
 * For the renderer: the bridge the desktop app exposes. Absent in the browser, so always check it:
 * `if (window.abtal) ...`. Import the type with `import type { PreloadApi } from '<root>/preload/index'`.
 */
import type { AbtalBridge } from '../shared/ipc';

export type PreloadApi = AbtalBridge;

declare global {
  interface Window {
    abtal?: PreloadApi;
  }
}
