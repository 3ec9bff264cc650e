import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskState } from '../shared/ipc.js';
import {
  attachKioskRecovery,
  CrashRecoveryPolicy,
  decideKey,
  RendererWatchdog,
  KioskSession,
  realTimers,
  type RecoverableWindow,
} from './kiosk.js';
import { keyDown } from './testing/fake-window.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function makeSession(
  options: { idle?: number; prompt?: number; reset?: () => Promise<void> } = {},
) {
  const states: KioskState[] = [];
  const reset = vi.fn(options.reset ?? (async () => undefined));
  const session = new KioskSession({
    idleTimeoutSeconds: options.idle ?? 90,
    promptSeconds: options.prompt ?? 15,
    timers: realTimers,
    reset,
    onChange: (state) => states.push(state),
  });
  return { session, states, reset };
}

const phases = (states: KioskState[]) => states.map((state) => state.phase);

describe('kiosk session', () => {
  it('starts on the attract screen and stays there without a touch', async () => {
    const { session, reset } = makeSession();
    expect(session.current).toEqual({ phase: 'attract' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(session.current).toEqual({ phase: 'attract' });
    expect(reset).not.toHaveBeenCalled();
  });

  it('goes active on a touch, asks "Still there?" 15 s before the 90 s timeout, then resets', async () => {
    const { session, states, reset } = makeSession();
    session.activity();
    expect(session.current.phase).toBe('active');

    await vi.advanceTimersByTimeAsync(74_999);
    expect(session.current.phase).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.current).toEqual({ phase: 'prompt', secondsLeft: 15 });

    await vi.advanceTimersByTimeAsync(14_999);
    expect(reset).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(session.current.phase).toBe('attract');
    expect(phases(states)).toEqual(['active', 'prompt', 'resetting', 'attract']);
  });

  it('a touch while active restarts the idle countdown', async () => {
    const { session } = makeSession();
    session.activity();
    await vi.advanceTimersByTimeAsync(60_000);
    session.activity();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.current.phase).toBe('active');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(session.current.phase).toBe('prompt');
  });

  it('a touch during the prompt returns to active and the visitor keeps the session', async () => {
    const { session, states, reset } = makeSession();
    session.activity();
    await vi.advanceTimersByTimeAsync(80_000);
    expect(session.current.phase).toBe('prompt');
    session.activity();
    expect(session.current.phase).toBe('active');
    await vi.advanceTimersByTimeAsync(74_000);
    expect(session.current.phase).toBe('active');
    expect(reset).not.toHaveBeenCalled();
    expect(phases(states)).toEqual(['active', 'prompt', 'active']);
  });

  it('cycles attract -> active -> reset -> attract for visitor after visitor', async () => {
    const { session, reset, states } = makeSession({ idle: 30, prompt: 10 });
    for (let visitor = 0; visitor < 3; visitor += 1) {
      session.activity();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(session.current.phase).toBe('attract');
    }
    expect(reset).toHaveBeenCalledTimes(3);
    expect(phases(states)).toEqual(
      Array.from({ length: 3 }, () => ['active', 'prompt', 'resetting', 'attract']).flat(),
    );
  });

  it('ignores touches while the reset runs, then waits on attract', async () => {
    let finish!: () => void;
    const { session } = makeSession({ reset: () => new Promise<void>((r) => (finish = r)) });
    session.activity();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(session.current.phase).toBe('resetting');
    session.activity();
    expect(session.current.phase).toBe('resetting');
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.current.phase).toBe('attract');
    await vi.advanceTimersByTimeAsync(200_000);
    expect(session.current.phase).toBe('attract');
  });

  it('an explicit reset ends the session at once and cancels the countdown', async () => {
    const { session, reset } = makeSession();
    session.activity();
    await session.reset();
    expect(session.current.phase).toBe('attract');
    await vi.advanceTimersByTimeAsync(200_000);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('returns to attract even when clearing storage fails', async () => {
    const errors: unknown[] = [];
    const session = new KioskSession({
      idleTimeoutSeconds: 30,
      promptSeconds: 10,
      timers: realTimers,
      reset: async () => {
        throw new Error('disk');
      },
      onResetError: (error) => errors.push(error),
    });
    session.activity();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.current.phase).toBe('attract');
    expect(errors).toHaveLength(1);
  });

  it('refuses a prompt as long as the timeout', () => {
    expect(() => makeSession({ idle: 20, prompt: 20 })).toThrow(/promptSeconds/);
  });
});

