import type { ProgressMap } from '@shared/ipc';
import { storage } from '../../lib/storage';
import { getBridge, type PreloadApi } from './bridge';

/**
 * Reading progress in the desktop app lives in two places: the renderer's localStorage (what the
 * reader reads and writes) and main's electron-store copy, which survives a cleared browser cache.
 *
 * - At start, `restore` merges them. A key only main has is written into localStorage; a key
 *   localStorage has is sent to main when main lacks it or holds another value. So localStorage wins
 *   a disagreement: it is where the reader wrote last, and main's copy only ever follows it.
 * - Afterwards every change is written through. `persistProgress` does it at once; a light sweep
 *   (every second, and when the page is hidden or unloaded) compares the progress keys in localStorage
 *   with what main was last sent and sends the difference. The sweep catches every writer, the
 *   reader included, without wrapping `Storage` or anything else global.
 */

const PROGRESS_KEY = /^comic-(progress|read)-[a-z0-9][a-z0-9-]{0,63}$/;
export const SWEEP_INTERVAL_MS = 1000;

export const isProgressKey = (key: string): boolean => PROGRESS_KEY.test(key);

/** Every progress and read-flag key in localStorage with its value. */
function readLocalProgress(): ProgressMap {
  const result: ProgressMap = {};
  try {
    const local = window.localStorage;
    for (let index = 0; index < local.length; index += 1) {
      const key = local.key(index);
      if (key === null || !isProgressKey(key)) continue;
      const value = local.getItem(key);
      if (value !== null) result[key] = value;
    }
  } catch {
    // storage disabled: nothing to sync
  }
  return result;
}

/** Sends one change to main. Main validates it and may refuse it (say, an unknown comic): ignored. */
function send(bridge: PreloadApi, key: string, value: string | null): void {
  try {
    bridge.setProgress(key, value).catch(() => undefined);
  } catch {
    // a bridge torn down while the page unloads
  }
}

interface ActiveSync {
  bridge: PreloadApi;
  /** What main was last sent (or holds), key by key. */
  known: ProgressMap;
}

let active: ActiveSync | null = null;

/** Compares localStorage with what main knows and sends the difference. */
function sweep(sync: ActiveSync): void {
  const current = readLocalProgress();
  for (const [key, value] of Object.entries(current)) {
    if (sync.known[key] !== value) send(sync.bridge, key, value);
  }
  for (const key of Object.keys(sync.known)) {
    if (!(key in current)) send(sync.bridge, key, null);
  }
  sync.known = current;
}

/** Merges main's copy and localStorage (see above). */
export async function restoreProgress(bridge: PreloadApi): Promise<ProgressMap> {
  const remote = await bridge.getProgress();
  const local = readLocalProgress();
  for (const [key, value] of Object.entries(remote)) {
    if (isProgressKey(key) && !(key in local)) storage.set(key, value);
  }
  for (const [key, value] of Object.entries(local)) {
    if (remote[key] !== value) send(bridge, key, value);
  }
  return readLocalProgress();
}

/**
 * Restores progress from main, then writes every change through to it until the returned function
 * is called. Does nothing (and returns a no-op) without a bridge.
 */
export function startProgressSync(bridge: PreloadApi | undefined = getBridge()): () => void {
  if (!bridge) return () => undefined;
  const sync: ActiveSync = { bridge, known: {} };
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const onHide = () => {
    if (document.visibilityState === 'hidden') sweep(sync);
  };
  const onPageHide = () => sweep(sync);

  void restoreProgress(bridge)
    .catch(() => readLocalProgress()) // main unreachable: keep localStorage, still write through
    .then((merged) => {
      if (stopped) return;
      sync.known = merged;
      active = sync;
      timer = setInterval(() => sweep(sync), SWEEP_INTERVAL_MS);
      document.addEventListener('visibilitychange', onHide);
      window.addEventListener('pagehide', onPageHide);
    });

  return () => {
    stopped = true;
    if (active === sync) active = null;
    if (timer !== undefined) clearInterval(timer);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}

/**
 * Saves a progress or read-flag value (null removes it) in localStorage and, in the desktop app,
 * in main at once. Works the same in a browser, where it only writes localStorage.
 */
export function persistProgress(key: string, value: string | null): void {
  if (value === null) storage.remove(key);
  else storage.set(key, value);
  const bridge = active?.bridge ?? getBridge();
  if (!bridge || !isProgressKey(key)) return;
  send(bridge, key, value);
  if (active) {
    if (value === null) delete active.known[key];
    else active.known[key] = value;
  }
}
