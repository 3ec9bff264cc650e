import type { BrowserWindow } from 'electron';
import type { IpcEventChannel, IpcEventPayload } from '../shared/ipc.js';
import {
  attachKioskRecovery,
  CrashRecoveryPolicy,
  RendererWatchdog,
  type Timers,
} from './kiosk.js';
import { APP_ORIGIN } from './protocol.js';
import { attachWindowInput } from './window-input.js';

/** The app's start page: where a window opens and where a kiosk returns between visitors. */
export const START_URL = `${APP_ORIGIN}/`;

export interface MainWindowOptions {
  /** Makes a new window (app-window.ts). */
  create: () => BrowserWindow;
  /** In a kiosk: how many reloads a minute before the window is recreated instead. */
  kiosk: { maxReloadsPerMinute: number } | null;
  isQuitting: () => boolean;
  timers: Timers;
  log?: (message: string) => void;
}

/**
 * The app's one window across its lifetime: keys and fullscreen events wired when it opens; in a kiosk,
 * kept alive (a crashed, hung or closed window comes back) and watched by the page's heartbeat.
 */
export class MainWindow {
  private win: BrowserWindow | null = null;
  private watchdog: RendererWatchdog | null = null;
  private readonly recovery: CrashRecoveryPolicy | null;

  constructor(private readonly options: MainWindowOptions) {
    this.recovery = options.kiosk
      ? new CrashRecoveryPolicy({
          maxReloadsPerWindow: options.kiosk.maxReloadsPerMinute,
          windowMs: 60_000,
        })
      : null;
  }

  get isOpen(): boolean {
    return this.win !== null;
  }

  open(): void {
    const win = this.options.create();
    this.win = win;
    attachWindowInput(win, {
      kiosk: this.options.kiosk !== null,
      onStaffExit: () => this.send('kiosk:exit-requested', null),
    });
    win.on('enter-full-screen', () => this.send('window:fullscreen-changed', true));
    win.on('leave-full-screen', () => this.send('window:fullscreen-changed', false));
    win.on('closed', () => {
      if (this.win === win) this.win = null;
    });
    if (this.recovery) this.keepAlive(win, this.recovery);
    void win.loadURL(START_URL);
  }

  /** A second start of the app brings this window forward instead of opening another. */
  focus(): void {
    if (!this.win) return;
    if (this.win.isMinimized()) this.win.restore();
    this.win.focus();
  }

  send<C extends IpcEventChannel>(channel: C, payload: IpcEventPayload<C>): void {
    const win = this.live();
    if (win) win.webContents.send(channel, payload);
  }

  /** The kiosk page's heartbeat: while it keeps coming, the page is running. */
  heartbeat(): void {
    this.watchdog?.beat();
  }

  /** The new state; a kiosk stays fullscreen (locked), so the answer there is always true. */
  toggleFullscreen(): boolean {
    if (!this.win) return false;
    if (this.options.kiosk) return true;
    this.win.setFullScreen(!this.win.isFullScreen());
    return this.win.isFullScreen();
  }

  isFullscreen(): boolean {
    return this.win?.isFullScreen() ?? false;
  }

  /** Back to the start page with no history to go back to (a kiosk between visitors). */
  async showStart(): Promise<void> {
    const win = this.live();
    if (!win) return;
    win.webContents.clearHistory();
    await win.loadURL(START_URL);
  }

  private live(): BrowserWindow | null {
    return this.win && !this.win.isDestroyed() ? this.win : null;
  }

  private keepAlive(win: BrowserWindow, policy: CrashRecoveryPolicy): void {
    const { timers } = this.options;
    const handle = attachKioskRecovery(win, {
      policy,
      timers,
      isQuitting: this.options.isQuitting,
      log: this.options.log,
      restartWindow: () => {
        if (!win.isDestroyed()) win.destroy();
        this.open();
      },
    });
    this.watchdog?.stop();
    this.watchdog = new RendererWatchdog({ timers, onStall: () => handle.stalled() });
  }
}
