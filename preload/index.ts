/**
 * The one bridge between the renderer and main in the desktop app, exposed as `window.abtal`.
 * One method per message of shared/ipc.ts; ipcRenderer itself never reaches the page. Main validates
 * every argument again, so nothing here is trusted. Only types come from shared/ipc.ts: a sandboxed
 * preload should stay small and require nothing but `electron`.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type {
  AbtalBridge,
  IpcArgs,
  IpcEventChannel,
  IpcEventPayload,
  IpcInvokeChannel,
  IpcResult,
  IpcSendChannel,
} from '../shared/ipc.js';

function invoke<C extends IpcInvokeChannel>(
  channel: C,
  ...args: IpcArgs<C>
): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

function send(channel: IpcSendChannel): void {
  ipcRenderer.send(channel);
}

function subscribe<C extends IpcEventChannel>(
  channel: C,
  listener: (payload: IpcEventPayload<C>) => void,
): () => void {
  // Wrapped so the page never receives the IpcRendererEvent (it carries `sender`, i.e. ipcRenderer).
  const wrapped = (_event: IpcRendererEvent, payload: IpcEventPayload<C>) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

let lastActivity = 0;

const api: AbtalBridge = {
  isDesktop: true,
  getInfo: () => invoke('app:info'),
  toggleFullscreen: () => invoke('window:toggle-fullscreen'),
  isFullscreen: () => invoke('window:is-fullscreen'),
  getCacheStatus: () => invoke('cache:status'),
  getProgress: () => invoke('progress:get-all'),
  setProgress: (key, value) => invoke('progress:set', { key, value }),
  getKioskConfig: () => invoke('kiosk:config'),
  getKioskState: () => invoke('kiosk:state'),
  exitKiosk: (pin) => invoke('kiosk:exit', { pin }),
  resetKiosk: () => invoke('kiosk:reset'),
  clearCache: () => invoke('cache:clear'),
  saveOffline: (paths) => invoke('offline:save', { paths }),
  offlineStatus: (paths) => invoke('offline:status', { paths }),
  getPrecacheStatus: () => invoke('kiosk:precache-status'),
  heartbeat: () => send('kiosk:heartbeat'),
  reportActivity: () => {
    // Pointer moves can fire hundreds of times a second; main needs to hear at most one a second.
    const now = Date.now();
    if (now - lastActivity < 1000) return;
    lastActivity = now;
    send('kiosk:activity');
  },
  onOnlineChange: (listener) => subscribe('app:online-changed', listener),
  onFullscreenChange: (listener) => subscribe('window:fullscreen-changed', listener),
  onKioskState: (listener) => subscribe('kiosk:state-changed', listener),
  onKioskExitRequest: (listener) => subscribe('kiosk:exit-requested', () => listener()),
};

export type PreloadApi = typeof api;

contextBridge.exposeInMainWorld('abtal', api);
