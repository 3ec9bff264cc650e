import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { FetchLike } from './asset-cache.js';

/**
 * Read counts and reading progress made while offline: the API forwarder puts the request here instead
 * of losing it, and everything is sent, oldest first, once the server answers again.
 */

/** The requests worth keeping for later: a read of a comic, and the page a reader is on. */
const QUEUEABLE: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/comic-reads\/[A-Za-z0-9-]{1,64}$/ },
  { method: 'PUT', path: /^\/api\/progress\/[A-Za-z0-9-]{1,64}$/ },
];

const MAX_OUTBOX_ENTRIES = 500;

export interface QueuedRequest {
  method: string;
  path: string;
  body: string | null;
  contentType: string | null;
  queuedAt: number;
}

export function isQueueable(method: string, path: string): boolean {
  return QUEUEABLE.some((rule) => rule.method === method && rule.path.test(path));
}

export interface OutboxOptions {
  /** A JSON file keeping the queue across restarts; null keeps it in memory only. */
  file: string | null;
  now?: () => number;
}

export class Outbox {
  private items: QueuedRequest[] = [];
  private flushing: Promise<{ sent: number; left: number }> | null = null;
  private write: Promise<void> = Promise.resolve();

  constructor(private readonly options: OutboxOptions) {
    if (!options.file) return;
    try {
      const stored = JSON.parse(readFileSync(options.file, 'utf8')) as unknown;
      if (Array.isArray(stored)) {
        this.items = stored.filter(
          (item): item is QueuedRequest =>
            !!item &&
            typeof item === 'object' &&
            isQueueable(String(item.method), String(item.path)),
        );
      }
    } catch {
      // no queue yet, or an unreadable one: start empty
    }
  }

  get size(): number {
    return this.items.length;
  }

  pending(): readonly QueuedRequest[] {
    return this.items;
  }

  /** Keeps a request for later; past the cap the oldest goes. */
  add(request: Omit<QueuedRequest, 'queuedAt'>): void {
    if (!isQueueable(request.method, request.path)) {
      throw new Error(`${request.method} ${request.path} cannot be queued`);
    }
    // The page a reader is on: only the latest of one episode matters.
    if (request.method === 'PUT') {
      this.items = this.items.filter(
        (item) => !(item.method === 'PUT' && item.path === request.path),
      );
    }
    this.items.push({ ...request, queuedAt: (this.options.now ?? Date.now)() });
    if (this.items.length > MAX_OUTBOX_ENTRIES) this.items.shift();
    this.persist();
  }

  /**
   * Sends the queue in order. Stops at the first request that does not reach the server (still
   * offline) or that the server could not take now (5xx, 429); anything else it answered is done.
   */
  flush(send: FetchLike, apiOrigin: string): Promise<{ sent: number; left: number }> {
    this.flushing ??= this.run(send, apiOrigin.replace(/\/+$/, '')).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(send: FetchLike, origin: string): Promise<{ sent: number; left: number }> {
    let sent = 0;
    while (this.items.length > 0) {
      const item = this.items[0]!;
      let status: number;
      try {
        const response = await send(`${origin}${item.path}`, {
          method: item.method,
          headers: item.contentType ? { 'content-type': item.contentType } : {},
          body: item.body ?? undefined,
          credentials: 'include',
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.body?.cancel().catch(() => undefined);
      } catch {
        break;
      }
      if (status >= 500 || status === 429) break;
      this.items.shift();
      sent += 1;
      this.persist();
    }
    await this.write;
    return { sent, left: this.items.length };
  }

  /** Resolves once the queue file is written. */
  saved(): Promise<void> {
    return this.write;
  }

  private persist(): void {
    const file = this.options.file;
    if (!file) return;
    const snapshot = JSON.stringify(this.items);
    this.write = this.write.then(async () => {
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, snapshot);
        await rename(temp, file);
      } catch (error) {
        console.error('outbox: could not save the queue', error);
      }
    });
  }
}
