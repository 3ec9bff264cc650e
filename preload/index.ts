/**
 * The desktop app's preload script: exposes the bridge of api.ts as `window.abtal`. A sandboxed
 * preload should stay small and require nothing but `electron`: only types come from shared/ipc.ts.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createApi } from './api.js';

export type { PreloadApi } from './api.js';

contextBridge.exposeInMainWorld('abtal', createApi(ipcRenderer));
