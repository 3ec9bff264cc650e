/**
 * Electron main process: wires Electron to the modules beside this file, which hold the logic and its
 * tests (main-window, app-window, window-input, quit, ipc-handlers, kiosk-reset, connectivity, ...).
 * Nothing here decides anything a test should check.
 */
import { app, dialog, ipcMain, net, powerSaveBlocker, protocol, session, shell } from 'electron';
import type { Session } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '../shared/constants.js';
import { setAppMenu } from './app-menu.js';
import { createAppWindow } from './app-window.js';
import { AssetCache } from './asset-cache.js';
import { ConfigError, loadConfig, type AppConfig, type KioskConfig } from './config.js';
import { watchConnectivity } from './connectivity.js';
import { heartbeatBody, startServerHeartbeat } from './heartbeat.js';
import { createIpcRouter, registerIpc } from './ipc.js';
import { createIpcHandlers } from './ipc-handlers.js';
import { realTimers, type KioskSession } from './kiosk.js';
import { createVisitorSession } from './kiosk-reset.js';
import { MainWindow } from './main-window.js';
import { Outbox } from './outbox.js';
import { hashPinCommand, PinGuard } from './pin.js';
import { bundledArtPaths, kioskManifest, PrecacheRunner, type OfflineAnswers } from './precache.js';
import { createMemoryProgressStore, createPersistentProgressStore } from './progress-store.js';
import {
  APP_ORIGIN,
  APP_SCHEME,
  createAppRequestHandler,
  createBundleLookup,
  PRIVILEGED_SCHEMES,
} from './protocol.js';
import { QuitControl } from './quit.js';
import { SavedAnswers } from './saved-answers.js';
import {
  contentSecurityPolicy,
  denyAllPermissions,
  hardenWebContents,
  isTrustedSender,
  type SecurityPolicy,
  shellStyleSources,
} from './security.js';

const here = dirname(fileURLToPath(import.meta.url));
const RENDERER_DIR = join(here, '../renderer');
const PRELOAD = join(here, '../preload/index.cjs');

// Must happen before `ready`: gives app:// an origin, secure context, fetch() and streaming.
protocol.registerSchemesAsPrivileged(PRIVILEGED_SCHEMES);

const command = hashPinCommand(process.argv);
if (command) {
  if (command.stdout) console.log(command.stdout);
  if (command.stderr) console.error(command.stderr);
  // Nothing else starts: no window, no configuration needed.
  process.exit(command.exitCode);
}

const config = readConfig();
const kiosk = config.kiosk;
const policy: SecurityPolicy = { appOrigins: [APP_ORIGIN], allowExternal: !kiosk };
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

function readConfig(): AppConfig {
  try {
    return loadConfig({
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
}

async function start(): Promise<void> {
  const quit = new QuitControl(app, { kiosk: kiosk !== null, timers: realTimers });
  let mainWindow: MainWindow | null = null;
  app.on('second-instance', () => mainWindow?.focus());

  await app.whenReady();

  const ses = openSession();
  const offline = await serveApp(ses);
  const { assets, savedAnswers, outbox } = offline;
  quit.waitForWrites(() => Promise.all([savedAnswers.saved(), outbox.saved(), assets.flush()]));
  const window = new MainWindow({
    create: () =>
      createAppWindow(ses, { kiosk: !!kiosk, preload: PRELOAD, devTools: !app.isPackaged }),
    kiosk,
    isQuitting: () => quit.quitting,
    timers: realTimers,
    log: (message) => console.warn(message),
  });
  mainWindow = window;

  let precache: PrecacheRunner | null = null;
  assets.onOnlineChange((online) => {
    window.send('app:online-changed', online);
    if (!online) return;
    offline.flushOutbox();
    precache?.networkReturned();
  });
  offline.flushOutbox();
  watchConnectivity({
    hasNetwork: () => net.isOnline(),
    probe: () => ses.fetch(`${config.apiOrigin}/api/health`, { signal: AbortSignal.timeout(5000) }),
    isOnline: () => assets.isOnline(),
    setOnline: (online) => assets.setOnline(online),
  });

  let kioskSession: KioskSession | null = null;
  registerIpc(
    ipcMain,
    createIpcRouter({
      isTrustedSender: (event) => isTrustedSender(event, policy),
      ...createIpcHandlers({
        version: app.getVersion(),
        platform: process.platform,
        kiosk,
        ...offline,
        window,
        kioskSession: () => kioskSession,
        precache: () => precache,
        pinGuard: kiosk ? new PinGuard(kiosk.exitPinHash) : null,
        quitSoon: () => quit.quitSoon(),
      }),
    }),
  );

  if (kiosk) {
    kioskSession = createVisitorSession(kiosk, {
      traces: {
        ...offline,
        session: ses,
        apiOrigin: config.apiOrigin,
        showStart: () => window.showStart(),
      },
      timers: realTimers,
      onChange: (state) => window.send('kiosk:state-changed', state),
    });
    powerSaveBlocker.start('prevent-display-sleep');
  }
  setAppMenu(kiosk !== null, () => assets.clear());

  window.open();
  if (kiosk) precache = startKioskUpkeep(kiosk, offline);

  app.on('activate', () => {
    if (!window.isOpen) window.open();
  });
  app.on('window-all-closed', () => quit.windowsClosed());
}

/**
 * The window's session, hardened. Kiosk visitors leave nothing on disk: an in-memory partition. The
 * desktop keeps its sign-in.
 */
function openSession(): Session {
  const ses = session.fromPartition(kiosk ? 'abtal-kiosk' : 'persist:abtal');
  denyAllPermissions(ses);
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, policy, (url) => shell.openExternal(url));
  });
  return ses;
}

