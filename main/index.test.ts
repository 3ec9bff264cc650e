import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyDown } from './testing/fake-window.js';

/**
 * The glue in main/index.ts against a stand-in Electron: checks the window options of the security
 * checklist, the kiosk window, and that the scheme, permissions and IPC are wired up.
 */
const h = vi.hoisted(() => ({
  windows: [] as { options: Record<string, unknown>; win: unknown }[],
  schemes: [] as unknown[],
  handledSchemes: [] as string[],
  protocolHandler: null as null | ((request: Request) => Promise<Response>),
  app: null as null | import('node:events').EventEmitter,
  ipcChannels: [] as string[],
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  sent: [] as [string, unknown][],
  cleared: [] as string[],
  switches: [] as string[],
  partitions: [] as string[],
  permissionHandlers: 0,
  powerSave: [] as string[],
  userData: '',
  ready: null as null | (() => void),
  onQuit: null as null | (() => void),
}));

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class BrowserWindow extends Emitter {
    webContents = Object.assign(new Emitter(), {
      send: (channel: string, payload: unknown) => h.sent.push([channel, payload]),
      setWindowOpenHandler: () => undefined,
      reload: () => undefined,
      setVisualZoomLevelLimits: async () => undefined,
      setZoomFactor: () => undefined,
      insertCSS: async () => '',
      clearHistory: () => undefined,
      zoom: 0,
      getZoomLevel() {
        return this.zoom;
      },
      setZoomLevel(level: number) {
        this.zoom = level;
      },
      forcefullyCrashRenderer: () => undefined,
    });
    constructor(options: Record<string, unknown>) {
      super();
      h.windows.push({ options, win: this });
    }
    loadURL = async () => undefined;
    setMenu = () => undefined;
    destroyed = false;
    isDestroyed = () => this.destroyed;
    destroy = () => {
      this.destroyed = true;
      this.emit('closed');
    };
    isFullScreen = () => false;
    setFullScreen = () => undefined;
    maximize = () => undefined;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 820 });
    isMaximized = () => false;
    show = () => undefined;
    setKiosk = () => undefined;
    isMinimized = () => false;
    focus = () => undefined;
  }
  const ses = {
    protocol: {
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        h.handledSchemes.push(scheme);
        h.protocolHandler = handler;
      },
    },
    fetch: async () => {
      throw new Error('offline in tests');
    },
    setPermissionRequestHandler: () => (h.permissionHandlers += 1),
    setPermissionCheckHandler: () => (h.permissionHandlers += 1),
    setDevicePermissionHandler: () => (h.permissionHandlers += 1),
    clearStorageData: async () => void h.cleared.push('storage'),
    clearCache: async () => void h.cleared.push('cache'),
    clearAuthCache: async () => void h.cleared.push('auth'),
  };
  const app = Object.assign(new Emitter(), {
    isPackaged: true,
    commandLine: { appendSwitch: (name: string) => h.switches.push(name) },
    getPath: () => h.userData,
    getVersion: () => '0.1.0',
    requestSingleInstanceLock: () => true,
    whenReady: () => new Promise<void>((resolve) => (h.ready = resolve)),
    quit: () => h.onQuit?.(),
    exit: () => undefined,
  });
  h.app = app;
  const display = {
    workArea: { x: 0, y: 0, width: 1920, height: 1040 },
    bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  };
  const electron = {
    app,
    BrowserWindow,
    dialog: { showErrorBox: () => undefined },
    ipcMain: {
      handle: (channel: string, fn: (event: unknown, ...args: unknown[]) => unknown) => {
        h.ipcChannels.push(channel);
        h.handlers.set(channel, fn);
      },
      on: (channel: string) => h.ipcChannels.push(channel),
    },
    Menu: { setApplicationMenu: () => undefined, buildFromTemplate: () => ({}) },
    net: { isOnline: () => false },
    powerSaveBlocker: { start: (type: string) => (h.powerSave.push(type), 1) },
    protocol: { registerSchemesAsPrivileged: (schemes: unknown[]) => h.schemes.push(...schemes) },
    screen: { getAllDisplays: () => [display], getPrimaryDisplay: () => display },
    session: { fromPartition: (name: string) => (h.partitions.push(name), ses) },
    shell: { openExternal: async () => undefined },
  };
  return { default: electron, ...electron };
});

// Each test imports the whole main process afresh (vi.resetModules): seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

const env = { ...process.env };

