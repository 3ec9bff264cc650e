import type { PreloadApi } from '../../../../preload/api';

export type { PreloadApi };

// Read off the bridge rather than imported from @shared: the browser tests' type check
// (tsconfig.e2e.json) takes this file for `window.abtal` and knows no path aliases.
type AppInfo = Awaited<ReturnType<PreloadApi['getInfo']>>;

// The bridge's one type is the preload's own (`typeof api`); the page sees it as `window.abtal`,
// absent in a plain browser.
declare global {
  interface Window {
    abtal?: PreloadApi;
  }
}

/**
 * The desktop bridge (`window.abtal`), or undefined in a plain browser. Call it only inside effects
 * and event handlers: components must stay render-safe for prerendering, where there is no window.
 */
export function getBridge(): PreloadApi | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.abtal;
}

// One `app:info` round trip per bridge, however many components ask.
const infoByBridge = new WeakMap<PreloadApi, Promise<AppInfo>>();

/** The app's info from main, asked once per bridge. */
export function loadAppInfo(bridge: PreloadApi): Promise<AppInfo> {
  let info = infoByBridge.get(bridge);
  if (!info) {
    info = bridge.getInfo();
    infoByBridge.set(bridge, info);
    // A failed call is not remembered: the next caller asks again.
    info.catch(() => infoByBridge.delete(bridge));
  }
  return info;
}
