import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Disk cache of the art the server adds after a release (server episodes and their pages): everything
 * shipped in the renderer build is served from the package and never comes here.
 *
 * The cache answers first; when online, an entry older than `revalidateAfterMs` is checked with the
 * server (If-None-Match / If-Modified-Since) and replaced when it changed. Only a response whose
 * content type is the image type the path asks for is stored, so an HTML error page answered for an
 * image never poisons the cache. Every file is written to a temp name and renamed, and its size and
 * SHA-256 are kept in index.json; a file that no longer matches its index entry (a crash mid-write,
 * disk trouble, someone editing it) is dropped and fetched again. Past the size cap the least recently
 * used entries go first.
 */

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface AssetCacheOptions {
  /** Folder of the cache; created when missing. */
  dir: string;
  /** Where `/art/**` is fetched from, e.g. https://abtal-universe.com */
  origin: string;
  maxBytes: number;
  fetch?: FetchLike;
  now?: () => number;
  /** Milliseconds before a network fetch is given up. */
  timeoutMs?: number;
  /** How old a cached entry may get before it is checked with the server again (when online). */
  revalidateAfterMs?: number;
}

export interface CachedAsset {
  body: Buffer;
  contentType: string;
  source: 'cache' | 'network';
}

export interface CacheStatusSnapshot {
  bytesUsed: number;
  bytesCap: number;
  entries: number;
  online: boolean;
}

interface IndexEntry {
  file: string;
  size: number;
  sha256: string;
  contentType: string;
  lastAccess: number;
  etag?: string;
  lastModified?: string;
  /** When the server last confirmed this entry (ms since epoch). */
  checkedAt?: number;
}

interface IndexFile {
  version: 1;
  entries: Record<string, IndexEntry>;
}

export type AssetErrorCode = 'offline' | 'not-found' | 'bad-path' | 'upstream';

