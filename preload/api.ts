/**
 * The bridge between the renderer and main in the desktop app (exposed as `window.abtal` by index.ts),
 * and its one type, `PreloadApi`, which the renderer declares `window.abtal` with
 * (renderer/src/features/desktop/bridge.ts). One method per message of shared/ipc.ts; ipcRenderer
 * itself never reaches the page. Main validates every argument again, so nothing here is trusted.
 * This file imports no Electron module, not even its types, so the renderer's type check reads the
 * bridge's type without taking in Electron's and Node's globals.
 */
import type {
  IpcArgs,
  IpcEventChannel,
  IpcEventPayload,
  IpcInvokeChannel,
  IpcResult,
  IpcSendChannel,
  KioskState,
} from '../shared/ipc.js';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface IpcPort {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  send(channel: string): void;
  on(channel: string, listener: IpcListener): unknown;
  removeListener(channel: string, listener: IpcListener): unknown;
}

type IpcListener = (event: unknown, ...args: unknown[]) => void;

export function createApi(ipc: IpcPort) {
  function invoke<C extends IpcInvokeChannel>(
    channel: C,
    ...args: IpcArgs<C>
  ): Promise<IpcResult<C>> {
    return ipc.invoke(channel, ...args) as Promise<IpcResult<C>>;
  }

  function send(channel: IpcSendChannel): void {
    ipc.send(channel);
  }

  function subscribe<C extends IpcEventChannel>(
    channel: C,
    listener: (payload: IpcEventPayload<C>) => void,
  ): () => void {
    // Wrapped so the page never receives the IpcRendererEvent (it carries `sender`, i.e. ipcRenderer).
    const wrapped: IpcListener = (_event, payload) => listener(payload as IpcEventPayload<C>);
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  }

  let lastActivity = 0;

  const api = {
    isDesktop: true as const,
    getInfo: () => invoke('app:info'),
    toggleFullscreen: () => invoke('window:toggle-fullscreen'),
    isFullscreen: () => invoke('window:is-fullscreen'),
    getCacheStatus: () => invoke('cache:status'),
    getProgress: () => invoke('progress:get-all'),
    setProgress: (key: string, value: string | null) => invoke('progress:set', { key, value }),
    getKioskConfig: () => invoke('kiosk:config'),
    getKioskState: () => invoke('kiosk:state'),
    exitKiosk: (pin: string) => invoke('kiosk:exit', { pin }),
    resetKiosk: () => invoke('kiosk:reset'),
    clearCache: () => invoke('cache:clear'),
    saveOffline: (paths: string[]) => invoke('offline:save', { paths }),
    offlineStatus: (paths: string[]) => invoke('offline:status', { paths }),
    getPrecacheStatus: () => invoke('kiosk:precache-status'),
    heartbeat: () => send('kiosk:heartbeat'),
    reportActivity: () => {
      // Pointer moves can fire hundreds of times a second; main needs to hear at most one a second.
      const now = Date.now();
      if (now - lastActivity < 1000) return;
      lastActivity = now;
      send('kiosk:activity');
    },
    onOnlineChange: (listener: (online: boolean) => void) =>
      subscribe('app:online-changed', listener),
    onFullscreenChange: (listener: (fullscreen: boolean) => void) =>
      subscribe('window:fullscreen-changed', listener),
    onKioskState: (listener: (state: KioskState) => void) =>
      subscribe('kiosk:state-changed', listener),
    onKioskExitRequest: (listener: () => void) =>
      subscribe('kiosk:exit-requested', () => listener()),
  };
  return api;
}

/** The bridge's type, inferred from the bridge itself: the renderer's only view of it. */
export type PreloadApi = ReturnType<typeof createApi>;
