import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realTimers } from './kiosk.js';
import { MainWindow, START_URL } from './main-window.js';
import { FakeWindow } from './testing/fake-window.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function mainWindow(options: { kiosk?: boolean; quitting?: boolean } = {}) {
  const windows: FakeWindow[] = [];
  const log = vi.fn();
  const main = new MainWindow({
    create: () => {
      const win = new FakeWindow();
      windows.push(win);
      return win.asBrowserWindow();
    },
    kiosk: options.kiosk ? { maxReloadsPerMinute: 3 } : null,
    isQuitting: () => options.quitting ?? false,
    timers: realTimers,
    log,
  });
  return { main, windows, log };
}

describe('the main window on the desktop', () => {
  it('opens on the start page with the keys wired', () => {
    const { main, windows } = mainWindow();
    expect(main.isOpen).toBe(false);
    main.open();
    expect(main.isOpen).toBe(true);
    expect(windows[0]!.loads).toEqual([START_URL]);
    windows[0]!.press('=', { control: true });
    expect(windows[0]!.webContents.zoom).toBe(0.5);
  });

  it('sends events only to a window that is still there', () => {
    const { main, windows } = mainWindow();
    main.send('app:online-changed', false); // no window yet: nothing to do
    main.open();
    const win = windows[0]!;
    main.send('app:online-changed', true);
    win.emit('enter-full-screen');
    win.emit('leave-full-screen');
    expect(win.webContents.sent).toEqual([
      ['app:online-changed', true],
      ['window:fullscreen-changed', true],
      ['window:fullscreen-changed', false],
    ]);
    win.destroyed = true;
    main.send('app:online-changed', false);
    expect(win.webContents.sent).toHaveLength(3);
  });

  it('toggles fullscreen and says the new state; false without a window', () => {
    const { main, windows } = mainWindow();
    expect(main.toggleFullscreen()).toBe(false);
    expect(main.isFullscreen()).toBe(false);
    main.open();
    expect(main.toggleFullscreen()).toBe(true);
    expect(windows[0]!.fullscreen).toBe(true);
    expect(main.isFullscreen()).toBe(true);
    expect(main.toggleFullscreen()).toBe(false);
  });

  it('a second start brings the window forward, restored if minimized', () => {
    const { main, windows } = mainWindow();
    main.focus(); // nothing open yet
    main.open();
    windows[0]!.minimized = true;
    main.focus();
    expect(windows[0]!.minimized).toBe(false);
    expect(windows[0]!.focused).toBe(1);
  });

  it('forgets a closed window, and a desktop window closed stays closed', () => {
    const { main, windows } = mainWindow();
    main.open();
    windows[0]!.destroy();
    expect(main.isOpen).toBe(false);
    expect(windows).toHaveLength(1);
  });
});

describe('the main window in a kiosk', () => {
  it('stays fullscreen: the toggle answers true and changes nothing', () => {
    const { main, windows } = mainWindow({ kiosk: true });
    main.open();
    expect(main.toggleFullscreen()).toBe(true);
    expect(windows[0]!.fullscreen).toBe(false);
  });

  it('the staff combination asks the page for the PIN', () => {
    const { main, windows } = mainWindow({ kiosk: true });
    main.open();
    windows[0]!.press('k', { control: true, shift: true, alt: true });
    expect(windows[0]!.webContents.sent).toEqual([['kiosk:exit-requested', null]]);
  });

  it('brings a closed window back, unless the app is quitting', () => {
    const kiosk = mainWindow({ kiosk: true });
    kiosk.main.open();
    kiosk.windows[0]!.destroy();
    expect(kiosk.windows).toHaveLength(2);
    expect(kiosk.main.isOpen).toBe(true);
    expect(kiosk.windows[1]!.loads).toEqual([START_URL]);

    const leaving = mainWindow({ kiosk: true, quitting: true });
    leaving.main.open();
    leaving.windows[0]!.destroy();
    expect(leaving.windows).toHaveLength(1);
  });

  it('crashes and reloads a page whose heartbeat stopped', async () => {
    const { main, windows } = mainWindow({ kiosk: true });
    main.open();
    main.heartbeat();
    await vi.advanceTimersByTimeAsync(15_000);
    main.heartbeat();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(windows[0]!.webContents.reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(windows[0]!.webContents.crashes).toBe(1);
    expect(windows[0]!.webContents.reloads).toBe(1);
  });

  it('shows the start page with no history between visitors', async () => {
    const { main, windows } = mainWindow({ kiosk: true });
    await main.showStart(); // no window: nothing to do
    main.open();
    await main.showStart();
    expect(windows[0]!.webContents.historyCleared).toBe(1);
    expect(windows[0]!.loads).toEqual([START_URL, START_URL]);
  });
});
