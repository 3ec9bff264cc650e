import type { ReadingProgress } from '@shared/schemas/content.schemas';
import { lazySchema, readToEnd } from '../../lib/api-client';

// Progress is restored on every page: the schema loads with the first answer to check.
const progressListSchema = lazySchema(async () =>
  (await import('@shared/schemas/content.schemas')).readingProgressViewSchema.array(),
);

/**
 * Reading progress on the server for a signed-in reader: every page change is queued, sent after a
 * short pause (only the latest page of each comic), never awaited by the reader, and kept for another
 * try when the network or the server fails, until the browser is back online.
 */

const SEND_DELAY_MS = 700;

interface Pending {
  page: number;
  total: number;
}

const pending = new Map<string, Pending>();
let timer: ReturnType<typeof setTimeout> | undefined;
let waitingForOnline = false;

const progressUrl = (comicId: string) => `/api/progress/${encodeURIComponent(comicId)}`;

/** The signed-in user's progress with every comic; null when signed out or unreachable. */
export async function fetchProgressList(signal?: AbortSignal): Promise<ReadingProgress[] | null> {
  try {
    const res = await fetch('/api/progress', { credentials: 'include', signal });
    if (!res.ok) {
      await readToEnd(res);
      return null;
    }
    const body: unknown = await res.json();
    const parsed = (await progressListSchema()).safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The server's page for one comic; null when it has none (or cannot be asked). */
export async function fetchServerPage(comicId: string): Promise<number | null> {
  const list = await fetchProgressList();
  const entry = list?.find((item) => item.slug === comicId);
  return entry && Number.isFinite(entry.currentPage) ? entry.currentPage : null;
}

async function send(comicId: string, entry: Pending, keepalive = false): Promise<boolean> {
  try {
    const res = await fetch(progressUrl(comicId), {
      method: 'PUT',
      credentials: 'include',
      keepalive,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPage: entry.page, totalPages: entry.total }),
    });
    await readToEnd(res);
    // Only a failure that may pass (server error, rate limit) is tried again.
    return res.ok || (res.status < 500 && res.status !== 429 && res.status !== 408);
  } catch {
    return false;
  }
}

function retryWhenOnline(): void {
  if (waitingForOnline || typeof window === 'undefined') return;
  waitingForOnline = true;
  window.addEventListener(
    'online',
    () => {
      waitingForOnline = false;
      void flushProgress();
    },
    { once: true },
  );
}

/** Sends everything queued now. */
export async function flushProgress(keepalive = false): Promise<void> {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const batch = [...pending.entries()];
  await Promise.all(
    batch.map(async ([comicId, entry]) => {
      const done = await send(comicId, entry, keepalive);
      // A newer page queued meanwhile stays queued.
      if (done && pending.get(comicId) === entry) pending.delete(comicId);
    }),
  );
  if (pending.size > 0) retryWhenOnline();
}

/** Queues the page a signed-in reader is on; sent after SEND_DELAY_MS without another change. */
export function queueProgress(comicId: string, page: number, total: number, delay = SEND_DELAY_MS) {
  pending.set(comicId, { page, total });
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => void flushProgress(), delay);
}

/** True while a change waits to be sent (tests and the unload handler). */
export const hasPendingProgress = (): boolean => pending.size > 0;