export class AssetError extends Error {
  override name = 'AssetError';
  constructor(
    readonly code: AssetErrorCode,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const INDEX_NAME = 'index.json';
const EXTENSIONS: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The image type an asset path asks for, from its extension. */
function expectedContentType(path: string): string {
  return (
    EXTENSIONS[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
  );
}

/** Checks an asset path (`/art/...`, any depth) and returns it normalised, or throws AssetError('bad-path'). */
export function normaliseAssetPath(path: string): string {
  const clean = path.split(/[?#]/, 1)[0]!;
  const segments = clean.split('/');
  const ext = clean.slice(clean.lastIndexOf('.') + 1).toLowerCase();
  const valid =
    segments[0] === '' &&
    segments[1] === 'art' &&
    segments.length >= 3 &&
    segments.slice(2).every((segment) => SEGMENT.test(segment) && !segment.includes('..')) &&
    ext in EXTENSIONS;
  if (!valid) throw new AssetError('bad-path', `Not a comic asset path: ${path}`, 400);
  return clean;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function isNetworkFailure(error: unknown): boolean {
  // fetch rejects (rather than resolving with a status) only when no answer came: DNS, refused,
  // reset, timeout, offline. Those are what "offline" means here.
  return error instanceof Error && !(error instanceof AssetError);
}

export class AssetCache {
  private readonly dir: string;
  private readonly origin: string;
  private readonly maxBytes: number;
  private readonly fetchFn: FetchLike;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly revalidateAfterMs: number;
  private entries = new Map<string, IndexEntry>();
  private inflight = new Map<string, Promise<CachedAsset>>();
  private clock = 0;
  private online = true;
  private onlineListeners = new Set<(online: boolean) => void>();
  private indexWrite: Promise<void> = Promise.resolve();
  private indexDirty = false;
  private initialised: Promise<void> | null = null;

  constructor(options: AssetCacheOptions) {
    this.dir = options.dir;
    this.origin = options.origin.replace(/\/+$/, '');
    this.maxBytes = options.maxBytes;
    this.fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.revalidateAfterMs = options.revalidateAfterMs ?? 60 * 60 * 1000;
  }

  /** Loads the index, drops entries whose file is gone and removes leftover temp files. */
  init(): Promise<void> {
    this.initialised ??= this.load();
    return this.initialised;
  }

  private async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    let index: IndexFile | null;
    try {
      index = JSON.parse(await readFile(join(this.dir, INDEX_NAME), 'utf8')) as IndexFile;
    } catch {
      index = null; // no index or an unreadable one: start empty; orphan files are swept below
    }
    const files = new Set(await readdir(this.dir));
    if (index?.version === 1 && index.entries && typeof index.entries === 'object') {
      for (const [path, entry] of Object.entries(index.entries)) {
        if (
          entry &&
          typeof entry.file === 'string' &&
          files.has(entry.file) &&
          Number.isInteger(entry.size) &&
          typeof entry.sha256 === 'string' &&
          // An entry stored by an older version with the wrong type (an HTML page for an image) goes.
          entry.contentType === expectedContentType(path)
        ) {
          this.entries.set(path, entry);
          this.clock = Math.max(this.clock, entry.lastAccess ?? 0);
        }
      }
    }
    const known = new Set([...this.entries.values()].map((entry) => entry.file));
    await Promise.all(
      [...files]
        .filter((name) => name !== INDEX_NAME && !known.has(name))
        .map((name) => rm(join(this.dir, name), { force: true })),
    );
  }

  isOnline(): boolean {
    return this.online;
  }

  /** Records what the app learnt about the network (here or from elsewhere in main). */
  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of this.onlineListeners) listener(online);
  }

  onOnlineChange(listener: (online: boolean) => void): () => void {
    this.onlineListeners.add(listener);
    return () => this.onlineListeners.delete(listener);
  }

  status(): CacheStatusSnapshot {
    let bytesUsed = 0;
    for (const entry of this.entries.values()) bytesUsed += entry.size;
    return { bytesUsed, bytesCap: this.maxBytes, entries: this.entries.size, online: this.online };
  }

  has(path: string): boolean {
    return this.entries.has(normaliseAssetPath(path));
  }

  /** The asset from disk when cached and intact, else from the network (then stored). */
  async get(rawPath: string): Promise<CachedAsset> {
    const path = normaliseAssetPath(rawPath);
    await this.init();
    const pending = this.inflight.get(path);
    if (pending) return pending;
    const task = this.resolve(path).finally(() => this.inflight.delete(path));
    this.inflight.set(path, task);
    return task;
  }

  private async resolve(path: string): Promise<CachedAsset> {
    const cached = await this.readIntact(path);
    if (!cached) return this.fetchAndStore(path, null);
    const entry = this.entries.get(path)!;
    const fresh = this.now() - (entry.checkedAt ?? 0) < this.revalidateAfterMs;
    if (!this.online || fresh) return cached;
    try {
      return await this.fetchAndStore(path, { entry, cached });
    } catch (error) {
      // Offline, or the server answered something unusable: the copy on disk is still good.
      if (error instanceof AssetError && error.code === 'not-found') throw error;
      return cached;
    }
  }

  private tick(): number {
    this.clock = Math.max(this.now(), this.clock + 1);
    return this.clock;
  }

  private async readIntact(path: string): Promise<CachedAsset | null> {
    const entry = this.entries.get(path);
    if (!entry) return null;
    let body: Buffer | null;
    try {
      body = await readFile(join(this.dir, entry.file));
    } catch {
      body = null;
    }
    if (!body || body.length !== entry.size || sha256(body) !== entry.sha256) {
      await this.drop(path);
      return null;
    }
    entry.lastAccess = this.tick();
    this.scheduleIndexWrite();
    return { body, contentType: entry.contentType, source: 'cache' };
  }

  private async fetchAndStore(
    path: string,
    revalidate: { entry: IndexEntry; cached: CachedAsset } | null,
  ): Promise<CachedAsset> {
    const headers: Record<string, string> = {};
    if (revalidate?.entry.etag) headers['if-none-match'] = revalidate.entry.etag;
    if (revalidate?.entry.lastModified)
      headers['if-modified-since'] = revalidate.entry.lastModified;
    let response: Response;
    try {
      response = await this.fetchFn(`${this.origin}${path}`, {
        headers,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      if (isNetworkFailure(error)) {
        this.setOnline(false);
        throw new AssetError('offline', `Offline: ${path} is not saved on this computer yet`, 503);
      }
      throw error;
    }
    this.setOnline(true);
    if (response.status === 304 && revalidate) {
      revalidate.entry.checkedAt = this.now();
      this.scheduleIndexWrite();
      return revalidate.cached;
    }
    if (response.status === 404) {
      if (revalidate) await this.drop(path);
      throw new AssetError('not-found', `Not found: ${path}`, 404);
    }
    if (!response.ok) {
      throw new AssetError('upstream', `The server answered ${response.status} for ${path}`, 502);
    }
    const expected = expectedContentType(path);
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (contentType !== expected) {
      await response.body?.cancel().catch(() => undefined);
      throw new AssetError(
        'upstream',
        `The server answered ${contentType ?? 'no content type'} instead of ${expected} for ${path}`,
        502,
      );
    }
    let body: Buffer;
    try {
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      // The connection dropped mid-body: nothing partial is ever stored.
      this.setOnline(false);
      throw new AssetError('offline', `Download of ${path} was cut off: ${String(error)}`, 503);
    }
    await this.store(path, body, expected, {
      etag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
    });
    return { body, contentType: expected, source: 'network' };
  }

  private async drop(path: string): Promise<void> {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.entries.delete(path);
    await rm(join(this.dir, entry.file), { force: true });
    this.scheduleIndexWrite();
  }

  private async store(
    path: string,
    body: Buffer,
    contentType: string,
    validators: { etag?: string; lastModified?: string },
  ): Promise<void> {
    if (body.length > this.maxBytes) return; // served, but never fits
    const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    const file = `${createHash('sha256').update(path).digest('hex').slice(0, 40)}.${ext}`;
    const temp = join(this.dir, `${file}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temp, body);
    await rename(temp, join(this.dir, file));
    this.entries.set(path, {
      file,
      size: body.length,
      sha256: sha256(body),
      contentType,
      lastAccess: this.tick(),
      ...validators,
      checkedAt: this.now(),
    });
    await this.evict(path);
    this.scheduleIndexWrite();
  }

  private async evict(keep: string): Promise<void> {
    let used = this.status().bytesUsed;
    if (used <= this.maxBytes) return;
    const oldestFirst = [...this.entries.entries()]
      .filter(([path]) => path !== keep)
      .sort((a, b) => a[1].lastAccess - b[1].lastAccess);
    for (const [path, entry] of oldestFirst) {
      if (used <= this.maxBytes) break;
      this.entries.delete(path);
      used -= entry.size;
      await rm(join(this.dir, entry.file), { force: true });
    }
  }

  /** Writes index.json (temp + rename); concurrent requests collapse into one more write. */
  private scheduleIndexWrite(): void {
    if (this.indexDirty) return;
    this.indexDirty = true;
    this.indexWrite = this.indexWrite.then(async () => {
      this.indexDirty = false;
      const index: IndexFile = { version: 1, entries: Object.fromEntries(this.entries) };
      const temp = join(this.dir, `${INDEX_NAME}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, JSON.stringify(index));
        await rename(temp, join(this.dir, INDEX_NAME));
      } catch (error) {
        await rm(temp, { force: true });
        console.error('asset cache: could not write the index', error);
      }
    });
  }

  /** Resolves once pending index writes are on disk. */
  flush(): Promise<void> {
    return this.indexWrite;
  }

  /**
   * Fetches every listed asset that is not cached yet (kiosk start). Runs a few at a time and stops early
   * once the network is found to be down: what is cached keeps working.
   */
  async precacheAll(
    paths: readonly string[],
    options: { concurrency?: number } = {},
  ): Promise<{ cached: number; failed: string[] }> {
    await this.init();
    const queue = [...new Set(paths)];
    const failed: string[] = [];
    let cached = 0;
    let stop = false;
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (stop) {
          failed.push(path);
          continue;
        }
        try {
          await this.get(path);
          cached += 1;
        } catch (error) {
          failed.push(path);
          if (error instanceof AssetError && error.code === 'offline') stop = true;
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
    await this.flush();
    return { cached, failed };
  }

  /** Removes every cached file (the desktop menu's "Clear saved comics", the kiosk staff panel). */
  async clear(): Promise<void> {
    await this.init();
    const files = [...this.entries.values()].map((entry) => entry.file);
    this.entries.clear();
    await Promise.all(files.map((file) => rm(join(this.dir, file), { force: true })));
    this.scheduleIndexWrite();
    await this.flush();
  }
}
