/**
 * Electron main process: the glue between Electron and the plain modules beside this file, which hold
 * the logic (and its tests). Kept thin on purpose: nothing here decides anything a test should check.
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  powerSaveBlocker,
  protocol,
  screen,
  session,
  shell,
  type Session,
  type WebPreferences,
} from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '../shared/constants.js';
import {
  isKioskRoute,
  type IpcEventChannel,
  type IpcEventPayload,
  type KioskState,
} from '../shared/ipc.js';
import { AssetCache } from './asset-cache.js';
import { ConfigError, loadConfig, publicKioskConfig, type AppConfig } from './config.js';
import { createIpcRouter, registerIpc } from './ipc.js';
import { heartbeatBody, startServerHeartbeat } from './heartbeat.js';
import {
  attachKioskRecovery,
  CrashRecoveryPolicy,
  decideKey,
  KioskSession,
  realTimers,
  RendererWatchdog,
} from './kiosk.js';
import { Outbox } from './outbox.js';
import { SavedAnswers } from './saved-answers.js';
import { hashPin, PinGuard } from './pin.js';
import {
  bundledArtPaths,
  kioskManifest,
  offlineStatus,
  type OfflineAnswers,
  PrecacheRunner,
  saveForOffline,
} from './precache.js';
import {
  createMemoryProgressStore,
  createPersistentProgressStore,
  type ProgressStore,
} from './progress-store.js';
import {
  APP_ORIGIN,
  APP_SCHEME,
  createAppRequestHandler,
  createBundleLookup,
  PRIVILEGED_SCHEMES,
} from './protocol.js';
import {
  contentSecurityPolicy,
  denyAllPermissions,
  hardenWebContents,
  isTrustedSender,
  type SecurityPolicy,
} from './security.js';
import {
  createWindowStateSaver,
  createWindowStateStore,
  loadWindowState,
  MIN_SIZE,
} from './window-state.js';

const here = dirname(fileURLToPath(import.meta.url));
const RENDERER_DIR = join(here, '../renderer');
const PRELOAD = join(here, '../preload/index.cjs');

// Must happen before `ready`: gives app:// an origin, secure context, fetch() and streaming.
protocol.registerSchemesAsPrivileged(PRIVILEGED_SCHEMES);

// `abtal-universe --hash-pin=<PIN>` prints the exitPinHash for a kiosk config file and exits.
const pinToHash = process.argv.find((arg) => arg.startsWith('--hash-pin='))?.slice(11);
if (pinToHash !== undefined) {
  const valid = /^\d{4,12}$/.test(pinToHash);
  if (valid) console.log(hashPin(pinToHash));
  else console.error('--hash-pin needs a PIN of 4 to 12 digits');
  // Nothing else starts: no window, no configuration needed.
  process.exit(valid ? 0 : 1);
}

let config: AppConfig;
try {
  config = loadConfig({
    argv: process.argv,
    env: process.env,
    isPackaged: app.isPackaged,
    settingsFile: join(app.getPath('userData'), 'settings.json'),
  });
} catch (error) {
  const message = error instanceof ConfigError ? error.message : String(error);
  console.error(message);
  dialog.showErrorBox(`${PRODUCT_NAME}: configuration error`, message);
  app.exit(1);
  throw error;
}

const kiosk = config.kiosk;
if (kiosk) {
  // No pinch zoom and no swipe-to-go-back on a public touch screen.
  app.commandLine.appendSwitch('disable-pinch');
  app.commandLine.appendSwitch('overscroll-history-navigation', '0');
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void start();
}

let mainWindow: BrowserWindow | null = null;
let quitting = false;
/** The longest quitting waits for the disk writes under way. */
const QUIT_WRITES_WAIT_MS = 2000;

function send<C extends IpcEventChannel>(channel: C, payload: IpcEventPayload<C>): void {
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(channel, payload);
}