describe('crash recovery policy', () => {
  it('reloads up to the cap within a minute, then restarts the window', () => {
    let now = 0;
    const policy = new CrashRecoveryPolicy({ maxReloadsPerWindow: 3, now: () => now });
    expect(policy.onFailure()).toBe('reload');
    now += 5_000;
    expect(policy.onFailure()).toBe('reload');
    now += 5_000;
    expect(policy.onFailure()).toBe('reload');
    now += 5_000;
    expect(policy.onFailure()).toBe('restart-window');
    // The count starts over after a restart.
    now += 1_000;
    expect(policy.onFailure()).toBe('reload');
  });

  it('forgets reloads older than a minute', () => {
    let now = 0;
    const policy = new CrashRecoveryPolicy({ maxReloadsPerWindow: 2, now: () => now });
    expect(policy.onFailure()).toBe('reload');
    now = 30_000;
    expect(policy.onFailure()).toBe('reload');
    now = 61_000;
    expect(policy.onFailure()).toBe('reload');
    now = 62_000;
    expect(policy.onFailure()).toBe('restart-window');
  });
});

describe('kiosk window recovery', () => {
  function fakeWindow() {
    const win = new EventEmitter() as EventEmitter & RecoverableWindow;
    const contents = new EventEmitter() as EventEmitter & RecoverableWindow['webContents'];
    const order: string[] = [];
    contents.reload = vi.fn(() => void order.push('reload'));
    contents.forcefullyCrashRenderer = vi.fn(() => {
      order.push('crash');
      // Electron then reports the renderer as gone.
      contents.emit('render-process-gone', {}, { reason: 'killed' });
    });
    Object.assign(contents, { order });
    win.webContents = contents;
    return { win, contents };
  }

  function attach(options: { quitting?: boolean; max?: number } = {}) {
    const { win, contents } = fakeWindow();
    const restartWindow = vi.fn();
    const handle = attachKioskRecovery(win, {
      policy: new CrashRecoveryPolicy({ maxReloadsPerWindow: options.max ?? 2 }),
      timers: realTimers,
      hangGraceMs: 10_000,
      restartWindow,
      isQuitting: () => options.quitting ?? false,
    });
    return {
      win,
      contents,
      restartWindow,
      handle,
      order: (contents as unknown as { order: string[] }).order,
    };
  }

  it('reloads a crashed renderer, and restarts the window when crashes keep coming', () => {
    const { contents, restartWindow } = attach({ max: 2 });
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    contents.emit('render-process-gone', {}, { reason: 'oom' });
    expect(contents.reload).toHaveBeenCalledTimes(2);
    expect(restartWindow).not.toHaveBeenCalled();
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(restartWindow).toHaveBeenCalledTimes(1);
  });

  it('ignores a clean renderer exit', () => {
    const { contents, restartWindow } = attach();
    contents.emit('render-process-gone', {}, { reason: 'clean-exit' });
    expect(contents.reload).not.toHaveBeenCalled();
    expect(restartWindow).not.toHaveBeenCalled();
  });

  it('reloads a renderer that stays unresponsive, not one that recovers', async () => {
    const { win, contents } = attach();
    win.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(5_000);
    win.emit('responsive');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(contents.reload).not.toHaveBeenCalled();

    win.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(contents.reload).toHaveBeenCalledTimes(1);
  });

  it('crashes a hung renderer on purpose first, then reloads it once', async () => {
    const { win, order, restartWindow } = attach();
    win.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(10_000);
    // The crash it caused itself is not counted as a second failure.
    expect(order).toEqual(['crash', 'reload']);
    expect(restartWindow).not.toHaveBeenCalled();
  });

  it('a stopped heartbeat (the attract loop hung) crashes and reloads the renderer', async () => {
    const { handle, order } = attach();
    const watchdog = new RendererWatchdog({
      timers: realTimers,
      timeoutMs: 15_000,
      onStall: () => handle.stalled(),
    });
    for (let n = 0; n < 10; n += 1) {
      watchdog.beat();
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(15_000); // no beat for 15 s, nobody touching
    expect(order).toEqual(['crash', 'reload']);
    await vi.advanceTimersByTimeAsync(60_000); // no new alarm until the page beats again
    expect(order).toEqual(['crash', 'reload']);
    watchdog.stop();
  });

  it('recreates a closed window, unless staff are quitting', () => {
    const open = attach();
    open.win.emit('closed');
    expect(open.restartWindow).toHaveBeenCalledTimes(1);

    const quitting = attach({ quitting: true });
    quitting.win.emit('closed');
    expect(quitting.restartWindow).not.toHaveBeenCalled();
  });

  it('does not recreate twice when it restarted the window itself', () => {
    const { win, contents, restartWindow } = attach({ max: 1 });
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(restartWindow).toHaveBeenCalledTimes(1);
    win.emit('closed');
    expect(restartWindow).toHaveBeenCalledTimes(1);
  });
});

describe('keys', () => {
  it('F11 toggles fullscreen on the desktop; reader keys pass', () => {
    expect(decideKey(keyDown('F11'), false)).toBe('toggle-fullscreen');
    expect(decideKey({ ...keyDown('F11'), type: 'keyUp' }, false)).toBe('pass');
    expect(decideKey(keyDown('ArrowRight'), false)).toBe('pass');
    expect(decideKey(keyDown('r', { control: true }), false)).toBe('pass');
  });

  it('Ctrl/Cmd +, - and 0 zoom on the desktop, never in the kiosk', () => {
    expect(decideKey(keyDown('=', { control: true }), false)).toBe('zoom-in');
    expect(decideKey(keyDown('+', { control: true, shift: true }), false)).toBe('zoom-in');
    expect(decideKey(keyDown('-', { meta: true }), false)).toBe('zoom-out');
    expect(decideKey(keyDown('0', { control: true }), false)).toBe('zoom-reset');
    expect(decideKey(keyDown('0'), false)).toBe('pass');
    expect(decideKey(keyDown('=', { control: true }), true)).toBe('block');
  });

  it('kiosk: the staff combination asks for the PIN', () => {
    expect(
      decideKey(keyDown('K', { control: true, shift: true, alt: true, code: 'KeyK' }), true),
    ).toBe('staff-exit');
    expect(decideKey(keyDown('k', { control: true, shift: true }), true)).toBe('pass');
  });

  it('kiosk: reload, devtools, zoom and fullscreen keys are swallowed; reading keys pass', () => {
    for (const input of [
      keyDown('F5'),
      keyDown('F11'),
      keyDown('F12'),
      keyDown('r', { control: true }),
      keyDown('R', { control: true, shift: true }),
      keyDown('I', { control: true, shift: true }),
      keyDown('=', { control: true }),
      keyDown('-', { control: true }),
      keyDown('w', { meta: true }),
      keyDown('F4', { alt: true }),
      keyDown('ArrowLeft', { alt: true }),
    ]) {
      expect(decideKey(input, true), JSON.stringify(input)).toBe('block');
    }
    for (const input of [
      keyDown('ArrowLeft'),
      keyDown('ArrowRight'),
      keyDown('Escape'),
      keyDown(' '),
      keyDown('a'),
    ]) {
      expect(decideKey(input, true), input.key).toBe('pass');
    }
  });
});
