import type { CacheStatus, PrecacheStatus } from '../shared/ipc.js';
import type { FetchLike } from './asset-cache.js';
import type { Timers } from './kiosk.js';

/** What a kiosk reports to the server (`POST /api/kiosks/heartbeat`). */
export interface KioskHeartbeat {
  kioskId: string;
  version: string;
  cacheStatus: {
    entries: number;
    bytesUsed: number;
    precacheReady: number;
    precacheTotal: number;
    online: boolean;
  };
  lastError: string | null;
}

export function heartbeatBody(
  kioskId: string,
  version: string,
  cache: CacheStatus,
  precache: PrecacheStatus | null,
  lastError: string | null,
): KioskHeartbeat {
  return {
    kioskId,
    version,
    cacheStatus: {
      entries: cache.entries,
      bytesUsed: cache.bytesUsed,
      precacheReady: precache?.ready ?? 0,
      precacheTotal: precache?.total ?? 0,
      online: cache.online,
    },
    lastError: (lastError ?? precache?.lastError ?? null)?.slice(0, 500) ?? null,
  };
}

/**
 * Tells the server every `intervalMs` that this kiosk is alive, so an operator sees which station is
 * dark. A failed heartbeat is kept as the next one's lastError; it never stops the loop.
 */
export function startServerHeartbeat(options: {
  apiOrigin: string;
  token: string;
  intervalMs: number;
  fetch: FetchLike;
  timers: Timers;
  body: (lastError: string | null) => KioskHeartbeat;
}): { stop(): void; sendNow(): Promise<void> } {
  let lastError: string | null = null;
  let timer: unknown = null;
  let stopped = false;
  const sendNow = async () => {
    try {
      const response = await options.fetch(`${options.apiOrigin}/api/kiosks/heartbeat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-kiosk-token': options.token },
        body: JSON.stringify(options.body(lastError)),
        signal: AbortSignal.timeout(10_000),
      });
      lastError = response.ok ? null : `Heartbeat refused: HTTP ${response.status}`;
    } catch (error) {
      lastError = `Heartbeat failed: ${(error as Error).message}`;
    }
  };
  const loop = () => {
    if (stopped) return;
    timer = options.timers.setTimeout(() => {
      void sendNow().finally(loop);
    }, options.intervalMs);
  };
  void sendNow().finally(loop);
  return {
    stop: () => {
      stopped = true;
      if (timer !== null) options.timers.clearTimeout(timer);
    },
    sendNow,
  };
}
