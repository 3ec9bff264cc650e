import { EventEmitter } from 'node:events';
import type { BrowserWindow } from 'electron';
import type { KeyInput } from '../kiosk.js';

/** A BrowserWindow stand-in: real events, and a record of what was done to it. */
export class FakeWindow extends EventEmitter {
  fullscreen = false;
  minimized = false;
  destroyed = false;
  focused = 0;
  loads: string[] = [];
  readonly webContents = Object.assign(new EventEmitter(), {
    zoom: 0,
    sent: [] as [string, unknown][],
    loads: [] as string[],
    historyCleared: 0,
    reloads: 0,
    crashes: 0,
    getZoomLevel(): number {
      return this.zoom;
    },
    setZoomLevel(level: number): void {
      this.zoom = level;
    },
    send(channel: string, payload: unknown): void {
      this.sent.push([channel, payload]);
    },
    async loadURL(url: string): Promise<void> {
      this.loads.push(url);
    },
    clearHistory(): void {
      this.historyCleared += 1;
    },
    reload(): void {
      this.reloads += 1;
    },
    forcefullyCrashRenderer(): void {
      this.crashes += 1;
    },
  });

  isFullScreen = () => this.fullscreen;
  setFullScreen = (flag: boolean) => {
    this.fullscreen = flag;
  };
  isMinimized = () => this.minimized;
  restore = () => {
    this.minimized = false;
  };
  focus = () => {
    this.focused += 1;
  };
  isDestroyed = () => this.destroyed;
  destroy = () => {
    this.destroyed = true;
    this.emit('closed');
  };
  loadURL = async (url: string) => {
    this.loads.push(url);
  };

  /** A key pressed while the window has focus; says whether it was kept from the page. */
  press(key: string, mods: Partial<KeyInput> = {}): boolean {
    let prevented = false;
    const input = { type: 'keyDown', key, control: false, shift: false, alt: false, meta: false };
    this.webContents.emit(
      'before-input-event',
      { preventDefault: () => (prevented = true) },
      { ...input, ...mods },
    );
    return prevented;
  }

  asBrowserWindow(): BrowserWindow {
    return this as unknown as BrowserWindow;
  }
}

/** A key press as Electron's `before-input-event` reports it: no modifier unless given. */
export const keyDown = (key: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key,
  control: false,
  shift: false,
  alt: false,
  meta: false,
  ...mods,
});
