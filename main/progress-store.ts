import Store from 'electron-store';
import { progressEntrySchema, progressKeySchema, type ProgressMap } from '../shared/ipc.js';

/**
 * Reading progress (`comic-progress-{id}` = page number) and read flags (`comic-read-{id}` = "true"),
 * kept by main as well as in the renderer's localStorage, so they survive a cleared browser cache. The
 * renderer restores them into localStorage at start (progress:get-all) and writes through (progress:set).
 */

/** The few calls of electron-store this module uses; lets kiosk mode swap in memory storage. */
export interface KeyValueBackend {
  readonly store: Record<string, unknown>;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  clear(): void;
}

export class ProgressValidationError extends Error {
  override name = 'ProgressValidationError';
}

export class ProgressStore {
  constructor(private readonly backend: KeyValueBackend) {}

  /** Every valid stored entry; anything malformed on disk is skipped, not passed on. */
  getAll(): ProgressMap {
    const result: ProgressMap = {};
    for (const [key, value] of Object.entries(this.backend.store)) {
      if (typeof value !== 'string') continue;
      if (progressEntrySchema.safeParse({ key, value }).success) result[key] = value;
    }
    return result;
  }

  get(key: string): string | null {
    return this.getAll()[key] ?? null;
  }

  /** Sets a value, or removes the key when value is null. Throws ProgressValidationError on bad input. */
  set(key: unknown, value: unknown): void {
    const parsed = progressEntrySchema.safeParse({ key, value });
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`)
        .join('; ');
      throw new ProgressValidationError(`Invalid progress entry: ${detail}`);
    }
    if (parsed.data.value === null) this.backend.delete(parsed.data.key);
    else this.backend.set(parsed.data.key, parsed.data.value);
  }

  remove(key: string): void {
    if (progressKeySchema.safeParse(key).success) this.backend.delete(key);
  }

  clear(): void {
    this.backend.clear();
  }
}

/** Progress kept on disk in the app's user data folder (or `cwd`, e.g. a temp folder in tests). */
export function createPersistentProgressStore(options: { cwd?: string } = {}): ProgressStore {
  const store = new Store<Record<string, string>>({
    name: 'reading-progress',
    cwd: options.cwd,
    // Keys contain dashes only, but dot notation would turn any stray dot into nesting.
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: true,
  });
  return new ProgressStore(store as unknown as KeyValueBackend);
}

/** Kiosk visitors are anonymous: their progress lives in memory and goes with the session reset. */
export function createMemoryProgressStore(): ProgressStore {
  const data = new Map<string, unknown>();
  return new ProgressStore({
    get store() {
      return Object.fromEntries(data);
    },
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
    clear: () => data.clear(),
  });
}
