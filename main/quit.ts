import type { Timers } from './kiosk.js';

/** The longest quitting waits for the disk writes under way. */
export const QUIT_WRITES_WAIT_MS = 2000;

/** The parts of Electron's `app` that quitting uses. */
export interface QuitApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

/**
 * When the app quits, and what it waits for. A kiosk quits only by the staff exit (its window is
 * recreated when closed); a desktop quits when its window closes.
 */
export class QuitControl {
  private started = false;

  constructor(
    private readonly app: QuitApp,
    private readonly options: { kiosk: boolean; timers: Timers },
  ) {
    app.on('before-quit', () => {
      this.started = true;
    });
  }

  /** Whether the app is on its way out (a closed kiosk window is then not recreated). */
  get quitting(): boolean {
    return this.started;
  }

  /**
   * Quitting waits for what is still being written to disk (`writes`), at most `maxWaitMs`: an episode
   * read just before quitting opens offline next time.
   */
  waitForWrites(writes: () => Promise<unknown>, maxWaitMs = QUIT_WRITES_WAIT_MS): void {
    let written = false;
    this.app.on('before-quit', (event) => {
      if (written) return;
      event.preventDefault();
      const timeUp = new Promise<void>((resolve) =>
        this.options.timers.setTimeout(() => resolve(), maxWaitMs),
      );
      void Promise.race([writes(), timeUp]).finally(() => {
        written = true;
        this.app.quit();
      });
    });
  }

  /** The staff exit: the PIN's answer reaches the page first, then the app leaves. */
  quitSoon(): void {
    this.started = true;
    this.options.timers.setTimeout(() => this.app.quit(), 100);
  }

  /** Every window is closed: a desktop quits; a kiosk only when the staff exit asked for it. */
  windowsClosed(): void {
    if (!this.options.kiosk || this.started) this.app.quit();
  }
}
