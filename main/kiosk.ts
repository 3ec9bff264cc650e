import type { KioskState } from '../shared/ipc.js';

/** Timers as an argument, so tests drive the kiosk with fake time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface KioskSessionOptions {
  idleTimeoutSeconds: number;
  /** The last part of the idle timeout during which "Still there?" is shown. */
  promptSeconds: number;
  timers: Timers;
  /** Clears the visitor's cookies, storage, sign-in and progress, and shows the app's start again. */
  reset: () => Promise<void>;
  onChange?: (state: KioskState) => void;
  /** A reset that fails is logged and the kiosk still returns to attract. */
  onResetError?: (error: unknown) => void;
}

/**
 * The visitor session of a kiosk:
 *
 *   attract --touch--> active --(idle - prompt) s--> prompt --prompt s--> resetting --> attract
 *                        ^                             |
 *                        +-----------touch-------------+
 *
 * Any touch while active restarts the idle countdown. Touches during a reset are ignored: the next
 * visitor starts from the attract screen once it is done.
 */
export class KioskSession {
  private state: KioskState = { phase: 'attract' };
  private timer: unknown = null;

  constructor(private readonly options: KioskSessionOptions) {
    if (options.promptSeconds >= options.idleTimeoutSeconds) {
      throw new Error('promptSeconds must be shorter than idleTimeoutSeconds');
    }
  }

  get current(): KioskState {
    return this.state;
  }

  /** A touch, click or key from the visitor. */
  activity(): void {
    if (this.state.phase === 'resetting') return;
    if (this.state.phase !== 'active') this.set({ phase: 'active' });
    this.schedule((this.options.idleTimeoutSeconds - this.options.promptSeconds) * 1000, () =>
      this.prompt(),
    );
  }

  /** Ends the visitor session now (idle timeout, or the visitor's own "start over"). */
  async reset(): Promise<void> {
    if (this.state.phase === 'resetting') return;
    this.cancel();
    this.set({ phase: 'resetting' });
    try {
      await this.options.reset();
    } catch (error) {
      this.options.onResetError?.(error);
    }
    this.set({ phase: 'attract' });
  }

  dispose(): void {
    this.cancel();
  }

  private prompt(): void {
    this.set({ phase: 'prompt', secondsLeft: this.options.promptSeconds });
    this.schedule(this.options.promptSeconds * 1000, () => void this.reset());
  }

  private schedule(ms: number, callback: () => void): void {
    this.cancel();
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      callback();
    }, ms);
  }

  private cancel(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(state: KioskState): void {
    this.state = state;
    this.options.onChange?.(state);
  }
}

export type RecoveryAction = 'reload' | 'restart-window';

/**
 * What to do when the renderer crashes or hangs: reload it, unless it has already been reloaded
 * `maxReloadsPerWindow` times within `windowMs`; then a reload is evidently not enough and the whole
 * window is recreated (a fresh renderer process), and the count starts over.
 */
export class CrashRecoveryPolicy {
  private reloads: number[] = [];

  constructor(
    private readonly options: {
      maxReloadsPerWindow: number;
      windowMs?: number;
      now?: () => number;
    },
  ) {}

  onFailure(): RecoveryAction {
    const now = (this.options.now ?? Date.now)();
    const windowMs = this.options.windowMs ?? 60_000;
    this.reloads = this.reloads.filter((at) => now - at < windowMs);
    if (this.reloads.length >= this.options.maxReloadsPerWindow) {
      this.reloads = [];
      return 'restart-window';
    }
    this.reloads.push(now);
    return 'reload';
  }
}

/** The window events the recovery listens to. */
export interface RecoverableWindow {
  on(event: 'closed', listener: () => void): unknown;
  on(event: 'unresponsive', listener: () => void): unknown;
  on(event: 'responsive', listener: () => void): unknown;
  webContents: {
    on(
      event: 'render-process-gone',
      listener: (event: unknown, details: { reason: string }) => void,
    ): unknown;
    reload(): void;
    forcefullyCrashRenderer(): void;
  };
}

/**
 * Keeps a kiosk window alive: a crashed renderer is reloaded (or the window recreated, per the policy);
 * a renderer that stays unresponsive for `hangGraceMs`, or whose heartbeat stops (`stalled()`), is
 * crashed on purpose with `forcefullyCrashRenderer()` (a hung renderer process cannot reload itself)
 * and then reloaded; a closed window is recreated unless the app is quitting (staff exit).
 */