async function start(): Promise<void> {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('before-quit', () => {
    quitting = true;
  });

  await app.whenReady();

  // Kiosk visitors leave nothing on disk: an in-memory partition. The desktop keeps its sign-in.
  const ses = session.fromPartition(kiosk ? 'abtal-kiosk' : 'persist:abtal');
  denyAllPermissions(ses);
  const policy: SecurityPolicy = { appOrigins: [APP_ORIGIN], allowExternal: !kiosk };
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, policy, (url) => shell.openExternal(url));
  });

  const assets = new AssetCache({
    dir: join(app.getPath('userData'), 'asset-cache'),
    origin: config.apiOrigin,
    maxBytes: config.cacheMaxBytes,
    fetch: (url, init) => ses.fetch(url, init),
  });
  await assets.init();
  const apiFetch = (url: string, init?: RequestInit) => ses.fetch(url, init);
  // Read counts and progress made offline wait here (kept on disk) until the server answers again.
  const outbox = new Outbox({ file: join(app.getPath('userData'), 'outbox.json') });
  const flushOutbox = () => void outbox.flush(apiFetch, config.apiOrigin);
  let precache: PrecacheRunner | null = null;
  assets.onOnlineChange((online) => {
    send('app:online-changed', online);
    if (!online) return;
    flushOutbox();
    precache?.networkReturned();
  });
  flushOutbox();

  const progress: ProgressStore = kiosk
    ? createMemoryProgressStore()
    : createPersistentProgressStore();
  const isBundled = createBundleLookup(RENDERER_DIR);
  // Episode answers kept for reading offline; a kiosk's visitors are anonymous and keep nothing.
  const savedAnswers = new SavedAnswers({
    dir: kiosk ? null : join(app.getPath('userData'), 'saved-answers'),
  });

  // Quitting waits for what is still being written to disk (the answers kept for reading offline,
  // the offline queue, the art cache's index), at most QUIT_WRITES_WAIT_MS: an episode read just
  // before quitting opens offline next time.
  let written = false;
  app.on('before-quit', (event) => {
    if (written) return;
    event.preventDefault();
    const writes = Promise.all([savedAnswers.saved(), outbox.saved(), assets.flush()]);
    const timeUp = new Promise((resolve) => setTimeout(resolve, QUIT_WRITES_WAIT_MS));
    void Promise.race([writes, timeUp]).finally(() => {
      written = true;
      app.quit();
    });
  });

  const handler = createAppRequestHandler({
    rendererDir: RENDERER_DIR,
    rendererDevUrl: config.rendererDevUrl,
    assets,
    apiOrigin: config.apiOrigin,
    apiFetch,
    onNetworkResult: (online) => assets.setOnline(online),
    csp: contentSecurityPolicy({ devServer: config.rendererDevUrl }),
    outbox,
    savedAnswers,
  });
  ses.protocol.handle(APP_SCHEME, handler);
  // An episode's cover and pages saved for offline: asked through the forwarder, which keeps them.
  const offlineAnswers: OfflineAnswers = {
    has: (path) => savedAnswers.has(path),
    fetch: async (path) => {
      const answer = await handler(new Request(`${APP_ORIGIN}${path}`));
      await answer.arrayBuffer().catch(() => undefined);
      return answer.status === 200 && savedAnswers.has(path);
    },
  };

  watchConnectivity(ses, assets);

  let kioskSession: KioskSession | null = null;
  const pinGuard = kiosk ? new PinGuard(kiosk.exitPinHash) : null;
  let watchdog: RendererWatchdog | null = null;

  registerIpc(
    ipcMain,
    createIpcRouter({
      isTrustedSender: (event) => isTrustedSender(event, policy),
      invoke: {
        'app:info': () => ({
          isDesktop: true as const,
          version: app.getVersion(),
          platform: process.platform,
          kiosk: kiosk !== null,
          online: assets.isOnline(),
        }),
        'window:toggle-fullscreen': () => {
          if (!mainWindow) return false;
          if (kiosk) return true; // locked
          mainWindow.setFullScreen(!mainWindow.isFullScreen());
          return mainWindow.isFullScreen();
        },
        'window:is-fullscreen': () => mainWindow?.isFullScreen() ?? false,
        'cache:status': () => assets.status(),
        'progress:get-all': () => progress.getAll(),
        'progress:set': ([entry]) => progress.set(entry.key, entry.value),
        'kiosk:config': () => (kiosk ? publicKioskConfig(kiosk) : null),
        'kiosk:state': () => kioskSession?.current ?? null,
        'kiosk:exit': ([{ pin }]) => {
          if (!pinGuard) return { ok: false };
          const result = pinGuard.check(pin);
          if (result.ok) {
            quitting = true;
            // Answer first, then leave.
            setTimeout(() => app.quit(), 100);
          }
          return result;
        },
        'kiosk:reset': async () => {
          if (kioskSession) await kioskSession.reset();
        },
        'cache:clear': async () => {
          await assets.clear();
          return assets.status();
        },
        'offline:save': ([{ paths }]) => saveForOffline(assets, isBundled, paths, offlineAnswers),
        'offline:status': ([{ paths }]) => offlineStatus(assets, isBundled, paths, offlineAnswers),
        'kiosk:precache-status': () => precache?.status() ?? null,
      },
      send: {
        'kiosk:activity': () => kioskSession?.activity(),
        'kiosk:heartbeat': () => watchdog?.beat(),
      },
    }),
  );

  if (kiosk) {
    kioskSession = new KioskSession({
      idleTimeoutSeconds: kiosk.idleTimeoutSeconds,
      promptSeconds: kiosk.promptSeconds,
      timers: realTimers,
      onChange: (state: KioskState) => send('kiosk:state-changed', state),
      onResetError: (error) => console.error('kiosk: reset failed', error),
      reset: async () => {
        // End the visitor's server session too, not only forget its cookie; best effort when offline.
        await ses
          .fetch(`${config.apiOrigin}/api/auth/logout`, {
            method: 'POST',
            credentials: 'include',
            signal: AbortSignal.timeout(3000),
          })
          .catch(() => undefined);
        await ses.clearStorageData();
        await ses.clearCache();
        await ses.clearAuthCache();
        progress.clear();
        savedAnswers.clear();
        if (mainWindow && !mainWindow.isDestroyed()) {
          mainWindow.webContents.clearHistory();
          await mainWindow.loadURL(`${APP_ORIGIN}/`);
        }
      },
    });
    powerSaveBlocker.start('prevent-display-sleep');
    Menu.setApplicationMenu(null);
  } else {
    setDesktopMenu(() => assets.clear());
  }

  const recovery = kiosk
    ? new CrashRecoveryPolicy({ maxReloadsPerWindow: kiosk.maxReloadsPerMinute, windowMs: 60_000 })
    : null;

  const createWindow = () => {
    const win = kiosk ? createKioskWindow(ses) : createDesktopWindow(ses);
    mainWindow = win;
    win.webContents.on('before-input-event', (event, input) => {
      const decision = decideKey(input, kiosk !== null);
      if (decision === 'pass') return;
      event.preventDefault();
      if (decision === 'toggle-fullscreen') win.setFullScreen(!win.isFullScreen());
      if (decision === 'staff-exit') send('kiosk:exit-requested', null);
      if (decision.startsWith('zoom-')) {
        const level = win.webContents.getZoomLevel();
        win.webContents.setZoomLevel(
          decision === 'zoom-reset'
            ? 0
            : Math.max(-3, Math.min(5, level + (decision === 'zoom-in' ? 0.5 : -0.5))),
        );
      }
    });
    if (kiosk) {
      // The route allow-list, enforced here too: a visitor never stays on a form the kiosk hides.
      win.webContents.on('did-navigate-in-page', (_event, url) => {
        if (isAppPage(url) && !isKioskRoute(new URL(url).pathname)) {
          void win.webContents.loadURL(`${APP_ORIGIN}/`);
        }
      });
    }
    win.on('enter-full-screen', () => send('window:fullscreen-changed', true));
    win.on('leave-full-screen', () => send('window:fullscreen-changed', false));
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    if (recovery) {
      const handle = attachKioskRecovery(win, {
        policy: recovery,
        timers: realTimers,
        isQuitting: () => quitting,
        log: (message) => console.warn(message),
        restartWindow: () => {
          if (!win.isDestroyed()) win.destroy();
          createWindow();
        },
      });
      watchdog?.stop();
      watchdog = new RendererWatchdog({ timers: realTimers, onStall: () => handle.stalled() });
    }
    void win.loadURL(`${APP_ORIGIN}/`);
  };
  createWindow();

  if (kiosk?.precache) {
    precache = new PrecacheRunner({
      cache: assets,
      isBundled,
      manifest: async () => kioskManifest(await bundledArtPaths(RENDERER_DIR)),
      timers: realTimers,
      onChange: (status) =>
        console.info(`kiosk: ${status.ready}/${status.total} images ready offline`),
    });
    void precache.run();
  }
  if (kiosk?.heartbeatToken) {
    startServerHeartbeat({
      apiOrigin: config.apiOrigin,
      token: kiosk.heartbeatToken,
      intervalMs: kiosk.heartbeatSeconds * 1000,
      fetch: apiFetch,
      timers: realTimers,
      body: (lastError) =>
        heartbeatBody(
          kiosk.kioskId,
          app.getVersion(),
          assets.status(),
          precache?.status() ?? null,
          lastError,
        ),
    });
  }

  app.on('activate', () => {
    if (!mainWindow) createWindow();
  });
  app.on('window-all-closed', () => {
    // In kiosk mode the recovery recreates the window; only a staff exit quits.
    if (!kiosk || quitting) app.quit();
  });
}