beforeEach(async () => {
  vi.resetModules();
  h.windows.length = 0;
  h.schemes.length = 0;
  h.handledSchemes.length = 0;
  h.ipcChannels.length = 0;
  h.switches.length = 0;
  h.partitions.length = 0;
  h.powerSave.length = 0;
  h.permissionHandlers = 0;
  h.handlers.clear();
  h.sent.length = 0;
  h.cleared.length = 0;
  h.onQuit = null;
  // The stand-in Electron outlives each test's fresh main module: drop the listeners of the last.
  h.app?.removeAllListeners();
  h.userData = await mkdtemp(join(tmpdir(), 'abtal-main-'));
});

afterEach(async () => {
  process.env = { ...env };
  await rm(h.userData, { recursive: true, force: true });
});

async function boot() {
  await import('./index.js');
  expect(h.schemes).toHaveLength(1); // registered before ready
  h.ready!();
  await vi.waitFor(() => expect(h.windows).toHaveLength(1));
  return h.windows[0]!;
}

type FakeWindow = import('node:events').EventEmitter & {
  webContents: import('node:events').EventEmitter;
};

describe('main process glue: the desktop app', () => {
  it('serves the built renderer from the folder next to main (the app shell answers)', async () => {
    await boot();
    const res = await h.protocolHandler!(new Request('app://abtal/comics'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('hardens every web contents: navigation away from the app is stopped', async () => {
    await boot();
    const contents = Object.assign(new (await import('node:events')).EventEmitter(), {
      setWindowOpenHandler: vi.fn(),
    });
    h.app!.emit('web-contents-created', {}, contents);
    const event = { preventDefault: vi.fn() };
    contents.emit('will-navigate', event, 'file:///etc/passwd');
    expect(event.preventDefault).toHaveBeenCalled();
    const inside = { preventDefault: vi.fn() };
    contents.emit('will-navigate', inside, 'app://abtal/comics');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });

  it('zooms the desktop window with Ctrl +, - and 0', async () => {
    const { win } = await boot();
    const contents = (win as FakeWindow).webContents as FakeWindow['webContents'] & {
      zoom: number;
    };
    const press = (key: string) =>
      contents.emit(
        'before-input-event',
        { preventDefault: () => undefined },
        { type: 'keyDown', key, control: true, shift: false, alt: false, meta: false },
      );
    press('=');
    press('=');
    expect(contents.zoom).toBe(1);
    press('-');
    expect(contents.zoom).toBe(0.5);
    press('0');
    expect(contents.zoom).toBe(0);
  });

  it('watches connectivity at start: no network means the renderer hears it is offline', async () => {
    await boot();
    const app = { senderFrame: { url: 'app://abtal/', parent: null } };
    await vi.waitFor(async () =>
      expect(await h.handlers.get('app:info')!(app)).toMatchObject({ online: false }),
    );
  });

  it('creates the desktop window with isolation, sandbox and no node integration', async () => {
    const { options } = await boot();
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: false,
    });
    expect(String((options.webPreferences as { preload: string }).preload)).toMatch(
      /preload[\\/]index\.cjs$/,
    );
    expect(options.kiosk).toBeUndefined();
    expect(h.partitions).toEqual(['persist:abtal']);
    expect(h.handledSchemes).toEqual(['app']);
    expect(h.permissionHandlers).toBe(3);
    expect(new Set(h.ipcChannels)).toContain('progress:set');
    expect(new Set(h.ipcChannels)).toContain('kiosk:activity');
    expect(h.powerSave).toEqual([]);
  });

  it('desktop progress is written to disk in the user data folder', async () => {
    await boot();
    const app = { senderFrame: { url: 'app://abtal/', parent: null } };
    await h.handlers.get('progress:set')!(app, { key: 'comic-read-guardians-2', value: 'true' });
    const { readFile } = await import('node:fs/promises');
    const stored = JSON.parse(await readFile(join(h.userData, 'reading-progress.json'), 'utf8'));
    expect(stored).toEqual({ 'comic-read-guardians-2': 'true' });
  });
});

describe('main process glue: the kiosk', () => {
  it('kiosk keys are locked down on the window and the staff combination asks for the PIN', async () => {
    process.env.ABTAL_KIOSK = '1';
    process.env.ABTAL_KIOSK_PIN = '2468';
    const { win } = await boot();

    const reload = { preventDefault: vi.fn() };
    (win as FakeWindow).webContents.emit(
      'before-input-event',
      reload,
      keyDown('r', { control: true }),
    );
    expect(reload.preventDefault).toHaveBeenCalled();
    const staff = { preventDefault: vi.fn() };
    (win as FakeWindow).webContents.emit(
      'before-input-event',
      staff,
      keyDown('k', { control: true, shift: true, alt: true }),
    );
    expect(h.sent).toContainEqual(['kiosk:exit-requested', null]);
    const arrow = { preventDefault: vi.fn() };
    (win as FakeWindow).webContents.emit('before-input-event', arrow, keyDown('ArrowRight'));
    expect(arrow.preventDefault).not.toHaveBeenCalled();
  });

  it('kiosk: a visitor who reaches a hidden form is sent back to the start', async () => {
    process.env.ABTAL_KIOSK = '1';
    process.env.ABTAL_KIOSK_PIN = '2468';
    const { win } = await boot();
    const loads: string[] = [];
    (win as { webContents: { loadURL?: unknown } }).webContents.loadURL = async (url: string) =>
      void loads.push(url);
    (win as FakeWindow).webContents.emit('did-navigate-in-page', {}, 'app://abtal/comics');
    expect(loads).toEqual([]);
    (win as FakeWindow).webContents.emit('did-navigate-in-page', {}, 'app://abtal/auth/login');
    expect(loads).toEqual(['app://abtal/']);
  });

  it('starts a locked kiosk window with an in-memory session and the display kept awake', async () => {
    process.env.ABTAL_KIOSK = '1';
    process.env.ABTAL_KIOSK_PIN = '2468';
    const { options, win } = await boot();
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, frame: false });
    expect(options.webPreferences).toMatchObject({
      devTools: false,
      sandbox: true,
      contextIsolation: true,
    });
    expect(h.partitions).toEqual(['abtal-kiosk']);
    expect(h.switches).toContain('disable-pinch');
    expect(h.powerSave).toEqual(['prevent-display-sleep']);

    // Closing the kiosk window (Alt+F4, a crash of the window) brings a new one.
    (win as { destroy(): void }).destroy();
    expect(h.windows).toHaveLength(2);
  });

  it('kiosk reset clears storage and the visitor progress, then shows attract again', async () => {
    process.env.ABTAL_KIOSK = '1';
    process.env.ABTAL_KIOSK_PIN = '2468';
    await boot();
    const app = { senderFrame: { url: 'app://abtal/comics', parent: null } };
    const call = (channel: string, ...args: unknown[]) => h.handlers.get(channel)!(app, ...args);

    await call('progress:set', { key: 'comic-progress-origins-1', value: '3' });
    expect(await call('progress:get-all')).toEqual({ 'comic-progress-origins-1': '3' });
    expect(await call('kiosk:config')).toEqual({
      idleTimeoutSeconds: 90,
      promptSeconds: 15,
      attract: { slideSeconds: 6, message: 'Touch to start' },
      kioskId: 'kiosk',
    });

    await call('kiosk:reset');
    expect(h.cleared).toEqual(['storage', 'cache', 'auth']);
    expect(await call('progress:get-all')).toEqual({});
    expect(h.sent.filter(([channel]) => channel === 'kiosk:state-changed')).toEqual([
      ['kiosk:state-changed', { phase: 'resetting' }],
      ['kiosk:state-changed', { phase: 'attract' }],
    ]);
    expect(await call('kiosk:exit', { pin: '0000' })).toEqual({ ok: false });
    await expect(
      h.handlers.get('kiosk:reset')!({
        senderFrame: { url: 'https://evil.example/', parent: null },
      }),
    ).rejects.toThrow(/sender is not the app/);
  });
});

