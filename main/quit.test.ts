import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realTimers } from './kiosk.js';
import { QUIT_WRITES_WAIT_MS, QuitControl } from './quit.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakeApp() {
  const app = Object.assign(new EventEmitter(), { quit: vi.fn() });
  /** Asks to quit as Electron does: says whether a listener held the quit back. */
  const askToQuit = () => {
    let held = false;
    app.emit('before-quit', { preventDefault: () => (held = true) });
    return held;
  };
  return { app, askToQuit };
}

describe('quitting waits for the disk writes', () => {
  it('holds the quit until the writes are done, then quits once', async () => {
    const { app, askToQuit } = fakeApp();
    const quit = new QuitControl(app, { kiosk: false, timers: realTimers });
    let finish = () => {};
    const writes = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    quit.waitForWrites(writes);
    expect(askToQuit()).toBe(true);
    expect(quit.quitting).toBe(true);
    expect(writes).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(QUIT_WRITES_WAIT_MS / 2);
    expect(app.quit).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.quit).toHaveBeenCalledOnce();
    // The quit asked for once the writes are done goes ahead.
    expect(askToQuit()).toBe(false);
  });

  it('quits after the longest wait even when a write never ends', async () => {
    const { app, askToQuit } = fakeApp();
    const quit = new QuitControl(app, { kiosk: false, timers: realTimers });
    quit.waitForWrites(() => new Promise(() => undefined), 500);
    expect(askToQuit()).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(app.quit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.quit).toHaveBeenCalledOnce();
  });
});

describe('when the app quits', () => {
  it('the staff exit answers first, then quits 100 ms later', async () => {
    const { app } = fakeApp();
    const quit = new QuitControl(app, { kiosk: true, timers: realTimers });
    quit.quitSoon();
    expect(quit.quitting).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(app.quit).toHaveBeenCalledOnce();
  });

  it.each([
    { kiosk: false, quitting: false, quits: true },
    { kiosk: false, quitting: true, quits: true },
    { kiosk: true, quitting: false, quits: false },
    { kiosk: true, quitting: true, quits: true },
  ])('all windows closed (kiosk $kiosk, quitting $quitting): quits $quits', (row) => {
    const { app } = fakeApp();
    const quit = new QuitControl(app, { kiosk: row.kiosk, timers: realTimers });
    if (row.quitting) app.emit('before-quit', { preventDefault: () => undefined });
    quit.windowsClosed();
    expect(app.quit).toHaveBeenCalledTimes(row.quits ? 1 : 0);
  });
});
