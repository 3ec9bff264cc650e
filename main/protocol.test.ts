import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AssetCache, type FetchLike } from './asset-cache.js';
import { Outbox } from './outbox.js';
import { MAX_SAVED_ANSWER_BYTES, SavedAnswers } from './saved-answers.js';
import {
  APP_ORIGIN,
  createAppRequestHandler,
  NOT_SAVED_SVG,
  PRIVILEGED_SCHEMES,
  safeJoin,
} from './protocol.js';
import { contentSecurityPolicy } from './security.js';
import { deadOrigin, startArtServer, svg } from './testing/art-server.js';

let root: string;
let rendererDir: string;
let server: Awaited<ReturnType<typeof startArtServer>>;
const CSP = contentSecurityPolicy();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'abtal-protocol-'));
  rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'secret.txt'), 'secret');
  await mkdir(join(rendererDir, 'art', 'heroes', 'portraits'), { recursive: true });
  await writeFile(join(rendererDir, 'art', 'logo.svg'), svg('logo'));
  await writeFile(join(rendererDir, 'art', 'heroes', 'portraits', 'nazra.svg'), svg('nazra'));
  server = await startArtServer(new Map([['/art/covers/origins-1.svg', svg('cover')]]));
});

afterEach(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

function handlerFor(
  options: {
    apiOrigin?: string;
    apiFetch?: FetchLike;
    online?: boolean[];
    apiTimeoutMs?: number;
    outbox?: Outbox;
    savedAnswers?: SavedAnswers;
  } = {},
) {
  const assets = new AssetCache({
    dir: join(root, 'cache'),
    origin: server.origin,
    maxBytes: 1 << 20,
  });
  const handler = createAppRequestHandler({
    rendererDir,
    assets,
    apiOrigin: options.apiOrigin ?? server.origin,
    apiFetch: options.apiFetch ?? ((url, init) => fetch(url, init)),
    onNetworkResult: (online) => options.online?.push(online),
    csp: CSP,
    apiTimeoutMs: options.apiTimeoutMs,
    outbox: options.outbox,
    savedAnswers: options.savedAnswers,
  });
  return { handler, assets };
}

const get = (path: string, init?: RequestInit) => new Request(`${APP_ORIGIN}${path}`, init);

describe('app:// protocol: the renderer files', () => {
  it('registers the scheme as standard, secure and fetch-capable', () => {
    expect(PRIVILEGED_SCHEMES[0]).toMatchObject({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });

  it('serves the app shell with a content security policy', async () => {
    const { handler } = handlerFor();
    const res = await handler(get('/'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves bundle files with their type', async () => {
    const { handler } = handlerFor();
    const res = await handler(get('/assets/index-abc.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toBe('console.log(1)');
  });

  it('falls back to index.html for client routes but 404s missing files', async () => {
    const { handler } = handlerFor();
    const route = await handler(get('/comics/origins-1/read?page=2'));
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const missing = await handler(get('/assets/nope.js'));
    expect(missing.status).toBe(404);
  });

  it('never serves files outside the renderer folder', async () => {
    const { handler } = handlerFor();
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await handler(get(path));
      expect(await res.text(), path).not.toBe('secret');
    }
    expect(safeJoin(rendererDir, '/../secret.txt')).toBeNull();
    expect(safeJoin(rendererDir, '/%2e%2e/secret.txt')).toBeNull();
    expect(safeJoin(rendererDir, '/assets/x.js')).toBe(join(rendererDir, 'assets', 'x.js'));
  });

  it('refuses other hosts on the scheme', async () => {
    const { handler } = handlerFor();
    const res = await handler(new Request('app://elsewhere/index.html'));
    expect(res.status).toBe(404);
  });

  it('loosens the policy only for the dev server', () => {
    const dev = contentSecurityPolicy({ devServer: 'http://localhost:5174' });
    expect(dev).toContain('http://localhost:5174');
    expect(dev).toContain('ws://localhost:5174');
    expect(CSP).not.toContain('localhost');
    expect(CSP).not.toContain("unsafe-inline' http");
  });
});

describe('app:// protocol: art', () => {
  it('serves /art through the disk cache', async () => {
    const { handler, assets } = handlerFor();
    const first = await handler(get('/art/covers/origins-1.svg'));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('x-abtal-cache')).toBe('miss');
    expect(await first.text()).toBe(svg('cover'));
    const second = await handler(get('/art/covers/origins-1.svg'));
    expect(second.headers.get('x-abtal-cache')).toBe('hit');
    expect(server.hits('/art/covers/origins-1.svg')).toBe(1);
    expect(assets.status().entries).toBe(1);
  });

  it('answers an uncached asset offline with 503 and a readable message', async () => {
    const { handler } = handlerFor();
    await server.close();
    const res = await handler(get('/art/comics/origins-1/page-9.svg'));
    expect(res.status).toBe(503);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/^Offline:/);
    server = await startArtServer();
  });

  it('serves art shipped in the build from the package, at any depth, without the network', async () => {
    const { handler, assets } = handlerFor({ apiOrigin: await deadOrigin() });
    await server.close();
    for (const [path, label] of [
      ['/art/logo.svg', 'logo'],
      ['/art/heroes/portraits/nazra.svg', 'nazra'],
    ] as const) {
      const res = await handler(get(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('x-abtal-source')).toBe('bundle');
      expect(await res.text()).toBe(svg(label));
    }
    expect(assets.status().entries).toBe(0);
    server = await startArtServer();
  });

  it('answers an image the computer has not saved with a "Not saved for offline yet" page', async () => {
    const { handler } = handlerFor();
    await server.close();
    const res = await handler(
      get('/art/episodes/new-1/page-2.svg', { headers: { 'sec-fetch-dest': 'image' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(body).toBe(NOT_SAVED_SVG);
    expect(body).toContain('Not saved for offline yet');
    server = await startArtServer();
  });
});

describe('app:// protocol: the API forwarder', () => {
  it('forwards /api requests with method, query, body and headers, and hides Set-Cookie', async () => {
    let seen: { method?: string; url?: string; body?: string; origin?: string; type?: string } = {};
    server.routes.set('/api/auth/login', (req, res, body) => {
      seen = {
        method: req.method,
        url: req.url,
        body: body.toString(),
        origin: req.headers.origin,
        type: req.headers['content-type'],
      };
      res
        .writeHead(201, {
          'content-type': 'application/json',
          'set-cookie': 'abtal.sid=s1; HttpOnly; SameSite=Lax; Path=/',
        })
        .end('{"ok":true}');
    });
    const online: boolean[] = [];
    const { handler } = handlerFor({ online });
    const res = await handler(
      get('/api/auth/login?next=%2Fprofile', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
        body: '{"email":"a@b.co"}',
      }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(seen).toEqual({
      method: 'POST',
      url: '/api/auth/login?next=%2Fprofile',
      body: '{"email":"a@b.co"}',
      origin: undefined,
      type: 'application/json',
    });
    expect(online).toEqual([true]);
  });

  it('hands API calls to the session fetch with credentials, so the cookie jar is used', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const { handler } = handlerFor({
      apiOrigin: 'https://abtal-universe.com/',
      apiFetch: async (url, init) => {
        calls.push({ url, init });
        return new Response('{"user":null}', { status: 200 });
      },
    });
    const res = await handler(get('/api/auth/me', { headers: { cookie: 'leak=1' } }));
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://abtal-universe.com/api/auth/me');
    expect(calls[0]!.init?.credentials).toBe('include');
    expect(new Headers(calls[0]!.init?.headers).get('cookie')).toBeNull();
  });

  it('answers 503 when the API cannot be reached and reports offline', async () => {
    const online: boolean[] = [];
    const { handler } = handlerFor({ apiOrigin: await deadOrigin(), online });
    const res = await handler(get('/api/comic-reads/origins-1'));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/offline/i);
    expect(online).toEqual([false]);
  });

  it('gives up on an API call after the timeout with a clear offline answer', async () => {
    server.routes.set('/api/courses', () => undefined); // never answers
    const online: boolean[] = [];
    const { handler } = handlerFor({ apiTimeoutMs: 300, online });
    const started = Date.now();
    const res = await handler(get('/api/courses'));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^You are offline: .* did not answer within/,
    );
    expect(online).toEqual([false]);
  });
});

describe('app:// protocol: calls made offline wait in the queue', () => {
  it('queues a read and the page reached while offline, and sends them when back online', async () => {
    const dead = await deadOrigin();
    const outbox = new Outbox({ file: join(root, 'outbox.json') });
    const { handler } = handlerFor({ apiOrigin: dead, outbox });
    const read = await handler(get('/api/comic-reads/origins-1', { method: 'POST' }));
    expect(read.status).toBe(202);
    expect(((await read.json()) as { queued: boolean }).queued).toBe(true);
    const page = (n: number) =>
      handler(
        get('/api/progress/origins-1', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page: n, totalPages: 6 }),
        }),
      );
    expect((await page(2)).status).toBe(202);
    expect((await page(3)).status).toBe(202);
    // A read count query is not queued: it gets the offline answer.
    expect((await handler(get('/api/comic-reads/origins-1'))).status).toBe(503);
    expect(outbox.size).toBe(2);
    await outbox.saved();

    // After a restart, back online: the server receives both, in order, with the latest page.
    const received: string[] = [];
    for (const path of ['/api/comic-reads/origins-1', '/api/progress/origins-1']) {
      server.routes.set(path, (req, res, body) => {
        received.push(`${req.method} ${path} ${body.toString()}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    }
    const restarted = new Outbox({ file: join(root, 'outbox.json') });
    expect(restarted.size).toBe(2);
    expect(await restarted.flush(fetch, server.origin)).toEqual({ sent: 2, left: 0 });
    expect(received).toEqual([
      'POST /api/comic-reads/origins-1 ',
      'PUT /api/progress/origins-1 {"page":3,"totalPages":6}',
    ]);
    expect(new Outbox({ file: join(root, 'outbox.json') }).size).toBe(0);
  });

  it('keeps the queue when the network is still down', async () => {
    const outbox = new Outbox({ file: null });
    outbox.add({
      method: 'POST',
      path: '/api/comic-reads/origins-1',
      body: null,
      contentType: null,
    });
    expect(await outbox.flush(fetch, await deadOrigin())).toEqual({ sent: 0, left: 1 });
    expect(() =>
      outbox.add({ method: 'POST', path: '/api/auth/login', body: '{}', contentType: null }),
    ).toThrow(/cannot be queued/);
  });
});

const episode = (slug: string, pages: number) =>
  JSON.stringify({
    slug,
    title: `Episode ${slug}`,
    pages: Array.from({ length: pages }, (_, i) => ({
      number: i + 1,
      image: `/art/episodes/${slug}/page-${i + 1}.svg`,
    })),
  });
const json =
  (status: number, body: string) => (_req: unknown, res: import('node:http').ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);

describe('episodes kept for reading offline: through the handler', () => {
  it('answers an episode and the episode list opened online from the copy kept on disk when the server is down', async () => {
    server.routes.set('/api/episodes/new-1', json(200, episode('new-1', 3)));
    server.routes.set('/api/episodes', json(200, '[{"slug":"new-1"}]'));
    server.routes.set('/api/episodes/new-1/pages/2', (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg('page 2')),
    );
    const panels = '{"comic":"new-1","guided":[]}';
    server.routes.set('/api/episodes/new-1/panels', json(200, panels));
    const dir = join(root, 'saved-answers');
    const kept = new SavedAnswers({ dir });
    const online = handlerFor({ savedAnswers: kept });
    const first = await online.handler(get('/api/episodes/new-1'));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(episode('new-1', 3));
    expect((await online.handler(get('/api/episodes'))).status).toBe(200);
    expect(await (await online.handler(get('/api/episodes/new-1/pages/2'))).text()).toBe(
      svg('page 2'),
    );
    expect(await (await online.handler(get('/api/episodes/new-1/panels'))).text()).toBe(panels);
    // Another episode the server does not have is not kept.
    expect((await online.handler(get('/api/episodes/missing'))).status).toBe(404);

    // After a restart, offline: the same answers, marked as the saved copy.
    await kept.saved();
    const stored = new SavedAnswers({ dir });
    expect(stored.size).toBe(4);
    const seen: boolean[] = [];
    const offline = handlerFor({
      apiOrigin: await deadOrigin(),
      savedAnswers: stored,
      online: seen,
    });
    const again = await offline.handler(get('/api/episodes/new-1'));
    expect(again.status).toBe(200);
    expect(again.headers.get('x-abtal-cache')).toBe('saved');
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Date.parse(again.headers.get('x-abtal-saved-at') ?? '')).not.toBeNaN();
    expect(await again.json()).toEqual(JSON.parse(episode('new-1', 3)));
    expect(await (await offline.handler(get('/api/episodes'))).json()).toEqual([{ slug: 'new-1' }]);
    // The panel data too: guided view and the text layer work offline as they did online.
    expect(await (await offline.handler(get('/api/episodes/new-1/panels'))).text()).toBe(panels);
    expect(seen).toEqual([false, false, false]);
    // Never opened: the offline answer, as for any other call.
    const never = await offline.handler(get('/api/episodes/new-2'));
    expect(never.status).toBe(503);
    expect(((await never.json()) as { message: string }).message).toMatch(/offline/i);
    // A query string is a different question: not answered from the copy.
    expect((await offline.handler(get('/api/episodes/new-1?x=1'))).status).toBe(503);
  });

  it('keeps the latest answer, drops one the server now refuses, and keeps nothing else', async () => {
    const savedAnswers = new SavedAnswers({ dir: null });
    const { handler } = handlerFor({ savedAnswers });
    server.routes.set('/api/episodes/new-1', json(200, episode('new-1', 2)));
    await (await handler(get('/api/episodes/new-1'))).text();
    server.routes.set('/api/episodes/new-1', json(200, episode('new-1', 4)));
    await (await handler(get('/api/episodes/new-1'))).text();
    const latest = await savedAnswers.get('/api/episodes/new-1');
    expect(JSON.parse(latest!.body.toString()).pages).toHaveLength(4);
    // Locked for this member now (a lower tier): the copy goes.
    server.routes.set('/api/episodes/new-1', json(403, '{"message":"locked"}'));
    expect((await handler(get('/api/episodes/new-1'))).status).toBe(403);
    expect(await savedAnswers.get('/api/episodes/new-1')).toBeNull();
    // Other calls and failed answers are passed on untouched and not kept.
    server.routes.set('/api/courses', json(200, '[]'));
    server.routes.set('/api/episodes/new-2', json(500, '{"message":"boom"}'));
    expect((await handler(get('/api/courses'))).status).toBe(200);
    expect((await handler(get('/api/episodes/new-2'))).status).toBe(500);
    // An answer too big to keep is still passed on.
    const big = JSON.stringify({ slug: 'big', text: 'x'.repeat(MAX_SAVED_ANSWER_BYTES) });
    server.routes.set('/api/episodes/big', json(200, big));
    expect(await (await handler(get('/api/episodes/big'))).text()).toBe(big);
    expect(savedAnswers.size).toBe(0);
  });

  it('forgets every kept answer when someone signs in, signs up or signs out', async () => {
    const savedAnswers = new SavedAnswers({ dir: null });
    const { handler } = handlerFor({ savedAnswers });
    server.routes.set('/api/episodes/new-1', json(200, episode('new-1', 2)));
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/logout']) {
      await (await handler(get('/api/episodes/new-1'))).text();
      expect(savedAnswers.size, path).toBe(1);
      // A refused sign-in changes nothing.
      server.routes.set(path, json(401, '{"message":"Invalid email or password"}'));
      await handler(get(path, { method: 'POST', body: '{}' }));
      expect(savedAnswers.size, path).toBe(1);
      server.routes.set(path, json(200, '{}'));
      expect((await handler(get(path, { method: 'POST', body: '{}' }))).status).toBe(200);
      expect(savedAnswers.size, path).toBe(0);
    }
  });
});

describe('episodes kept for reading offline: the copy on disk', () => {
  it('starts empty from a damaged index, skips entries it would not keep, and drops a damaged answer', async () => {
    const dir = join(root, 'saved-answers');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'index.json'), 'not json');
    expect(new SavedAnswers({ dir }).size).toBe(0);
    const kept = new SavedAnswers({ dir });
    kept.save('/api/episodes/new-1', Buffer.from('{"slug":"new-1"}'), 'application/json');
    await kept.saved();
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
    const file = index['/api/episodes/new-1'].file as string;
    index['/api/auth/me'] = { file, contentType: 'application/json', bytes: 16, savedAt: 1 };
    index['/api/episodes/new-2'] = {
      file: '../../secret.txt',
      contentType: 'x',
      bytes: 6,
      savedAt: 1,
    };
    await writeFile(join(dir, 'index.json'), JSON.stringify(index));
    const stored = new SavedAnswers({ dir });
    expect(stored.size).toBe(1);
    expect((await stored.get('/api/episodes/new-1'))?.body.toString()).toBe('{"slug":"new-1"}');
    expect(() => stored.save('/api/auth/me', Buffer.from('{}'), 'application/json')).toThrow(
      /not kept/,
    );
    // The file was cut short on disk: not answered, and forgotten.
    await writeFile(join(dir, file), '{"slu');
    expect(await stored.get('/api/episodes/new-1')).toBeNull();
    expect(stored.has('/api/episodes/new-1')).toBe(false);
    // Forgotten on disk too: the file is removed and the index no longer names it.
    await stored.saved();
    expect(existsSync(join(dir, file))).toBe(false);
    expect(JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'))).toEqual({});
  });

  it('keeps under its size cap by dropping the answers saved longest ago', async () => {
    const dir = join(root, 'saved-answers');
    let clock = 0;
    const answers = new SavedAnswers({ dir, maxBytes: 2500, now: () => ++clock });
    for (const n of [1, 2, 3]) {
      answers.save(`/api/episodes/new-1/pages/${n}`, Buffer.alloc(1000, n), 'image/svg+xml');
    }
    await answers.saved();
    expect(answers.has('/api/episodes/new-1/pages/1')).toBe(false);
    expect(answers.bytes).toBe(2000);
    const restarted = new SavedAnswers({ dir, maxBytes: 2500 });
    expect(restarted.size).toBe(2);
    expect((await restarted.get('/api/episodes/new-1/pages/3'))?.body[0]).toBe(3);
  });
});
