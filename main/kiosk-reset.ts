import type { KioskState } from '../shared/ipc.js';
import type { KioskConfig } from './config.js';
import { KioskSession, type Timers } from './kiosk.js';

/** What a visitor leaves behind, and how to clear each part. */
export interface VisitorTraces {
  /** The window's session: cookies, storage, HTTP cache, and the server session through logout. */
  session: {
    fetch(url: string, init?: RequestInit): Promise<unknown>;
    clearStorageData(): Promise<void>;
    clearCache(): Promise<void>;
    clearAuthCache(): Promise<void>;
  };
  apiOrigin: string;
  progress: { clear(): void };
  savedAnswers: { clear(): void };
  /** Shows the start page with no history behind it. */
  showStart: () => Promise<void>;
}

const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Clears everything of the visitor who just left, then shows the app's start again. The server session
 * is ended too, not only its cookie forgotten; that is best effort when offline.
 */
export async function resetVisitor(traces: VisitorTraces): Promise<void> {
  const { session } = traces;
  await session
    .fetch(`${traces.apiOrigin}/api/auth/logout`, {
      method: 'POST',
      credentials: 'include',
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    })
    .catch(() => undefined);
  await session.clearStorageData();
  await session.clearCache();
  await session.clearAuthCache();
  traces.progress.clear();
  traces.savedAnswers.clear();
  await traces.showStart();
}

/** The kiosk's visitor session, ending each visit with resetVisitor. */
export function createVisitorSession(
  kiosk: Pick<KioskConfig, 'idleTimeoutSeconds' | 'promptSeconds'>,
  options: { traces: VisitorTraces; timers: Timers; onChange: (state: KioskState) => void },
): KioskSession {
  return new KioskSession({
    idleTimeoutSeconds: kiosk.idleTimeoutSeconds,
    promptSeconds: kiosk.promptSeconds,
    timers: options.timers,
    onChange: options.onChange,
    onResetError: (error) => console.error('kiosk: reset failed', error),
    reset: () => resetVisitor(options.traces),
  });
}
