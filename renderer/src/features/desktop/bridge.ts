import type { AbtalBridge, AppInfo } from '@shared/ipc';

/**
 * The desktop bridge (`window.abtal`), or undefined in a plain browser. Call it only inside effects
 * and event handlers: components must stay render-safe for prerendering, where there is no window.
 */
export function getBridge(): AbtalBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.abtal;
}

// One `app:info` round trip per bridge, however many components ask.
const infoByBridge = new WeakMap<AbtalBridge, Promise<AppInfo>>();

/** The app's info from main, asked once per bridge. */
export function loadAppInfo(bridge: AbtalBridge): Promise<AppInfo> {
  let info = infoByBridge.get(bridge);
  if (!info) {
    info = bridge.getInfo();
    infoByBridge.set(bridge, info);
    // A failed call is not remembered: the next caller asks again.
    info.catch(() => infoByBridge.delete(bridge));
  }
  return info;
}
