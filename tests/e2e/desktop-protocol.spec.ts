import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, workerPort } from './fixtures';
import { AssetCache } from '../../main/asset-cache';
import { Outbox } from '../../main/outbox';
import { SavedAnswers } from '../../main/saved-answers';
import { createAppRequestHandler } from '../../main/protocol';
import { contentSecurityPolicy } from '../../main/security';

/**
 * The desktop app's real `app://` request handler and asset cache, put behind a local port and
 * driven by Chromium with the desktop renderer build (`electron-vite build`) and the bridge stubbed:
 * online, offline on a first launch (cold cache), offline with a warm cache, and a server that
 * answers its HTML page for an image.
 */

const ROOT = join(import.meta.dirname, '../..');
const RENDERER = join(ROOT, 'out/renderer');
// The server, and three ports of this worker's own (see fixtures.ts).
const HANDLER_PORT = workerPort(1);
const STAND_IN_PORT = workerPort(2);
const REAL_API = `http://localhost:${workerPort(0)}`;
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
const DEAD = `http://127.0.0.1:${workerPort(3)}`;
const NEW_ART = '/art/episodes/new-1/cover.svg';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="60"><rect width="40" height="60"/></svg>';

test.describe.configure({ mode: 'serial' });

let handlerServer: Server | null = null;
/** The handler's answers kept for offline: their writes finish before the handler stops. */
let handlerAnswers: SavedAnswers | null = null;
let standIn: Server | null = null;
let standInReply: (res: ServerResponse) => void = (res) =>
  res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
/** The user data folder of one test: the asset cache and the kept API answers. */
let userData: string;
/** Answers of the stand-in server by API path (anything else under /api gets empty JSON). */
let standInApi = new Map<string, { type: string; body: string }>();

/** Serves `app://abtal/...` requests of the real handler as `http://localhost:<port>/...`. */
async function serveHandler(apiOrigin: string) {
  await stopHandler();
  handlerAnswers = new SavedAnswers({ dir: join(userData, 'saved-answers') });
  const handler = createAppRequestHandler({
    rendererDir: RENDERER,
    assets: new AssetCache({
      dir: join(userData, 'asset-cache'),
      origin: apiOrigin,
      maxBytes: 64 << 20,
      timeoutMs: 3000,
    }),
    apiOrigin,
    apiFetch: (url, init) => fetch(url, init),
    csp: contentSecurityPolicy(),
    apiTimeoutMs: 3000,
    outbox: new Outbox({ file: null }),
    savedAnswers: handlerAnswers,
  });
  handlerServer = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const body = chunks.length && req.method !== 'GET' ? Buffer.concat(chunks) : undefined;
    const response = await handler(
      new Request(`app://abtal${req.url}`, { method: req.method, headers, body }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => handlerServer!.listen(HANDLER_PORT, '127.0.0.1', resolve));
}

async function stopHandler() {
  const server = handlerServer;
  handlerServer = null;
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  // The answers kept for offline are written to disk after they are answered: the handler that
  // starts next reads them from there.
  await handlerAnswers?.saved();
}

/** A stand-in server: its /art answers come from `standInReply`, /api answers are empty JSON. */
async function startStandIn() {
  standIn = createServer((req, res) => {
    if (req.url?.startsWith('/api/')) {
      const answer = standInApi.get(req.url.split('?')[0]!);
      if (answer) res.writeHead(200, { 'content-type': answer.type }).end(answer.body);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    standInReply(res);
  });
  await new Promise<void>((resolve) => standIn!.listen(STAND_IN_PORT, '127.0.0.1', resolve));
}

async function stopStandIn() {
  const server = standIn;
  standIn = null;
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A minimal desktop bridge, so the renderer runs as in the app. */
async function stubBridge(page: Page, online: boolean) {
  await page.addInitScript((isOnline: boolean) => {
    const none = () => () => undefined;
    Object.defineProperty(window, 'abtal', {
      value: {
        isDesktop: true,
        getInfo: async () => ({
          isDesktop: true,
          version: '0.1.0',
          platform: 'linux',
          kiosk: false,
          online: isOnline,
        }),
        toggleFullscreen: async () => false,
        isFullscreen: async () => false,
        getCacheStatus: async () => ({ bytesUsed: 0, bytesCap: 1, entries: 0, online: isOnline }),
        getProgress: async () => ({}),
        setProgress: async () => undefined,
        getKioskConfig: async () => null,
        getKioskState: async () => null,
        exitKiosk: async () => ({ ok: false }),
        resetKiosk: async () => undefined,
        clearCache: async () => ({ bytesUsed: 0, bytesCap: 1, entries: 0, online: isOnline }),
        saveOffline: async (paths: string[]) => ({ saved: 0, total: paths.length, offline: true }),
        offlineStatus: async (paths: string[]) => ({
          saved: 0,
          total: paths.length,
          offline: true,
        }),
        getPrecacheStatus: async () => null,
        heartbeat: () => undefined,
        reportActivity: () => undefined,
        onOnlineChange: none,
        onFullscreenChange: none,
        onKioskState: none,
        onKioskExitRequest: none,
      },
    });
  }, online);
}

/** Loads every image the page names (lazy ones included): which ones do not show the real art. */
async function imagesOf(page: Page, path: string) {
  await page.goto(`http://localhost:${HANDLER_PORT}${path}`);
  await expect(page.locator('main')).toBeVisible();
  // The reader is a full-screen surface without the site header.
  if (!path.startsWith('/comics/reader/')) {
    await expect(page.locator('header a[href="/"] svg')).toBeVisible();
  }
  // Every list the page asks the handler for has come (or failed) and shows its images.
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    const sources = [...new Set([...document.images].map((img) => img.getAttribute('src') ?? ''))];
    const results = await Promise.all(
      sources.map(
        (src) =>
          new Promise<[string, boolean]>((resolve) => {
            const probe = new Image();
            // Shown, and the art itself (not the "not saved" stand-in page an <img> gets offline).
            probe.onload = () =>
              fetch(src).then(
                (res) => resolve([src, probe.naturalWidth > 0 && res.ok]),
                () => resolve([src, false]),
              );
            probe.onerror = () => resolve([src, false]);
            probe.src = src;
          }),
      ),
    );
    return { total: results.length, broken: results.filter(([, ok]) => !ok).map(([src]) => src) };
  });
}

/**
 * One image: whether Chromium shows it as an <img>, and what the handler answered (asked the way
 * Chromium asks for an image).
 */
async function probeImage(page: Page, src: string) {
  const shown = await page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const probe = new Image();
        probe.onload = () => resolve(probe.naturalWidth > 0);
        probe.onerror = () => resolve(false);
        probe.src = `${url}?t=${Date.now()}`;
      }),
    src,
  );
  const res = await fetch(`http://localhost:${HANDLER_PORT}${src}`, {
    headers: { 'sec-fetch-dest': 'image', accept: 'image/avif,image/webp,image/svg+xml,image/*' },
  });
  return {
    shown,
    status: res.status,
    type: res.headers.get('content-type'),
    text: await res.text(),
  };
}

