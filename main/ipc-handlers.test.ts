import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssetCache } from './asset-cache.js';
import type { KioskConfig } from './config.js';
import { createIpcHandlers, type IpcHandlerDeps } from './ipc-handlers.js';
import type { KioskSession } from './kiosk.js';
import { hashPin, PinGuard } from './pin.js';
import { createMemoryProgressStore } from './progress-store.js';

// electron-store (behind the progress store) imports Electron, which has no binary here.
vi.mock('electron', () => {
  const electron = { app: undefined, ipcMain: undefined, shell: undefined };
  return { default: electron, ...electron };
});

const KIOSK: KioskConfig = {
  idleTimeoutSeconds: 90,
  promptSeconds: 15,
  attract: { slideSeconds: 6, message: 'Touch to start' },
  exitPinHash: hashPin('2468'),
  maxReloadsPerMinute: 3,
  precache: false,
  kioskId: 'kiosk',
  heartbeatToken: null,
  heartbeatSeconds: 60,
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'abtal-ipc-handlers-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function handlers(options: { kiosk?: boolean; session?: Partial<KioskSession> } = {}) {
  const assets = new AssetCache({
    dir,
    origin: 'https://abtal-universe.com',
    maxBytes: 1 << 20,
    fetch: async () => {
      throw new Error('offline in tests');
    },
  });
  const window = {
    toggleFullscreen: vi.fn(() => true),
    isFullscreen: vi.fn(() => false),
    heartbeat: vi.fn(),
  };
  const quitSoon = vi.fn();
  const deps: IpcHandlerDeps = {
    version: '1.2.3',
    platform: 'linux',
    kiosk: options.kiosk ? KIOSK : null,
    assets,
    isBundled: async (path) => path === '/art/logo.svg',
    offlineAnswers: { has: () => false, fetch: async () => false },
    progress: createMemoryProgressStore(),
    window,
    kioskSession: () => (options.session as KioskSession | undefined) ?? null,
    precache: () => null,
    pinGuard: options.kiosk ? new PinGuard(KIOSK.exitPinHash) : null,
    quitSoon,
  };
  return { ...createIpcHandlers(deps), assets, window, quitSoon };
}

describe('IPC answers on the desktop', () => {
  it('app:info says desktop, version, platform, kiosk and online', async () => {
    const { invoke, assets } = handlers();
    assets.setOnline(false);
    expect(await invoke['app:info']([], {} as never)).toEqual({
      isDesktop: true,
      version: '1.2.3',
      platform: 'linux',
      kiosk: false,
      online: false,
    });
  });

  it('fullscreen and the heartbeat go to the window', async () => {
    const { invoke, send, window } = handlers();
    expect(await invoke['window:toggle-fullscreen']([], {} as never)).toBe(true);
    expect(await invoke['window:is-fullscreen']([], {} as never)).toBe(false);
    send['kiosk:heartbeat']({} as never);
    expect(window.heartbeat).toHaveBeenCalledOnce();
  });

  it('progress is kept and read back', async () => {
    const { invoke } = handlers();
    await invoke['progress:set']([{ key: 'comic-progress-origins-1', value: '3' }], {} as never);
    expect(await invoke['progress:get-all']([], {} as never)).toEqual({
      'comic-progress-origins-1': '3',
    });
  });

  it('has no kiosk parts: no config, no state, no exit, no precache', async () => {
    const { invoke, send, quitSoon } = handlers();
    expect(await invoke['kiosk:config']([], {} as never)).toBeNull();
    expect(await invoke['kiosk:state']([], {} as never)).toBeNull();
    expect(await invoke['kiosk:exit']([{ pin: '2468' }], {} as never)).toEqual({ ok: false });
    expect(await invoke['kiosk:precache-status']([], {} as never)).toBeNull();
    await invoke['kiosk:reset']([], {} as never);
    send['kiosk:activity']({} as never);
    expect(quitSoon).not.toHaveBeenCalled();
  });

  it('offline status counts shipped art as saved; the cache can be cleared', async () => {
    const { invoke } = handlers();
    const paths = ['/art/logo.svg', '/art/covers/x.svg', '/art/logo.svg'];
    expect(await invoke['offline:status']([{ paths }], {} as never)).toMatchObject({
      saved: 1,
      total: 2,
    });
    expect(await invoke['cache:clear']([], {} as never)).toMatchObject({
      entries: 0,
      bytesUsed: 0,
    });
  });
});

describe('IPC answers in a kiosk', () => {
  it('gives the public kiosk config only', async () => {
    const { invoke } = handlers({ kiosk: true });
    expect(await invoke['kiosk:config']([], {} as never)).toEqual({
      idleTimeoutSeconds: 90,
      promptSeconds: 15,
      attract: { slideSeconds: 6, message: 'Touch to start' },
      kioskId: 'kiosk',
    });
  });

  it('the staff exit quits only with the right PIN', async () => {
    const { invoke, quitSoon } = handlers({ kiosk: true });
    expect(await invoke['kiosk:exit']([{ pin: '0000' }], {} as never)).toEqual({ ok: false });
    expect(quitSoon).not.toHaveBeenCalled();
    expect(await invoke['kiosk:exit']([{ pin: '2468' }], {} as never)).toEqual({ ok: true });
    expect(quitSoon).toHaveBeenCalledOnce();
  });

  it('state, reset and activity go to the visitor session', async () => {
    const session = { current: { phase: 'active' as const }, reset: vi.fn(), activity: vi.fn() };
    const { invoke, send } = handlers({ kiosk: true, session });
    expect(await invoke['kiosk:state']([], {} as never)).toEqual({ phase: 'active' });
    await invoke['kiosk:reset']([], {} as never);
    send['kiosk:activity']({} as never);
    expect(session.reset).toHaveBeenCalledOnce();
    expect(session.activity).toHaveBeenCalledOnce();
  });
});