/** The stores behind app:// and the handler that serves it from them. */
async function serveApp(ses: Session) {
  const userData = app.getPath('userData');
  const apiFetch = (url: string, init?: RequestInit) => ses.fetch(url, init);
  const assets = new AssetCache({
    dir: join(userData, 'asset-cache'),
    origin: config.apiOrigin,
    maxBytes: config.cacheMaxBytes,
    fetch: apiFetch,
  });
  await assets.init();
  // Read counts and progress made offline wait here (kept on disk) until the server answers again.
  const outbox = new Outbox({ file: join(userData, 'outbox.json') });
  const progress = kiosk ? createMemoryProgressStore() : createPersistentProgressStore();
  // Episode answers kept for reading offline; a kiosk's visitors are anonymous and keep nothing.
  const savedAnswers = new SavedAnswers({ dir: kiosk ? null : join(userData, 'saved-answers') });
  const handler = createAppRequestHandler({
    rendererDir: RENDERER_DIR,
    rendererDevUrl: config.rendererDevUrl,
    assets,
    apiOrigin: config.apiOrigin,
    apiFetch,
    onNetworkResult: (online) => assets.setOnline(online),
    csp: contentSecurityPolicy({
      devServer: config.rendererDevUrl,
      styleSources: shellStyleSources(RENDERER_DIR),
    }),
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
  return {
    assets,
    apiFetch,
    outbox,
    flushOutbox: () => void outbox.flush(apiFetch, config.apiOrigin),
    progress,
    savedAnswers,
    isBundled: createBundleLookup(RENDERER_DIR),
    offlineAnswers,
  };
}

/** A kiosk's own upkeep: the art saved ahead for offline, and the heartbeat to the server. */
function startKioskUpkeep(
  kioskConfig: KioskConfig,
  offline: Awaited<ReturnType<typeof serveApp>>,
): PrecacheRunner | null {
  const { assets } = offline;
  let precache: PrecacheRunner | null = null;
  if (kioskConfig.precache) {
    precache = new PrecacheRunner({
      cache: assets,
      isBundled: offline.isBundled,
      manifest: async () => kioskManifest(await bundledArtPaths(RENDERER_DIR)),
      timers: realTimers,
      onChange: (status) =>
        console.info(`kiosk: ${status.ready}/${status.total} images ready offline`),
    });
    void precache.run();
  }
  if (kioskConfig.heartbeatToken) {
    startServerHeartbeat({
      apiOrigin: config.apiOrigin,
      token: kioskConfig.heartbeatToken,
      intervalMs: kioskConfig.heartbeatSeconds * 1000,
      fetch: offline.apiFetch,
      timers: realTimers,
      body: (lastError) =>
        heartbeatBody(
          kioskConfig.kioskId,
          app.getVersion(),
          assets.status(),
          precache?.status() ?? null,
          lastError,
        ),
    });
  }
  return precache;
}