const baseWebPreferences = (ses: Session): WebPreferences => ({
  preload: PRELOAD,
  session: ses,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  spellcheck: false,
  safeDialogs: true,
});

function createDesktopWindow(ses: Session): BrowserWindow {
  const store = createWindowStateStore();
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const primary = screen.getPrimaryDisplay().workArea;
  const state = loadWindowState(store, [primary, ...workAreas.filter((area) => area !== primary)]);
  const win = new BrowserWindow({
    ...state.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: PRODUCT_NAME,
    backgroundColor: '#0b0a14',
    autoHideMenuBar: true,
    webPreferences: { ...baseWebPreferences(ses), devTools: !app.isPackaged },
  });
  if (state.maximized) win.maximize();
  if (state.fullscreen) win.setFullScreen(true);
  const saver = createWindowStateSaver(store, () => ({
    bounds: win.getNormalBounds(),
    maximized: win.isMaximized(),
    fullscreen: win.isFullScreen(),
  }));
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) {
    win.on(event as 'resize', () => saver.schedule());
  }
  win.on('enter-full-screen', () => saver.schedule());
  win.on('leave-full-screen', () => saver.schedule());
  win.on('close', () => saver.saveNow());
  win.once('ready-to-show', () => win.show());
  return win;
}

function createKioskWindow(ses: Session): BrowserWindow {
  const { bounds } = screen.getPrimaryDisplay();
  const win = new BrowserWindow({
    ...bounds,
    show: false,
    kiosk: true,
    fullscreen: true,
    frame: false,
    alwaysOnTop: true,
    closable: true,
    minimizable: false,
    resizable: false,
    movable: false,
    title: PRODUCT_NAME,
    backgroundColor: '#0b0a14',
    webPreferences: { ...baseWebPreferences(ses), devTools: false },
  });
  win.setMenu(null);
  win.webContents.on('context-menu', (event) => event.preventDefault());
  win.webContents.on('did-finish-load', () => {
    void win.webContents.setVisualZoomLevelLimits(1, 1);
    win.webContents.setZoomFactor(1);
    // No text selection, callouts or drag ghosts on the touch screen; fields stay usable.
    void win.webContents.insertCSS(
      '*{-webkit-user-select:none;user-select:none;-webkit-touch-callout:none;-webkit-user-drag:none}' +
        'input,textarea,[contenteditable]{-webkit-user-select:text;user-select:text}',
    );
  });
  win.once('ready-to-show', () => {
    win.show();
    win.setKiosk(true);
  });
  return win;
}