describe('main process glue: the command line and quitting', () => {
  it('--hash-pin prints a salted hash of the PIN and exits', async () => {
    const argv = process.argv;
    process.argv = [...argv, '--hash-pin=735194'];
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    try {
      await import('./index.js');
      expect(exit).toHaveBeenCalledWith(0);
      const { verifyPin } = await import('./pin.js');
      expect(printed).toHaveLength(1);
      expect(verifyPin('735194', printed[0]!)).toBe(true);
    } finally {
      process.argv = argv;
      log.mockRestore();
      exit.mockRestore();
    }
  });

  it('quitting waits until what is being written (here the offline queue) is on disk', async () => {
    await boot();
    const queueFile = join(h.userData, 'outbox.json');
    // How many requests the queue file holds at the moment the app quits.
    const onDiskAtQuit: number[] = [];
    h.onQuit = () =>
      onDiskAtQuit.push(
        existsSync(queueFile)
          ? (JSON.parse(readFileSync(queueFile, 'utf8')) as unknown[]).length
          : 0,
      );
    const read = await h.protocolHandler!(
      new Request('app://abtal/api/comic-reads/origins-1', { method: 'POST' }),
    );
    expect(read.status).toBe(202); // offline: queued
    const event = { preventDefault: vi.fn() };
    h.app!.emit('before-quit', event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onDiskAtQuit).toHaveLength(1));
    expect(onDiskAtQuit).toEqual([1]);
    // The quit asked for once the writes are done goes ahead.
    const again = { preventDefault: vi.fn() };
    h.app!.emit('before-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });
});
