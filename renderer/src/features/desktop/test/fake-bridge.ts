import { vi } from 'vitest';
import type {
  PrecacheStatus,
  AppInfo,
  KioskExitResult,
  KioskPublicConfig,
  KioskState,
  ProgressMap,
} from '@shared/ipc';
import type { PreloadApi } from '../bridge';

type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    subscribe: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: (value: T) => listeners.forEach((listener) => listener(value)),
    get size() {
      return listeners.size;
    },
  };
}

export interface FakeBridgeOptions {
  kiosk?: boolean;
  online?: boolean;
  fullscreen?: boolean;
  progress?: ProgressMap;
  kioskConfig?: KioskPublicConfig | null;
  kioskState?: KioskState | null;
  exitResults?: KioskExitResult[];
}

/** A stand-in for `window.abtal` that records calls and lets a test push main's events. */
export function createFakeBridge(options: FakeBridgeOptions = {}) {
  const online = channel<boolean>();
  const fullscreenChanged = channel<boolean>();
  const kioskState = channel<KioskState>();
  const exitRequest = channel<void>();
  const store: ProgressMap = { ...options.progress };
  let fullscreen = options.fullscreen ?? false;
  const exitResults = [...(options.exitResults ?? [{ ok: false }])];
  const kiosk = options.kiosk ?? false;

  const info: AppInfo = {
    isDesktop: true,
    version: '0.1.0',
    platform: 'linux',
    kiosk,
    online: options.online ?? true,
  };

  const bridge = {
    isDesktop: true as const,
    getInfo: vi.fn(async () => info),
    toggleFullscreen: vi.fn(async () => {
      fullscreen = !fullscreen;
      return fullscreen;
    }),
    isFullscreen: vi.fn(async () => fullscreen),
    getCacheStatus: vi.fn(async () => ({ bytesUsed: 0, bytesCap: 1, entries: 0, online: true })),
    getProgress: vi.fn(async () => ({ ...store })),
    setProgress: vi.fn(async (key: string, value: string | null) => {
      if (value === null) delete store[key];
      else store[key] = value;
    }),
    getKioskConfig: vi.fn(async () =>
      options.kioskConfig !== undefined
        ? options.kioskConfig
        : kiosk
          ? {
              idleTimeoutSeconds: 90,
              promptSeconds: 15,
              attract: { slideSeconds: 6, message: 'Touch to start' },
            }
          : null,
    ),
    getKioskState: vi.fn(async (): Promise<KioskState | null> =>
      options.kioskState !== undefined ? options.kioskState : kiosk ? { phase: 'attract' } : null,
    ),
    exitKiosk: vi.fn(async (_pin: string) => exitResults.shift() ?? { ok: false }),
    resetKiosk: vi.fn(async () => undefined),
    clearCache: vi.fn(async () => ({ bytesUsed: 0, bytesCap: 1, entries: 0, online: true })),
    saveOffline: vi.fn(async (paths: string[]) => ({
      saved: paths.length,
      total: paths.length,
      offline: false,
    })),
    offlineStatus: vi.fn(async (paths: string[]) => ({
      saved: 0,
      total: paths.length,
      offline: false,
    })),
    getPrecacheStatus: vi.fn(async (): Promise<PrecacheStatus | null> => null),
    heartbeat: vi.fn(),
    reportActivity: vi.fn(),
    onOnlineChange: vi.fn(online.subscribe),
    onFullscreenChange: vi.fn(fullscreenChanged.subscribe),
    onKioskState: vi.fn(kioskState.subscribe),
    onKioskExitRequest: vi.fn((listener: () => void) => exitRequest.subscribe(listener)),
  } satisfies PreloadApi;

  return {
    bridge,
    store,
    emit: {
      online: online.emit,
      fullscreen: (value: boolean) => {
        fullscreen = value;
        fullscreenChanged.emit(value);
      },
      kioskState: kioskState.emit,
      exitRequest: () => exitRequest.emit(undefined),
    },
    listeners: { online, fullscreenChanged, kioskState, exitRequest },
  };
}

export type FakeBridge = ReturnType<typeof createFakeBridge>;

/** Installs the fake as `window.abtal` until `uninstallBridge`. */
export function installBridge(fake: FakeBridge): FakeBridge {
  window.abtal = fake.bridge;
  return fake;
}

export function uninstallBridge(): void {
  delete window.abtal;
}
