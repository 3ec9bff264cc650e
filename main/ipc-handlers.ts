import type { AssetCache } from './asset-cache.js';
import { publicKioskConfig, type KioskConfig } from './config.js';
import type { InvokeHandlers, SendHandlers } from './ipc.js';
import type { KioskSession } from './kiosk.js';
import type { PinGuard } from './pin.js';
import {
  offlineStatus,
  saveForOffline,
  type OfflineAnswers,
  type PrecacheRunner,
} from './precache.js';
import type { ProgressStore } from './progress-store.js';

/** Everything the IPC handlers answer from; the kiosk parts are null on a desktop. */
export interface IpcHandlerDeps {
  version: string;
  platform: NodeJS.Platform;
  kiosk: KioskConfig | null;
  assets: AssetCache;
  isBundled: (path: string) => Promise<boolean>;
  offlineAnswers: OfflineAnswers;
  progress: ProgressStore;
  window: { toggleFullscreen(): boolean; isFullscreen(): boolean; heartbeat(): void };
  /** Made after the handlers are registered, hence asked for when needed. */
  kioskSession: () => KioskSession | null;
  precache: () => PrecacheRunner | null;
  pinGuard: PinGuard | null;
  /** The right staff PIN was entered: the app leaves once the answer is sent. */
  quitSoon: () => void;
}

/** The answer to each channel of shared/ipc.ts (arguments already validated by the IPC router). */
export function createIpcHandlers(deps: IpcHandlerDeps): {
  invoke: InvokeHandlers;
  send: SendHandlers;
} {
  const { assets, kiosk, progress } = deps;
  const invoke: InvokeHandlers = {
    'app:info': () => ({
      isDesktop: true as const,
      version: deps.version,
      platform: deps.platform,
      kiosk: kiosk !== null,
      online: assets.isOnline(),
    }),
    'window:toggle-fullscreen': () => deps.window.toggleFullscreen(),
    'window:is-fullscreen': () => deps.window.isFullscreen(),
    'cache:status': () => assets.status(),
    'progress:get-all': () => progress.getAll(),
    'progress:set': ([entry]) => progress.set(entry.key, entry.value),
    'kiosk:config': () => (kiosk ? publicKioskConfig(kiosk) : null),
    'kiosk:state': () => deps.kioskSession()?.current ?? null,
    'kiosk:exit': ([{ pin }]) => {
      if (!deps.pinGuard) return { ok: false };
      const result = deps.pinGuard.check(pin);
      if (result.ok) deps.quitSoon();
      return result;
    },
    'kiosk:reset': async () => {
      await deps.kioskSession()?.reset();
    },
    'cache:clear': async () => {
      await assets.clear();
      return assets.status();
    },
    'offline:save': ([{ paths }]) =>
      saveForOffline(assets, deps.isBundled, paths, deps.offlineAnswers),
    'offline:status': ([{ paths }]) =>
      offlineStatus(assets, deps.isBundled, paths, deps.offlineAnswers),
    'kiosk:precache-status': () => deps.precache()?.status() ?? null,
  };
  const send: SendHandlers = {
    'kiosk:activity': () => deps.kioskSession()?.activity(),
    'kiosk:heartbeat': () => deps.window.heartbeat(),
  };
  return { invoke, send };
}
