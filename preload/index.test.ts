import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ipcEvents, ipcInvoke, ipcSend } from '../shared/ipc.js';
import type { PreloadApi } from './api.js';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (..._args: unknown[]) => 'answer');
const send = vi.fn();
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => {
      exposed[key] = api;
    },
  },
  ipcRenderer: {
    invoke: (...args: unknown[]) => invoke(...args),
    send: (...args: unknown[]) => send(...args),
    on: (channel: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    },
    removeListener: (channel: string, listener: (...args: unknown[]) => void) => {
      listeners.get(channel)?.delete(listener);
    },
  },
}));

let api: PreloadApi;
beforeAll(async () => {
  await import('./index.js');
  api = exposed.abtal as PreloadApi;
});

describe('preload bridge', () => {
  it('exposes only window.abtal, with functions and the desktop flag, never ipcRenderer', () => {
    expect(Object.keys(exposed)).toEqual(['abtal']);
    expect(api.isDesktop).toBe(true);
    for (const [name, value] of Object.entries(api)) {
      if (name === 'isDesktop') continue;
      expect(typeof value, name).toBe('function');
    }
    expect(Object.values(api)).not.toContain(undefined);
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/ipc|send|invoke/i);
  });

  it('sends each method on its channel with the arguments main expects', async () => {
    const calls: [() => Promise<unknown>, unknown[]][] = [
      [() => api.getInfo(), ['app:info']],
      [() => api.toggleFullscreen(), ['window:toggle-fullscreen']],
      [() => api.isFullscreen(), ['window:is-fullscreen']],
      [() => api.getCacheStatus(), ['cache:status']],
      [() => api.getProgress(), ['progress:get-all']],
      [
        () => api.setProgress('comic-read-origins-1', 'true'),
        ['progress:set', { key: 'comic-read-origins-1', value: 'true' }],
      ],
      [() => api.getKioskConfig(), ['kiosk:config']],
      [() => api.getKioskState(), ['kiosk:state']],
      [() => api.exitKiosk('2468'), ['kiosk:exit', { pin: '2468' }]],
      [() => api.resetKiosk(), ['kiosk:reset']],
      [() => api.clearCache(), ['cache:clear']],
      [
        () => api.saveOffline(['/art/episodes/e1/page-1.svg']),
        ['offline:save', { paths: ['/art/episodes/e1/page-1.svg'] }],
      ],
      [
        () => api.offlineStatus(['/art/covers/origins-1.svg']),
        ['offline:status', { paths: ['/art/covers/origins-1.svg'] }],
      ],
      [() => api.getPrecacheStatus(), ['kiosk:precache-status']],
    ];
    const channels = new Set<string>();
    for (const [call, expected] of calls) {
      invoke.mockClear();
      await expect(call()).resolves.toBe('answer');
      expect(invoke).toHaveBeenCalledWith(...expected);
      channels.add(expected[0] as string);
      // What preload sends passes main's validation.
      const schema = ipcInvoke[expected[0] as keyof typeof ipcInvoke].args;
      expect(schema.safeParse(expected.slice(1)).success, String(expected[0])).toBe(true);
    }
    expect([...channels].sort()).toEqual(Object.keys(ipcInvoke).sort());
  });

  it('reports kiosk activity at most once a second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    api.reportActivity();
    api.reportActivity();
    vi.setSystemTime(10_500);
    api.reportActivity();
    expect(send).toHaveBeenCalledTimes(1);
    vi.setSystemTime(11_100);
    api.reportActivity();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith(Object.keys(ipcSend)[0]);
    vi.useRealTimers();
  });

  it('delivers main events without the IPC event object, and unsubscribes', () => {
    const online = vi.fn();
    const off = api.onOnlineChange(online);
    const exit = vi.fn();
    api.onKioskExitRequest(exit);
    for (const listener of listeners.get('app:online-changed')!)
      listener({ sender: 'ipcRenderer' }, false);
    for (const listener of listeners.get('kiosk:exit-requested')!)
      listener({ sender: 'ipcRenderer' }, null);
    expect(online).toHaveBeenCalledWith(false);
    expect(exit).toHaveBeenCalledWith();
    off();
    expect(listeners.get('app:online-changed')!.size).toBe(0);
    // Every event channel of the shared map has a subscriber method.
    api.onFullscreenChange(vi.fn());
    api.onKioskState(vi.fn());
    expect([...listeners.keys()].sort()).toEqual(Object.keys(ipcEvents).sort());
  });
});
