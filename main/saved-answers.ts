import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The API answers a server episode needs to be read offline: the list of the server's episodes, each
 * episode with its pages, its cover, its page images and its panel data (the server sends those from
 * `/api`, by its release rule, not from `/art`). The API forwarder keeps the last answer it got for each and gives it
 * back when the server cannot be reached, so an episode opened or saved online opens offline too.
 * The answers are the signed-in member's (an episode of a higher tier is only answered to a member
 * of that tier): signing in, signing up or signing out forgets them all.
 *
 * On disk: one file per answer in the folder, and `index.json` (path -> file, type, size, time).
 */

const SLUG = '[A-Za-z0-9-]{1,64}';
const SAVEABLE: RegExp[] = [
  /^\/api\/episodes$/,
  new RegExp(`^/api/episodes/${SLUG}$`),
  new RegExp(`^/api/episodes/${SLUG}/cover$`),
  new RegExp(`^/api/episodes/${SLUG}/pages/[0-9]{1,3}$`),
  new RegExp(`^/api/episodes/${SLUG}/panels$`),
];

/** Requests after whose success the saved answers belong to someone else. */
const SESSION_CHANGES = /^\/api\/auth\/(login|register|logout)$/;

/** An answer larger than this is passed on but not kept. */
export const MAX_SAVED_ANSWER_BYTES = 8 * 1024 * 1024;
/** Past this, the answers saved longest ago go first. */
const DEFAULT_SAVED_ANSWERS_MAX_BYTES = 256 * 1024 * 1024;

export interface SavedAnswer {
  body: Buffer;
  contentType: string;
  savedAt: number;
}

interface IndexEntry {
  file: string;
  contentType: string;
  bytes: number;
  savedAt: number;
}

export function isSaveableAnswer(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && SAVEABLE.some((rule) => rule.test(path));
}

export function changesSession(method: string, path: string): boolean {
  return method === 'POST' && SESSION_CHANGES.test(path);
}

export interface SavedAnswersOptions {
  /** The folder keeping the answers across restarts; null keeps them in memory only (kiosk). */
  dir: string | null;
  maxBytes?: number;
  now?: () => number;
}

export class SavedAnswers {
  private index = new Map<string, IndexEntry>();
  private memory = new Map<string, Buffer>();
  private write: Promise<void> = Promise.resolve();

  constructor(private readonly options: SavedAnswersOptions) {
    const dir = options.dir;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    try {
      const stored = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as unknown;
      if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return;
      for (const [path, value] of Object.entries(stored as Record<string, unknown>)) {
        const entry = value as Partial<IndexEntry> | null;
        if (
          isSaveableAnswer('GET', path) &&
          typeof entry?.file === 'string' &&
          /^[0-9a-f]{64}$/.test(entry.file) &&
          typeof entry.contentType === 'string' &&
          typeof entry.bytes === 'number' &&
          typeof entry.savedAt === 'number'
        ) {
          this.index.set(path, {
            file: entry.file,
            contentType: entry.contentType,
            bytes: entry.bytes,
            savedAt: entry.savedAt,
          });
        }
      }
    } catch {
      // nothing saved yet, or an unreadable index: start empty
    }
  }

  get size(): number {
    return this.index.size;
  }

  get bytes(): number {
    let total = 0;
    for (const entry of this.index.values()) total += entry.bytes;
    return total;
  }

  has(path: string): boolean {
    return this.index.has(path);
  }

  /** The saved answer, or null when there is none (or its file is gone or damaged). */
  async get(path: string): Promise<SavedAnswer | null> {
    await this.write;
    const entry = this.index.get(path);
    if (!entry) return null;
    const body = this.options.dir
      ? await readFile(join(this.options.dir, entry.file)).catch(() => null)
      : (this.memory.get(path) ?? null);
    if (!body || body.length !== entry.bytes) {
      this.forget(path);
      return null;
    }
    return { body, contentType: entry.contentType, savedAt: entry.savedAt };
  }

  /** Keeps the latest answer for a path; past the size cap the answers saved longest ago go. */
  save(path: string, body: Buffer, contentType: string): void {
    if (!isSaveableAnswer('GET', path)) throw new Error(`The answer to ${path} is not kept`);
    if (body.length > MAX_SAVED_ANSWER_BYTES) return;
    const file = createHash('sha256').update(path).digest('hex');
    this.index.delete(path);
    this.index.set(path, {
      file,
      contentType,
      bytes: body.length,
      savedAt: (this.options.now ?? Date.now)(),
    });
    const gone: string[] = [];
    const cap = this.options.maxBytes ?? DEFAULT_SAVED_ANSWERS_MAX_BYTES;
    let total = this.bytes;
    for (const [oldest, entry] of this.index) {
      if (total <= cap || oldest === path) break;
      total -= entry.bytes;
      gone.push(entry.file);
      this.index.delete(oldest);
      this.memory.delete(oldest);
    }
    const dir = this.options.dir;
    if (!dir) {
      this.memory.set(path, body);
      return;
    }
    this.queue(async () => {
      const temp = join(dir, `${file}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temp, body);
      await rename(temp, join(dir, file));
      await Promise.all(gone.map((name) => rm(join(dir, name), { force: true })));
    });
  }

  /** Forgets one answer (the server says the episode is gone or no longer this member's). */
  forget(path: string): void {
    const entry = this.index.get(path);
    if (!entry) return;
    this.index.delete(path);
    this.memory.delete(path);
    const dir = this.options.dir;
    if (dir) this.queue(() => rm(join(dir, entry.file), { force: true }));
  }

  clear(): void {
    const files = [...this.index.values()].map((entry) => entry.file);
    if (files.length === 0) return;
    this.index.clear();
    this.memory.clear();
    const dir = this.options.dir;
    if (dir)
      this.queue(() => Promise.all(files.map((name) => rm(join(dir, name), { force: true }))));
  }

  /** Resolves once every file and the index are written. */
  saved(): Promise<void> {
    return this.write;
  }

  /** Runs one disk change after the others, then writes the index as it is now. */
  private queue(change: () => Promise<unknown>): void {
    const dir = this.options.dir!;
    this.write = this.write.then(async () => {
      try {
        await change();
        const temp = join(dir, `index.${randomBytes(6).toString('hex')}.tmp`);
        await writeFile(temp, JSON.stringify(Object.fromEntries(this.index)));
        await rename(temp, join(dir, 'index.json'));
      } catch (error) {
        console.error('saved answers: could not write to disk', error);
      }
    });
  }
}
