import { Injectable } from '@nestjs/common';
import type { UploadProgress } from '../../shared/schemas/admin.schemas.js';

/** How long a finished upload's progress stays readable. */
const KEEP_MS = 10 * 60 * 1000;

interface Tracked extends UploadProgress {
  actorId: string;
  at: number;
}

/** One upload's progress as it is written: pages converted and stored of those expected, the end. */
export interface ProgressWriter {
  expect(total: number): void;
  converted(): void;
  done(): void;
  failed(message: string): void;
}

/**
 * The progress of the uploads this server is converting, by the id the console chose for each,
 * readable by the account that sent it. Kept in this process only: behind a load balancer without
 * affinity a poll may reach another server and read "unknown" (the upload's answer still tells).
 */
@Injectable()
export class UploadProgressService {
  private readonly uploads = new Map<string, Tracked>();

  start(id: string | undefined, actorId: string): ProgressWriter {
    this.prune();
    const entry: Tracked = { state: 'converting', done: 0, total: 0, actorId, at: Date.now() };
    if (id) this.uploads.set(id, entry);
    const touch = (change: Partial<UploadProgress>) =>
      Object.assign(entry, change, { at: Date.now() });
    return {
      expect: (total) => touch({ total }),
      converted: () => touch({ done: entry.done + 1 }),
      // An archive's entry count may include folders: at the end it is the pages there were.
      done: () => touch({ state: 'done', total: entry.done }),
      failed: (message) => touch({ state: 'failed', message }),
    };
  }

  read(id: string, actorId: string): UploadProgress | null {
    const entry = this.uploads.get(id);
    if (!entry || entry.actorId !== actorId) return null;
    const { state, done, total, message } = entry;
    return { state, done, total, ...(message ? { message } : {}) };
  }

  private prune(): void {
    const old = Date.now() - KEEP_MS;
    for (const [id, entry] of this.uploads) if (entry.at < old) this.uploads.delete(id);
  }
}
