import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../shared/content/characters.js';
import { TIMELINE_ERAS } from '../shared/content/timeline.js';
import { AssetCache } from './asset-cache.js';
import { heartbeatBody, startServerHeartbeat } from './heartbeat.js';
import { realTimers } from './kiosk.js';
import {
  bundledArtPaths,
  comicArtPaths,
  kioskManifest,
  offlineStatus,
  PrecacheRunner,
  saveForOffline,
} from './precache.js';
import { APP_ORIGIN, createAppRequestHandler, createBundleLookup } from './protocol.js';
import { SavedAnswers } from './saved-answers.js';
import { contentSecurityPolicy } from './security.js';
import { deadOrigin, startArtServer, svg } from './testing/art-server.js';

let root: string;
let rendererDir: string;
let server: Awaited<ReturnType<typeof startArtServer>>;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'abtal-precache-'));
  rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'art', 'heroes'), { recursive: true });
  await writeFile(join(rendererDir, 'art', 'logo.svg'), svg('logo'));
  await writeFile(join(rendererDir, 'art', 'heroes', 'nazra.svg'), svg('nazra'));
  server = await startArtServer();
});

afterEach(async () => {
  vi.useRealTimers();
  await server.close();
  await rm(root, { recursive: true, force: true, maxRetries: 5 });
});

const cacheFor = (origin: string) =>
  new AssetCache({ dir: join(root, 'cache'), origin, maxBytes: 1 << 20, timeoutMs: 2000 });

describe('kiosk precache manifest', () => {
  it('lists every shipped art file and the art of every kiosk page', async () => {
    const bundled = await bundledArtPaths(rendererDir);
    expect(bundled).toEqual(['/art/heroes/nazra.svg', '/art/logo.svg']);
    const manifest = kioskManifest(bundled);
    for (const path of [
      '/art/logo.svg',
      ...CHARACTERS.map((character) => character.image),
      ...TIMELINE_ERAS.map((era) => era.image),
      ...comicArtPaths(),
    ]) {
      expect(manifest).toContain(path);
    }
    expect(new Set(manifest).size).toBe(manifest.length);
  });

  it('counts shipped art as saved and fetches only what the server adds', async () => {
    const extra = '/art/episodes/new-1/page-1.svg';
    server.files.set(extra, svg('new page'));
    const cache = cacheFor(server.origin);
    const isBundled = createBundleLookup(rendererDir);
    const paths = ['/art/logo.svg', '/art/heroes/nazra.svg', extra];
    expect(await offlineStatus(cache, isBundled, paths)).toEqual({
      saved: 2,
      total: 3,
      offline: false,
    });
    expect(await saveForOffline(cache, isBundled, paths)).toEqual({
      saved: 3,
      total: 3,
      offline: false,
    });
    expect(server.hits('/art/logo.svg')).toBe(0);
    expect(server.hits(extra)).toBe(1);
    expect((await offlineStatus(cache, isBundled, paths)).saved).toBe(3);
  });
});

describe('PrecacheRunner', () => {
  it('retries with backoff while the network is down, and at once when it returns', async () => {
    const extra = ['/art/episodes/e1/cover.svg', '/art/episodes/e1/page-1.svg'];
    for (const path of extra) server.files.set(path, svg(path));
    let origin = await deadOrigin();
    const caches: AssetCache[] = [];
    const cache = () => caches.at(-1)!;
    caches.push(cacheFor(origin));
    const delays: number[] = [];
    let pending: (() => void) | null = null;
    const timers = {
      setTimeout: (callback: () => void, ms: number) => {
        delays.push(ms);
        pending = callback;
        return ms;
      },
      clearTimeout: () => {
        pending = null;
      },
    };
    const statuses: string[] = [];
    const runner = new PrecacheRunner({
      cache: new Proxy({} as AssetCache, {
        get: (_target, key) => {
          const value = Reflect.get(cache(), key);
          return typeof value === 'function' ? value.bind(cache()) : value;
        },
      }),
      isBundled: createBundleLookup(rendererDir),
      manifest: async () => ['/art/logo.svg', ...extra],
      timers,
      baseDelayMs: 1000,
      onChange: (status) => statuses.push(`${status.ready}/${status.total}`),
    });

    await runner.run();
    expect(runner.status()).toMatchObject({ ready: 1, total: 3, attempts: 1, missing: 2 });
    expect(runner.status().lastError).toMatch(/^Network down: 2 images not saved yet/);
    await (pending as unknown as () => Promise<void>)?.();
    await vi.waitFor(() => expect(runner.status().attempts).toBe(2));
    await vi.waitFor(() => expect(delays).toEqual([1000, 2000]));

    // The network returns: the next run starts now, not in 2 s.
    origin = server.origin;
    caches.push(cacheFor(origin));
    runner.networkReturned();
    await vi.waitFor(() => expect(runner.status()).toMatchObject({ ready: 3, missing: 0 }));
    expect(runner.status().lastError).toBeNull();
    expect(runner.status().nextRetryInSeconds).toBeNull();
    expect(statuses.at(-1)).toBe('3/3');
  });
});

