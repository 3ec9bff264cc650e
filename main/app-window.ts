import { BrowserWindow, screen, type Session, type WebPreferences } from 'electron';
import { PRODUCT_NAME } from '../shared/constants.js';
import {
  createWindowStateSaver,
  createWindowStateStore,
  loadWindowState,
  MIN_SIZE,
} from './window-state.js';

const BACKGROUND = '#0b0a14';

/** No text selection, callouts or drag ghosts on the touch screen; fields stay usable. */
const KIOSK_TOUCH_CSS =
  '*{-webkit-user-select:none;user-select:none;-webkit-touch-callout:none;-webkit-user-drag:none}' +
  'input,textarea,[contenteditable]{-webkit-user-select:text;user-select:text}';

/** The security checklist's settings, the same for both kinds of window. */
const baseWebPreferences = (ses: Session, preload: string): WebPreferences => ({
  preload,
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

export interface AppWindowOptions {
  kiosk: boolean;
  preload: string;
  /** Developer tools only in an unpackaged desktop build; never in a kiosk. */
  devTools: boolean;
}

export function createAppWindow(ses: Session, options: AppWindowOptions): BrowserWindow {
  return options.kiosk
    ? createKioskWindow(ses, options.preload)
    : createDesktopWindow(ses, options.preload, options.devTools);
}

/** A normal window that opens where it was last left (size, place, maximized, fullscreen). */
function createDesktopWindow(ses: Session, preload: string, devTools: boolean): BrowserWindow {
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
    backgroundColor: BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: { ...baseWebPreferences(ses, preload), devTools },
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

/** A locked fullscreen window over the whole primary display, with no zoom and no context menu. */
function createKioskWindow(ses: Session, preload: string): BrowserWindow {
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
    backgroundColor: BACKGROUND,
    webPreferences: { ...baseWebPreferences(ses, preload), devTools: false },
  });
  win.setMenu(null);
  win.webContents.on('context-menu', (event) => event.preventDefault());
  win.webContents.on('did-finish-load', () => {
    void win.webContents.setVisualZoomLevelLimits(1, 1);
    win.webContents.setZoomFactor(1);
    void win.webContents.insertCSS(KIOSK_TOUCH_CSS);
  });
  win.once('ready-to-show', () => {
    win.show();
    win.setKiosk(true);
  });
  return win;
}