test.beforeAll(() => {
  test.setTimeout(180_000);
  // The desktop renderer build as the app ships it (a stale out/ would prove nothing).
  execFileSync(join(ROOT, 'node_modules/.bin/electron-vite'), ['build'], { cwd: ROOT });
  expect(existsSync(join(RENDERER, 'art/logo.svg'))).toBe(true);
});

test.beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'abtal-desktop-data-'));
});

test.afterEach(async () => {
  standInApi = new Map();
  await stopHandler();
  await stopStandIn();
  await rm(userData, { recursive: true, force: true });
});

test('online: every image of home, comics and heroes shows, beside the header emblem', async ({
  page,
}) => {
  await stubBridge(page, true);
  await serveHandler(REAL_API);
  for (const path of ['/', '/comics', '/characters']) {
    const { total, broken } = await imagesOf(page, path);
    console.log(
      `${test.info().title.split(':')[0]} ${path}: ${total - broken.length}/${total} images shown`,
    );
    expect(total, path).toBeGreaterThan(1);
    expect(broken, path).toEqual([]);
  }
});

test.describe(() => {
  // It adds a stray style element to see it refused.
  test.use({ policyViolationsExpected: true });

  test('the style policy: pages need no inline style element, the built sheets apply, a stray one is refused', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await stubBridge(page, true);
    await serveHandler(REAL_API);
    for (const path of ['/', '/comics', '/characters']) {
      const { broken } = await imagesOf(page, path);
      expect(broken, path).toEqual([]);
    }
    const res = await fetch(`http://localhost:${HANDLER_PORT}/comics`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/(^|; )style-src 'self'(;| 'sha256-)/);
    expect(policy).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);
    expect(refused).toEqual([]);
    // The build's style sheet applies, and a style element the policy does not name is refused.
    const styles = await page.evaluate(() => {
      const rules = [...document.styleSheets].map((sheet) => sheet.cssRules.length);
      const stray = document.createElement('style');
      stray.textContent = 'body { outline: 7px solid rgb(1, 2, 3) }';
      document.head.append(stray);
      return { rules, outline: getComputedStyle(document.body).outlineWidth };
    });
    expect(Math.max(...styles.rules)).toBeGreaterThan(10);
    expect(styles.outline).not.toBe('7px');
    await expect.poll(() => refused.length).toBeGreaterThan(0);
  });
});