describe('server heartbeat', () => {
  it('posts the kiosk id, version, cache status and last error with the token, again and again', async () => {
    const bodies: { token: string | undefined; body: Record<string, unknown> }[] = [];
    server.routes.set('/api/kiosks/heartbeat', (req, res, body) => {
      bodies.push({
        token: req.headers['x-kiosk-token'] as string,
        body: JSON.parse(body.toString()),
      });
      res
        .writeHead(bodies.length === 1 ? 500 : 200, { 'content-type': 'application/json' })
        .end('{}');
    });
    const loop = startServerHeartbeat({
      apiOrigin: server.origin,
      token: 'kiosk-token-kiosk-token-1234',
      intervalMs: 50,
      fetch: (url, init) => fetch(url, init),
      timers: realTimers,
      body: (lastError) =>
        heartbeatBody(
          'dubai-metro-1',
          '0.1.0',
          { bytesUsed: 10, bytesCap: 100, entries: 1, online: true },
          null,
          lastError,
        ),
    });
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThanOrEqual(3));
    loop.stop();
    expect(bodies[0]).toEqual({
      token: 'kiosk-token-kiosk-token-1234',
      body: {
        kioskId: 'dubai-metro-1',
        version: '0.1.0',
        cacheStatus: {
          entries: 1,
          bytesUsed: 10,
          precacheReady: 0,
          precacheTotal: 0,
          online: true,
        },
        lastError: null,
      },
    });
    // A refused heartbeat is reported by the next one.
    expect(bodies[1]!.body.lastError).toBe('Heartbeat refused: HTTP 500');
    expect(bodies[2]!.body.lastError).toBeNull();
  });

  it("saves a server episode's cover and pages through the API forwarder, and counts them offline", async () => {
    const pages = ['/api/episodes/new-1/pages/1', '/api/episodes/new-1/pages/2'];
    for (const path of ['/api/episodes/new-1/cover', ...pages]) {
      server.routes.set(path, (_req, res) =>
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(path)),
      );
    }
    const isBundled = createBundleLookup(rendererDir);
    const savedAnswers = new SavedAnswers({ dir: join(root, 'answers') });
    const forwarderFor = (origin: string) => {
      const cache = cacheFor(origin);
      const handler = createAppRequestHandler({
        rendererDir,
        assets: cache,
        apiOrigin: origin,
        apiFetch: (url, init) => fetch(url, init),
        csp: contentSecurityPolicy(),
        savedAnswers,
      });
      const answers = {
        has: (path: string) => savedAnswers.has(path),
        fetch: async (path: string) => {
          const answer = await handler(new Request(`${APP_ORIGIN}${path}`));
          await answer.arrayBuffer();
          return answer.status === 200 && savedAnswers.has(path);
        },
      };
      return { cache, answers };
    };
    const paths = ['/art/logo.svg', '/api/episodes/new-1/cover', ...pages];
    const online = forwarderFor(server.origin);
    expect(await offlineStatus(online.cache, isBundled, paths, online.answers)).toEqual({
      saved: 1,
      total: 4,
      offline: false,
    });
    // A page the server no longer has: the rest is saved, and it says one is missing.
    server.routes.delete(pages[1]!);
    expect(await saveForOffline(online.cache, isBundled, paths, online.answers)).toEqual({
      saved: 3,
      total: 4,
      offline: false,
    });
    server.routes.set(pages[1]!, (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(pages[1]!)),
    );
    expect((await saveForOffline(online.cache, isBundled, paths, online.answers)).saved).toBe(4);

    // The network goes away: all four still count, and saving again keeps them.
    const offline = forwarderFor(await deadOrigin());
    offline.cache.setOnline(false);
    expect(await saveForOffline(offline.cache, isBundled, paths, offline.answers)).toEqual({
      saved: 4,
      total: 4,
      offline: false,
    });
    expect(await offlineStatus(offline.cache, isBundled, paths, offline.answers)).toEqual({
      saved: 4,
      total: 4,
      offline: true,
    });
    // Never saved, and the network is down: counted as missing, offline.
    expect(
      await saveForOffline(
        offline.cache,
        isBundled,
        ['/api/episodes/new-2/cover'],
        offline.answers,
      ),
    ).toEqual({ saved: 0, total: 1, offline: true });
  });
});