export function attachKioskRecovery(
  win: RecoverableWindow,
  options: {
    policy: CrashRecoveryPolicy;
    timers: Timers;
    hangGraceMs?: number;
    restartWindow: () => void;
    isQuitting: () => boolean;
    log?: (message: string) => void;
  },
): { stalled(): void } {
  let hangTimer: unknown = null;
  let closedByUs = false;
  let crashingOnPurpose = false;
  const clearHang = () => {
    if (hangTimer !== null) options.timers.clearTimeout(hangTimer);
    hangTimer = null;
  };
  const recover = (why: string, hung = false) => {
    clearHang();
    const action = options.policy.onFailure();
    options.log?.(`kiosk: ${why}; ${action}`);
    if (action === 'reload') {
      if (hung) {
        crashingOnPurpose = true;
        win.webContents.forcefullyCrashRenderer();
      }
      win.webContents.reload();
    } else {
      closedByUs = true;
      options.restartWindow();
    }
  };

  win.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    if (crashingOnPurpose) {
      crashingOnPurpose = false; // our own crash of a hung renderer: already being reloaded
      return;
    }
    recover(`renderer gone (${details.reason})`);
  });
  win.on('unresponsive', () => {
    if (hangTimer !== null) return;
    hangTimer = options.timers.setTimeout(() => {
      hangTimer = null;
      recover('renderer unresponsive', true);
    }, options.hangGraceMs ?? 10_000);
  });
  win.on('responsive', clearHang);
  win.on('closed', () => {
    clearHang();
    if (!closedByUs && !options.isQuitting()) {
      options.log?.('kiosk: window closed; recreating');
      options.restartWindow();
    }
  });
  return { stalled: () => recover('renderer heartbeat stopped', true) };
}

/**
 * Notices a kiosk page that stopped running even when nobody touches the screen (the attract loop
 * included): the page sends a heartbeat every few seconds; after `timeoutMs` without one, `onStall`
 * runs once, and the watch starts over with the next heartbeat (after the reload).
 */
export class RendererWatchdog {
  private timer: unknown = null;

  constructor(
    private readonly options: { timers: Timers; timeoutMs?: number; onStall: () => void },
  ) {}

  beat(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      this.options.onStall();
    }, this.options.timeoutMs ?? 20_000);
  }

  stop(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}

/** A key event as Electron's before-input-event gives it. */
export interface KeyInput {
  type: string;
  key: string;
  code?: string;
  control: boolean;
  shift: boolean;
  alt: boolean;
  meta: boolean;
}

export type KeyDecision =
  'toggle-fullscreen' | 'zoom-in' | 'zoom-out' | 'zoom-reset' | 'staff-exit' | 'block' | 'pass';

/** Desktop zoom: Ctrl (Cmd on macOS) with +, = (the unshifted + key), -, 0, on the main row or keypad. */
function zoomKey(input: KeyInput): KeyDecision | null {
  if (!(input.control || input.meta) || input.alt) return null;
  const key = input.key;
  if (key === '+' || key === '=' || input.code === 'NumpadAdd') return 'zoom-in';
  if (key === '-' || key === '_' || input.code === 'NumpadSubtract') return 'zoom-out';
  if (key === '0' || input.code === 'Numpad0') return 'zoom-reset';
  return null;
}

/** The staff combination: Ctrl+Shift+Alt+K. */
const isStaffExitCombo = (input: KeyInput) =>
  input.control &&
  input.shift &&
  input.alt &&
  (input.code === 'KeyK' || input.key.toLowerCase() === 'k');

/**
 * What a key press means before the page sees it. Desktop: F11 toggles fullscreen, Ctrl/Cmd +, -, 0
 * zoom (the app has no menu on Windows and Linux, so no menu accelerators do it). Kiosk: the staff
 * combination asks for the PIN; reload, devtools, zoom, print, view source, fullscreen exit and closing
 * shortcuts are swallowed; everything else (the reader's arrow keys, typing) reaches the page.
 */
export function decideKey(input: KeyInput, kiosk: boolean): KeyDecision {
  if (input.type !== 'keyDown') return 'pass';
  if (!kiosk) return input.key === 'F11' ? 'toggle-fullscreen' : (zoomKey(input) ?? 'pass');
  if (isStaffExitCombo(input)) return 'staff-exit';
  const key = input.key.toLowerCase();
  const mod = input.control || input.meta;
  if (/^f\d{1,2}$/.test(key)) return 'block'; // F5 reload, F11 fullscreen, F12 devtools, ...
  if (mod && ['r', 'w', 'q', 'p', 'u', 'n', 't', 'o', 's', '+', '-', '=', '0'].includes(key))
    return 'block';
  if (mod && input.shift && ['i', 'j', 'c'].includes(key)) return 'block';
  if (input.alt && (key === 'f4' || key === 'arrowleft' || key === 'arrowright')) return 'block';
  if (input.meta && key === 'h') return 'block';
  return 'pass';
}
