import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { CHARACTERS } from '../shared/content/characters.js';
import { getComicPages } from '../shared/content/comic-pages.js';
import { COMIC_IDS, findComic } from '../shared/content/comics.js';
import { TIMELINE_ERAS } from '../shared/content/timeline.js';
import type { OfflineStatus, PrecacheStatus } from '../shared/ipc.js';
import { AssetError, type AssetCache } from './asset-cache.js';
import type { Timers } from './kiosk.js';

const coverPath = (comicId: string) => findComic(comicId)?.image ?? `/art/covers/${comicId}.svg`;

/** Every cover and page image of the given comics, from the bundled comic content. */
export function comicArtPaths(comicIds: readonly string[] = COMIC_IDS): string[] {
  return comicIds.flatMap((id) => [coverPath(id), ...getComicPages(id).map((page) => page.image)]);
}

/**
 * Caches every comic's cover and pages, so every comic opens with the network down. Returns how many
 * images are cached and whether the run was cut short by the network.
 */
export async function precacheComics(
  cache: AssetCache,
  comicIds: readonly string[] = COMIC_IDS,
): Promise<{ cached: number; offline: boolean }> {
  const { cached, failed } = await cache.precacheAll(comicArtPaths(comicIds));
  return { cached, offline: failed.length > 0 && !cache.isOnline() };
}

/** Every `/art/**` file shipped in the renderer build, found by walking its art folder. */
export async function bundledArtPaths(rendererDir: string): Promise<string[]> {
  const root = join(rendererDir, 'art');
  let entries: string[];
  try {
    entries = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
  return entries.map((file) => `/art/${relative(root, file).split(sep).join('/')}`).sort();
}

/**
 * The kiosk's precache manifest: every image of every page in the kiosk's route list (home, heroes,
 * comics and their pages, the timeline, the Dubai episode) as the content names them, plus every art
 * file the build ships. Bundled files are served from the package; the rest must be fetched.
 */
export function kioskManifest(bundled: readonly string[]): string[] {
  return [
    ...new Set([
      ...bundled,
      ...comicArtPaths(),
      ...CHARACTERS.map((character) => character.image),
      ...TIMELINE_ERAS.map((era) => era.image),
    ]),
  ].sort();
}

/**
 * The answers of the API kept for offline reading (an episode's cover and pages come from
 * `/api/episodes/...`, see saved-answers.ts): whether one is kept, and asking the server for one
 * through the API forwarder, which keeps it (resolves whether it is kept now).
 */
export interface OfflineAnswers {
  has(path: string): boolean;
  fetch(path: string): Promise<boolean>;
}

const isApiPath = (path: string) => path.startsWith('/api/');

/** Saves the given images for offline reading; shipped ones count as saved already. */
export async function saveForOffline(
  cache: AssetCache,
  isBundled: (path: string) => Promise<boolean>,
  paths: readonly string[],
  answers?: OfflineAnswers,
): Promise<OfflineStatus> {
  const unique = [...new Set(paths)];
  const api = unique.filter(isApiPath);
  const art = unique.filter((path) => !isApiPath(path));
  const shipped = await Promise.all(art.map(isBundled));
  const toFetch = art.filter((_, n) => !shipped[n]);
  const { cached, failed } = await cache.precacheAll(toFetch);
  let kept = 0;
  for (const path of api) if (await answers?.fetch(path).catch(() => false)) kept += 1;
  const missing = failed.length + api.length - kept;
  return {
    saved: art.length - toFetch.length + cached + kept,
    total: unique.length,
    offline: missing > 0 && !cache.isOnline(),
  };
}

/** How many of the given images open offline right now (no network). */
export async function offlineStatus(
  cache: AssetCache,
  isBundled: (path: string) => Promise<boolean>,
  paths: readonly string[],
  answers?: OfflineAnswers,
): Promise<OfflineStatus> {
  const unique = [...new Set(paths)];
  let saved = 0;
  for (const path of unique) {
    if (isApiPath(path) ? answers?.has(path) : (await isBundled(path)) || cache.has(path)) {
      saved += 1;
    }
  }
  return { saved, total: unique.length, offline: !cache.isOnline() };
}

export interface PrecacheRunnerOptions {
  cache: AssetCache;
  isBundled: (path: string) => Promise<boolean>;
  manifest: () => Promise<readonly string[]>;
  timers: Timers;
  /** First retry after this long; doubled after every failed run up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  onChange?: (status: PrecacheStatus) => void;
}

/**
 * Runs the kiosk precache until every image of the manifest opens offline. A run cut short (network
 * down, server error) is retried with exponential backoff, and at once when the network returns.
 */
export class PrecacheRunner {
  private total = 0;
  private ready = 0;
  private attempts = 0;
  private running: Promise<void> | null = null;
  private lastError: string | null = null;
  private retryTimer: unknown = null;
  private retryAt: number | null = null;

  constructor(private readonly options: PrecacheRunnerOptions) {}

  status(): PrecacheStatus {
    const now = (this.options.now ?? Date.now)();
    return {
      total: this.total,
      ready: this.ready,
      missing: this.total - this.ready,
      attempts: this.attempts,
      running: this.running !== null,
      lastError: this.lastError,
      nextRetryInSeconds:
        this.retryAt === null ? null : Math.max(0, Math.ceil((this.retryAt - now) / 1000)),
    };
  }

  /** Starts a run now (unless one is under way); resolves when it ends. */
  run(): Promise<void> {
    this.cancelRetry();
    this.running ??= this.once().finally(() => {
      this.running = null;
      this.options.onChange?.(this.status());
    });
    return this.running;
  }

  /** The network came back: retry now rather than at the scheduled time. */
  networkReturned(): void {
    if (this.retryTimer !== null) void this.run();
  }

  dispose(): void {
    this.cancelRetry();
  }

  private async once(): Promise<void> {
    this.attempts += 1;
    const manifest = await this.options.manifest();
    this.total = manifest.length;
    let failure: string | null = null;
    try {
      const result = await saveForOffline(this.options.cache, this.options.isBundled, manifest);
      this.ready = result.saved;
      if (result.saved < result.total) {
        failure = result.offline
          ? `Network down: ${result.total - result.saved} images not saved yet`
          : `${result.total - result.saved} images could not be fetched`;
      }
    } catch (error) {
      failure = error instanceof AssetError ? error.message : String(error);
    }
    this.lastError = failure;
    if (failure) this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const base = this.options.baseDelayMs ?? 5_000;
    const delay = Math.min(base * 2 ** (this.attempts - 1), this.options.maxDelayMs ?? 600_000);
    this.retryAt = (this.options.now ?? Date.now)() + delay;
    this.retryTimer = this.options.timers.setTimeout(() => {
      this.retryTimer = null;
      void this.run();
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) this.options.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }
}
