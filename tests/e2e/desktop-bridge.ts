import type { Page } from './fixtures';

interface StubOptions {
  kiosk?: boolean;
  progress?: Record<string, string>;
  slideSeconds?: number;
  exitResults?: { ok: boolean; retryAfterSeconds?: number }[];
  /** The kiosk's name in the server's list (its sponsor events carry it). */
  kioskId?: string;
}

type KioskState =
  { phase: 'attract' | 'active' | 'resetting' } | { phase: 'prompt'; secondsLeft: number };

interface StubHandle {
  calls: { method: string; args: unknown[] }[];
  emit: (channel: string, payload: unknown) => void;
  runIdle: (promptSeconds: number) => void;
}

declare global {
  interface Window {
    __abtal: StubHandle;
  }
}

/**
 * The Electron bridge (`window.abtal`) stubbed before any page script runs. The stub records every
 * call in `window.__abtal.calls` and plays a simplified main process: activity ends attract and
 * prompt, and `runIdle` walks the kiosk through "Still there?" and a reset.
 */
export async function stubBridge(page: Page, options: StubOptions = {}) {
  await page.addInitScript((opts: StubOptions) => {
    const calls: StubHandle['calls'] = [];
    const listeners = new Map<string, Set<(payload: unknown) => void>>();
    const emit = (channel: string, payload: unknown) =>
      listeners.get(channel)?.forEach((listener) => listener(payload));
    const on =
      <T>(channel: string) =>
      (listener: (payload: T) => void) => {
        const set = listeners.get(channel) ?? new Set();
        const wrapped = (payload: unknown) => listener(payload as T);
        set.add(wrapped);
        listeners.set(channel, set);
        return () => void set.delete(wrapped);
      };
    let fullscreen = false;
    let state: KioskState = { phase: opts.kiosk ? 'attract' : 'active' };
    const exitResults = [...(opts.exitResults ?? [])];
    const setState = (next: KioskState) => {
      state = next;
      // Like IPC: main's answer arrives in a later task.
      setTimeout(() => emit('kiosk:state-changed', next), 0);
    };
    const record =
      <A extends unknown[], R>(method: string, fn: (...args: A) => R) =>
      (...args: A): R => {
        calls.push({ method, args });
        return fn(...args);
      };

    window.abtal = {
      isDesktop: true,
      getInfo: record('getInfo', async () => ({
        isDesktop: true as const,
        version: '0.1.0',
        platform: 'linux',
        kiosk: Boolean(opts.kiosk),
        online: navigator.onLine,
      })),
      toggleFullscreen: record('toggleFullscreen', async () => {
        fullscreen = !fullscreen;
        return fullscreen;
      }),
      isFullscreen: record('isFullscreen', async () => fullscreen),
      getCacheStatus: record('getCacheStatus', async () => ({
        bytesUsed: 0,
        bytesCap: 512,
        entries: 0,
        online: true,
      })),
      getProgress: record('getProgress', async () => ({ ...opts.progress })),
      setProgress: record('setProgress', async (_key: string, _value: string | null) => undefined),
      getKioskConfig: record('getKioskConfig', async () =>
        opts.kiosk
          ? {
              idleTimeoutSeconds: 90,
              promptSeconds: 15,
              attract: { slideSeconds: opts.slideSeconds ?? 6, message: 'Touch to start' },
              ...(opts.kioskId ? { kioskId: opts.kioskId } : {}),
            }
          : null,
      ),
      getKioskState: record('getKioskState', async () => (opts.kiosk ? state : null)),
      exitKiosk: record('exitKiosk', async (_pin: string) => exitResults.shift() ?? { ok: false }),
      resetKiosk: record('resetKiosk', async () => undefined),
      clearCache: record('clearCache', async () => ({
        bytesUsed: 0,
        bytesCap: 1,
        entries: 0,
        online: true,
      })),
      saveOffline: record('saveOffline', async (paths: string[]) => ({
        saved: paths.length,
        total: paths.length,
        offline: false,
      })),
      offlineStatus: record('offlineStatus', async (paths: string[]) => ({
        saved: 0,
        total: paths.length,
        offline: false,
      })),
      getPrecacheStatus: record('getPrecacheStatus', async () => null),
      heartbeat: record('heartbeat', () => undefined),
      reportActivity: record('reportActivity', () => {
        if (opts.kiosk && state.phase !== 'active' && state.phase !== 'resetting') {
          setState({ phase: 'active' });
        }
      }),
      onOnlineChange: on<boolean>('app:online-changed'),
      onFullscreenChange: on<boolean>('window:fullscreen-changed'),
      onKioskState: on<KioskState>('kiosk:state-changed'),
      onKioskExitRequest: on<void>('kiosk:exit-requested'),
    };
    window.__abtal = {
      calls,
      emit,
      runIdle: (promptSeconds) => {
        setState({ phase: 'prompt', secondsLeft: promptSeconds });
        setTimeout(() => {
          setState({ phase: 'resetting' });
          setTimeout(() => setState({ phase: 'attract' }), 300);
        }, promptSeconds * 1000);
      },
    };
  }, options);
}