const isAppPage = (url: string) => url.startsWith(`${APP_ORIGIN}/`);

/**
 * The desktop menu (hidden until Alt on Windows and Linux): zoom, fullscreen and "Clear saved comics".
 * macOS also needs it for Quit and the clipboard shortcuts.
 */
function setDesktopMenu(clearSaved: () => Promise<void>): void {
  const mac = process.platform === 'darwin';
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      ...(mac ? [{ role: 'appMenu' as const }] : []),
      { role: 'editMenu' },
      {
        label: 'View',
        submenu: [
          { role: 'zoomIn' },
          { role: 'zoomOut' },
          { role: 'resetZoom' },
          { type: 'separator' },
          { role: 'togglefullscreen' },
        ],
      },
      {
        label: 'Offline',
        submenu: [
          {
            label: 'Clear saved comics',
            click: () => {
              void clearSaved().catch((error) => console.error('could not clear the cache', error));
            },
          },
        ],
      },
      ...(mac ? [{ role: 'windowMenu' as const }] : []),
    ]),
  );
}

/**
 * Offline state: Chromium's own view (net.isOnline) says when there is no network at all; a request that
 * fails or succeeds says more (the asset cache and the API forwarder report those). While offline, the
 * server's health endpoint is probed every 15 s so the notice goes away without waiting for a click.
 */
function watchConnectivity(ses: Session, assets: AssetCache): void {
  const check = async () => {
    if (!net.isOnline()) {
      assets.setOnline(false);
      return;
    }
    if (assets.isOnline()) return;
    try {
      await ses.fetch(`${config.apiOrigin}/api/health`, { signal: AbortSignal.timeout(5000) });
      assets.setOnline(true);
    } catch {
      assets.setOnline(false);
    }
  };
  setInterval(() => void check(), 15_000).unref();
  void check();
}
