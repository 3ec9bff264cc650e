import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AssetCache, AssetError, normaliseAssetPath } from './asset-cache.js';
import { comicArtPaths, precacheComics } from './precache.js';
import { deadOrigin, startArtServer, svg } from './testing/art-server.js';

let dir: string;
let server: Awaited<ReturnType<typeof startArtServer>>;

const COVER = '/art/covers/origins-1.svg';
const PAGE = '/art/comics/origins-1/page-1.svg';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'abtal-cache-'));
  server = await startArtServer(
    new Map([
      [COVER, svg('cover')],
      [PAGE, svg('page one')],
    ]),
  );
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true, maxRetries: 5 });
});

const newCache = (origin = server.origin, maxBytes = 1024 * 1024) =>
  new AssetCache({ dir, origin, maxBytes, timeoutMs: 2000 });

async function readIndex() {
  return JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, { file: string; size: number }>;
  };
}

describe('AssetCache: fetching and serving', () => {
  it('fetches a missing asset from the server, stores it, then serves it from disk', async () => {
    const cache = newCache();
    const first = await cache.get(COVER);
    expect(first.source).toBe('network');
    expect(first.body.toString()).toBe(svg('cover'));
    expect(first.contentType).toBe('image/svg+xml');

    const second = await cache.get(COVER);
    expect(second.source).toBe('cache');
    expect(second.body.toString()).toBe(svg('cover'));
    expect(server.hits(COVER)).toBe(1);

    await cache.flush();
    const index = await readIndex();
    expect(index.entries[COVER]?.size).toBe(svg('cover').length);
    expect(cache.status()).toMatchObject({
      entries: 1,
      bytesUsed: svg('cover').length,
      online: true,
    });
  });

  it('serves cached art after a restart with the network down, and says it is offline', async () => {
    const online = newCache();
    await online.get(PAGE);
    await online.flush();

    const offline = newCache(await deadOrigin());
    const changes: boolean[] = [];
    offline.onOnlineChange((value) => changes.push(value));

    const hit = await offline.get(PAGE);
    expect(hit.source).toBe('cache');
    expect(hit.body.toString()).toBe(svg('page one'));

    await expect(offline.get(COVER)).rejects.toMatchObject({ code: 'offline', status: 503 });
    expect(offline.isOnline()).toBe(false);
    expect(offline.status().online).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('reports an offline miss with a clear error naming the asset', async () => {
    const cache = newCache(await deadOrigin());
    const error = await cache.get(COVER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssetError);
    expect((error as AssetError).message).toBe(
      `Offline: ${COVER} is not saved on this computer yet`,
    );
  });

  it('passes a 404 on without caching it and stays online', async () => {
    const cache = newCache();
    await expect(cache.get('/art/covers/nope.svg')).rejects.toMatchObject({
      code: 'not-found',
      status: 404,
    });
    expect(cache.status().entries).toBe(0);
    expect(cache.isOnline()).toBe(true);
  });

  it('does not store a server error', async () => {
    server.routes.set(COVER, (_req, res) => res.writeHead(500).end('boom'));
    const cache = newCache();
    await expect(cache.get(COVER)).rejects.toMatchObject({ code: 'upstream', status: 502 });
    expect(cache.status().entries).toBe(0);
  });

  it('fetches once when the same asset is asked for many times at once', async () => {
    server.setDelay(50);
    const cache = newCache();
    const results = await Promise.all(Array.from({ length: 8 }, () => cache.get(COVER)));
    expect(server.hits(COVER)).toBe(1);
    for (const result of results) expect(result.body.toString()).toBe(svg('cover'));
  });

  it('never stores an HTML page answered for an image, and keeps asking the server', async () => {
    const path = '/art/episodes/new-1/cover.svg';
    server.routes.set(path, (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html>'),
    );
    const cache = newCache();
    await expect(cache.get(path)).rejects.toMatchObject({ code: 'upstream', status: 502 });
    expect(cache.has(path)).toBe(false);

    // Once the server has the image, the same device shows it.
    server.routes.delete(path);
    server.files.set(path, svg('new cover'));
    const fixed = await cache.get(path);
    expect(fixed.source).toBe('network');
    expect(fixed.body.toString()).toBe(svg('new cover'));
    await cache.flush();
  });
});

describe('AssetCache: size cap and damaged files', () => {
  it('evicts the least recently used assets once past the size cap', async () => {
    const paths = [1, 2, 3, 4].map((n) => `/art/comics/guardians-2/page-${n}.svg`);
    for (const path of paths) server.files.set(path, svg(path, 400 - path.length));
    const size = svg(paths[0]!, 400 - paths[0]!.length).length;
    const cache = newCache(server.origin, size * 3);

    await cache.get(paths[0]!);
    await cache.get(paths[1]!);
    await cache.get(paths[2]!);
    // Touch page 1 so page 2 becomes the least recently used.
    expect((await cache.get(paths[0]!)).source).toBe('cache');
    await cache.get(paths[3]!);

    expect(cache.has(paths[0]!)).toBe(true);
    expect(cache.has(paths[1]!)).toBe(false);
    expect(cache.has(paths[2]!)).toBe(true);
    expect(cache.has(paths[3]!)).toBe(true);
    expect(cache.status().bytesUsed).toBeLessThanOrEqual(size * 3);

    // The evicted file is gone from disk and from the index, and comes from the network again.
    await cache.flush();
    const index = await readIndex();
    expect(Object.keys(index.entries).sort()).toEqual([paths[0], paths[2], paths[3]].sort());
    const files = (await readdir(dir)).filter((name) => name !== 'index.json');
    expect(files).toHaveLength(3);
    expect((await cache.get(paths[1]!)).source).toBe('network');
    expect(server.hits(paths[1]!)).toBe(2);
  });

  it('keeps LRU order across a restart', async () => {
    const paths = [1, 2, 3].map((n) => `/art/comics/jalal-origins/page-${n}.svg`);
    for (const path of paths) server.files.set(path, svg(path, 300 - path.length));
    const size = svg(paths[0]!, 300 - paths[0]!.length).length;
    const first = newCache(server.origin, size * 2);
    await first.get(paths[0]!);
    await first.get(paths[1]!);
    await first.get(paths[0]!);
    await first.flush();

    const second = newCache(server.origin, size * 2);
    await second.get(paths[2]!);
    expect(second.has(paths[0]!)).toBe(true);
    expect(second.has(paths[1]!)).toBe(false);
  });

  it('detects a corrupted file and fetches the asset again', async () => {
    const cache = newCache();
    await cache.get(COVER);
    await cache.flush();
    const { file } = (await readIndex()).entries[COVER]!;
    // Same length, different bytes: only the hash can tell.
    const original = svg('cover');
    await writeFile(join(dir, file), original.replace('cover', 'covfe'));

    const again = await cache.get(COVER);
    expect(again.source).toBe('network');
    expect(again.body.toString()).toBe(original);
    expect(server.hits(COVER)).toBe(2);
    expect((await readFile(join(dir, file))).toString()).toBe(original);
  });

  it('detects a truncated file left by an interrupted write', async () => {
    const cache = newCache();
    await cache.get(PAGE);
    await cache.flush();
    const { file } = (await readIndex()).entries[PAGE]!;
    await writeFile(join(dir, file), svg('page one').slice(0, 10));

    const restarted = newCache();
    expect((await restarted.get(PAGE)).source).toBe('network');
    expect(server.hits(PAGE)).toBe(2);
  });

  it('does not serve a corrupted file when offline: it reports offline instead', async () => {
    const cache = newCache();
    await cache.get(PAGE);
    await cache.flush();
    const { file } = (await readIndex()).entries[PAGE]!;
    await writeFile(join(dir, file), 'garbage');

    const offline = newCache(await deadOrigin());
    await expect(offline.get(PAGE)).rejects.toMatchObject({ code: 'offline' });
    expect(offline.has(PAGE)).toBe(false);
  });

  it('removes stray temp files and unknown files at start', async () => {
    await writeFile(join(dir, 'abc.svg.123.tmp'), 'partial');
    const cache = newCache();
    await cache.init();
    expect(await readdir(dir)).not.toContain('abc.svg.123.tmp');
  });

  it('drops an entry of the wrong type left by an older version at start', async () => {
    const first = newCache();
    await first.get(COVER);
    await first.flush();
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
    index.entries[COVER].contentType = 'text/html';
    await writeFile(join(dir, 'index.json'), JSON.stringify(index));

    const again = newCache();
    expect((await again.get(COVER)).source).toBe('network');
    expect(server.hits(COVER)).toBe(2);
  });

  it('clears every saved file', async () => {
    const cache = newCache();
    await cache.precacheAll([COVER, PAGE]);
    await cache.clear();
    expect(cache.status().entries).toBe(0);
    expect((await readdir(dir)).filter((name) => name !== 'index.json')).toEqual([]);
  });
});

describe('AssetCache: paths, revalidation and precaching', () => {
  it('refuses paths outside /art and path tricks', () => {
    for (const bad of [
      '/api/auth/me',
      '/art/../secret.svg',
      '/art/covers/..%2f..%2fx.svg',
      '/art/covers/x.exe',
      '/art/',
      'art/covers/x.svg',
    ]) {
      expect(() => normaliseAssetPath(bad), bad).toThrow(AssetError);
    }
    expect(normaliseAssetPath('/art/covers/x.svg?v=2')).toBe('/art/covers/x.svg');
  });

  it('accepts art at any depth, the logo at the top of /art included', () => {
    expect(normaliseAssetPath('/art/logo.svg')).toBe('/art/logo.svg');
    expect(normaliseAssetPath('/art/episodes/s1/e2/page-3.png')).toBe(
      '/art/episodes/s1/e2/page-3.png',
    );
  });

  it('revalidates a stale entry with its ETag and replaces it when the art changed', async () => {
    let now = 1_000_000;
    let version = 'v1';
    const conditional: (string | undefined)[] = [];
    server.routes.set(COVER, (req, res) => {
      conditional.push(req.headers['if-none-match'] as string | undefined);
      if (req.headers['if-none-match'] === `"${version}"`) return res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'image/svg+xml', etag: `"${version}"` });
      res.end(svg(version));
    });
    const cache = new AssetCache({
      dir,
      origin: server.origin,
      maxBytes: 1024 * 1024,
      now: () => now,
      revalidateAfterMs: 60_000,
    });
    expect((await cache.get(COVER)).body.toString()).toBe(svg('v1'));
    now += 30_000; // fresh: no request
    expect((await cache.get(COVER)).source).toBe('cache');
    now += 60_000; // stale, unchanged: 304
    expect((await cache.get(COVER)).source).toBe('cache');
    version = 'v2';
    now += 60_000; // stale, changed: the new art replaces the old
    const changed = await cache.get(COVER);
    expect(changed.source).toBe('network');
    expect(changed.body.toString()).toBe(svg('v2'));
    expect(conditional).toEqual([undefined, '"v1"', '"v1"']);
    await cache.flush();
  });

  it('serves the cached copy when revalidation finds the network down', async () => {
    let now = 0;
    const cache = new AssetCache({
      dir,
      origin: server.origin,
      maxBytes: 1024 * 1024,
      now: () => now,
      revalidateAfterMs: 1000,
    });
    await cache.get(PAGE);
    await server.close();
    now += 5000;
    const hit = await cache.get(PAGE);
    expect(hit.source).toBe('cache');
    expect(cache.isOnline()).toBe(false);
    server = await startArtServer();
  });

  it('precaches a list, stopping early when the network is down', async () => {
    const cache = newCache();
    const result = await cache.precacheAll([COVER, PAGE, '/art/covers/missing.svg']);
    expect(result.cached).toBe(2);
    expect(result.failed).toEqual(['/art/covers/missing.svg']);
    expect(cache.has(COVER) && cache.has(PAGE)).toBe(true);

    const down = newCache(await deadOrigin());
    const many = Array.from({ length: 20 }, (_, n) => `/art/covers/c${n}.svg`);
    const offline = await down.precacheAll(many, { concurrency: 2 });
    expect(offline.cached).toBe(0);
    expect(offline.failed).toHaveLength(20);
  });

  it('precaches the cover and every page of each comic, as the bundled content lists them', async () => {
    const paths = comicArtPaths(['nazra-origins']);
    expect(paths).toEqual([
      '/art/covers/nazra-origins.svg',
      '/art/comics/nazra-origins/page-1.svg',
      '/art/comics/nazra-origins/page-2.svg',
      '/art/comics/nazra-origins/page-3.svg',
    ]);
    for (const path of paths) server.files.set(path, svg(path));
    const cache = newCache();
    const result = await precacheComics(cache, ['nazra-origins']);
    expect(result).toEqual({ cached: 4, offline: false });

    const offline = newCache(await deadOrigin());
    const page = await offline.get('/art/comics/nazra-origins/page-3.svg');
    expect(page.source).toBe('cache');
  });

  it('reports a precache cut short by the network', async () => {
    const down = newCache(await deadOrigin());
    const result = await precacheComics(down, ['nazra-origins']);
    expect(result).toEqual({ cached: 0, offline: true });
  });
});