test('offline on a first launch (cold cache, no server): every page shows every image', async ({
  page,
}) => {
  await stubBridge(page, false);
  await serveHandler(DEAD);
  for (const path of ['/', '/comics', '/characters', '/lore', '/comics/reader/origins-1']) {
    const { total, broken } = await imagesOf(page, path);
    console.log(
      `${test.info().title.split(':')[0]} ${path}: ${total - broken.length}/${total} images shown`,
    );
    expect(total, path).toBeGreaterThan(0);
    expect(broken, path).toEqual([]);
  }
  // A page the server adds later, never saved: a readable page instead of a broken image.
  const missing = await probeImage(page, NEW_ART);
  expect(missing).toMatchObject({ shown: true, status: 200, type: 'image/svg+xml' });
  expect(missing.text).toContain('Not saved for offline yet');
});

test('offline with a warm cache: art the server added and was seen once still shows', async ({
  page,
}) => {
  await stubBridge(page, true);
  await startStandIn();
  await serveHandler(STAND_IN);
  await page.goto(`http://localhost:${HANDLER_PORT}/`);
  expect((await probeImage(page, NEW_ART)).text).toBe(SVG);

  await stopStandIn(); // the network goes away; same cache folder
  await serveHandler(STAND_IN);
  await page.reload();
  const again = await probeImage(page, NEW_ART);
  expect(again).toMatchObject({ shown: true, status: 200, type: 'image/svg+xml', text: SVG });
});

test('a server answering its HTML page for an image does not poison the cache', async ({
  page,
}) => {
  await stubBridge(page, true);
  standInReply = (res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>app');
  await startStandIn();
  await serveHandler(STAND_IN);
  await page.goto(`http://localhost:${HANDLER_PORT}/`);
  const poisoned = await probeImage(page, NEW_ART);
  expect(poisoned).toMatchObject({ shown: false, status: 502 });
  expect(poisoned.text).toContain('text/html instead of image/svg+xml');

  // The server is fixed: the same device now shows the image, and keeps it offline.
  standInReply = (res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
  expect(await probeImage(page, NEW_ART)).toMatchObject({ shown: true, text: SVG });
  await stopStandIn();
  await serveHandler(STAND_IN);
  await page.reload();
  expect(await probeImage(page, NEW_ART)).toMatchObject({ shown: true, text: SVG });
});

test('a server episode read online opens offline: its pages are answered from the copy kept on disk', async ({
  page,
}) => {
  const slug = 'night-watch';
  const pageSvg = (n: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200"><rect width="800" height="1200" fill="#203040"/><text x="40" y="80">page ${n}</text></svg>`;
  const summary = {
    id: 'e-night-watch',
    slug,
    title: 'Night Watch',
    description: 'The metro after midnight.',
    arc: null,
    heroId: null,
    coverImage: `/api/episodes/${slug}/cover`,
    requiredTier: 'FREE',
    releaseAt: '2026-01-01T00:00:00.000Z',
    lockUntil: null,
    featured: false,
    pageCount: 2,
    availableAt: '2026-01-01T00:00:00.000Z',
    available: true,
  };
  const pages = [1, 2].map((number) => ({
    number,
    image: `/api/episodes/${slug}/pages/${number}`,
  }));
  standInApi.set('/api/episodes', { type: 'application/json', body: JSON.stringify([summary]) });
  standInApi.set(`/api/episodes/${slug}`, {
    type: 'application/json',
    body: JSON.stringify({ ...summary, pages }),
  });
  for (const n of [1, 2]) {
    standInApi.set(`/api/episodes/${slug}/pages/${n}`, { type: 'image/svg+xml', body: pageSvg(n) });
  }
  const shownPage = () =>
    page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('[data-page-box] img');
      return img?.complete && img.naturalWidth > 0 ? img.getAttribute('src') : null;
    });

  await stubBridge(page, true);
  await startStandIn();
  await serveHandler(STAND_IN);
  await page.goto(`http://localhost:${HANDLER_PORT}/comics/reader/${slug}`);
  await expect(page.getByTestId('reader-stage')).toBeVisible();
  await expect.poll(shownPage).toBe(`/api/episodes/${slug}/pages/1`);

  // The network goes away and the app starts again (same folders): the episode opens, page 1 shows.
  await stopStandIn();
  await serveHandler(STAND_IN);
  await page.reload();
  await expect(page.getByTestId('reader-stage')).toBeVisible();
  await expect.poll(shownPage).toBe(`/api/episodes/${slug}/pages/1`);
  const saved = await fetch(`http://localhost:${HANDLER_PORT}/api/episodes/${slug}/pages/1`);
  expect(saved.headers.get('x-abtal-cache')).toBe('saved');
  expect(await saved.text()).toBe(pageSvg(1));
  // Never opened offline and never asked for: the clear offline answer.
  const other = await fetch(`http://localhost:${HANDLER_PORT}/api/episodes/other-episode`);
  expect(other.status).toBe(503);
});
