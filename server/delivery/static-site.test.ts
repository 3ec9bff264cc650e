import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type pg from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseStatus } from '../database/database-status.js';
import { signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import express from 'express';
import request from 'supertest';
import { SHELL_PLACEHOLDERS } from '../../shared/shell.js';
import { acceptedEncodings } from './build-files.js';
import { fillShell, PRERENDER_MANIFEST, type PrerenderManifest } from './prerender-manifest.js';
import { staticSite } from './static-site.js';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;
const SCRIPT = `console.log(${JSON.stringify('hydrate '.repeat(300))});`;
const page = (text: string) => `<!doctype html><div id="root"><h1>${text}</h1></div>`;
/**
 * A shell as the prerender step writes it: the route's title, description, address and slug to
 * fill; the visitor's version starts the app signed out.
 */
const P = SHELL_PLACEHOLDERS;
const shell = (lang: string, visitor = true) =>
  `<!doctype html><html lang="${lang}"><head><title>${P.title}</title>` +
  `<meta name="description" content="${P.description}" />` +
  `<link rel="canonical" href="https://abtal-universe.com${P.path}" />` +
  `<meta property="og:title" content="${P.title}" /></head><div id="root">` +
  `<link rel="alternate" hrefLang="ar" href="https://abtal-universe.com/ar/comics/reader/${P.slug}"/>` +
  `<p>Loading comic...</p></div><script data-entry="/e.js"${visitor ? ' data-session="none"' : ''}></script></html>`;

let t: TestApp;
let webDist: string;

/** A web build as the prerender step leaves it: pages, 404, shell, precompressed copies. */
async function writeBuild(dir: string) {
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'comics/index.html': page('Digital Comics'),
    'comics/index.member.html': page('Digital Comics (asking who is signed in)'),
    'shell.html': shell('en'),
    'ar/shell.html': shell('ar'),
    'shell.member.html': shell('en', false),
    'ar/shell.member.html': shell('ar', false),
    '404.html': page('Page Not Found'),
    'assets/index-abc123.js': SCRIPT,
    'art/logo.svg': LOGO,
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), content);
    {
      await writeFile(join(dir, `${name}.br`), brotliCompressSync(content));
      await writeFile(join(dir, `${name}.gz`), gzipSync(content));
    }
  }
  const manifest: PrerenderManifest = {
    pages: { '/': 'index.html', '/comics': 'comics/index.html' },
    memberPages: { '/comics': 'comics/index.member.html' },
    shells: { '/comics/reader/': 'shell.html', '/ar/comics/reader/': 'ar/shell.html' },
    memberShells: {
      '/comics/reader/': 'shell.member.html',
      '/ar/comics/reader/': 'ar/shell.member.html',
    },
    shellDefaults: {
      '/comics/reader/': { title: 'Digital Comics | Abtal Universe', description: 'The comics.' },
      '/ar/comics/reader/': { title: 'القصص المصورة | أبطال', description: 'القصص.' },
    },
    notFound: '404.html',
    artHashes: { '/art/logo.svg': 'feedc0ffee' },
  };
  await writeFile(join(dir, PRERENDER_MANIFEST), JSON.stringify(manifest));
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'abtal-site-'));
  await writeBuild(webDist);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('sends the member version of a page to a request with a session cookie, and varies on it', async () => {
    const visitor = await t.http().get('/comics').expect(200);
    expect(visitor.text).toContain('<h1>Digital Comics</h1>');
    expect(visitor.headers['vary']).toMatch(/Cookie/);
    const member = await t
      .http()
      .get('/comics')
      .set('Cookie', 'theme=dark; abtal.sid=s%3Aanything')
      .expect(200);
    expect(member.text).toContain('asking who is signed in');
    // Another cookie alone is not a session.
    const other = await t.http().get('/comics').set('Cookie', 'abtal.sidebar=1').expect(200);
    expect(other.text).toContain('<h1>Digital Comics</h1>');
    // A page without a member version is the same for everyone.
    const home = await t.http().get('/').set('Cookie', 'abtal.sid=s%3Aanything').expect(200);
    expect(home.headers['vary'] ?? '').not.toMatch(/Cookie/);
  });

  it('answers each route with its own page, with or without a trailing slash', async () => {
    const home = await t.http().get('/').expect(200);
    expect(home.text).toContain('<h1>Home</h1>');
    const comics = await t.http().get('/comics/').expect(200);
    expect(comics.text).toContain('<h1>Digital Comics</h1>');
    expect(comics.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown address with the 404 page and status 404', async () => {
    const res = await t.http().get('/no/such/page').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Page Not Found');
  });

  it("answers a server episode's reader with the shell, naming the episode in its head", async () => {
    const res = await t.http().get('/comics/reader/dubai-guardians-002').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<title>Guardians of Dubai: Episode 002 | Abtal Universe</title>');
    expect(res.text).toContain('content="Every light on the Dubai Metro goes out at once.');
    expect(res.text).toContain(
      '<link rel="canonical" href="https://abtal-universe.com/comics/reader/dubai-guardians-002" />',
    );
    expect(res.text).toContain(
      '<link rel="alternate" hrefLang="ar" href="https://abtal-universe.com/ar/comics/reader/dubai-guardians-002"/>',
    );
    expect(res.text).toContain('<p>Loading comic...</p>');
    expect(res.text).not.toContain('%ABTAL');
    expect(res.text).not.toContain('noindex');
  });

  it("sends the member version of a server episode's reader to a request with a session cookie", async () => {
    const visitor = await t.http().get('/comics/reader/dubai-guardians-002').expect(200);
    expect(visitor.text).toContain('data-session="none"');
    expect(visitor.headers.vary).toMatch(/Cookie/);
    const member = await t
      .http()
      .get('/comics/reader/dubai-guardians-002')
      .set('Cookie', 'abtal.sid=s%3Aanything')
      .expect(200);
    expect(member.text).not.toContain('data-session');
    expect(member.text).toContain(
      '<title>Guardians of Dubai: Episode 002 | Abtal Universe</title>',
    );
    expect(member.headers.vary).toMatch(/Cookie/);
  });

  it('names the episode in Arabic on the Arabic edition', async () => {
    const res = await t.http().get('/ar/comics/reader/dubai-guardians-003').expect(200);
    expect(res.text).toContain('<html lang="ar">');
    expect(res.text).toContain('<title>حرّاس دبي: الحلقة 003 | أبطال</title>');
    expect(res.text).toContain(
      'href="https://abtal-universe.com/ar/comics/reader/dubai-guardians-003"',
    );
  });

  it('answers a reader address with no comic there with the shell, status 404 and noindex', async () => {
    const res = await t.http().get('/comics/reader/no-such-episode').expect(404);
    expect(res.text).toContain('<p>Loading comic...</p>');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('<title>Digital Comics | Abtal Universe</title>');
    // A path deeper than an episode is no page at all.
    const deeper = await t.http().get('/comics/reader/dubai-guardians-002/x').expect(404);
    expect(deeper.text).toContain('<h1>Page Not Found</h1>');
  });

  it('never sends a shell as a file, placeholders and all', async () => {
    for (const path of ['/shell.html', '/ar/shell.html', '/shell.html.br', '/shell.member.html'])
      await t.http().get(path).expect(404);
  });

  it('leaves a missing file to the plain 404 and the API to Nest', async () => {
    const missing = await t.http().get('/assets/gone-1.js').expect(404);
    expect(missing.body.message).toBe('No such file: /assets/gone-1.js');
    await t.http().get('/api/health').expect(200);
  });
});

describe('compression', () => {
  it('sends the brotli copy to a client that accepts it, else gzip, else the file', async () => {
    // The length is that of the copy written at build (supertest decodes the body itself).
    const br = await t.http().get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(br.text).toBe(SCRIPT);

    const gz = await t.http().get('/art/logo.svg').set('Accept-Encoding', 'gzip').buffer(true);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(LOGO).length);

    const refused = await t.http().get('/art/logo.svg').set('Accept-Encoding', 'br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(Number(refused.headers['content-length'])).toBe(LOGO.length);
  });

  it('compresses the pages and API answers too', async () => {
    const html = await t.http().get('/').set('Accept-Encoding', 'br');
    expect(html.headers['content-encoding']).toBe('br');
    const json = await t.http().get('/api/docs-json').set('Accept-Encoding', 'br');
    expect(json.headers['content-encoding']).toBe('br');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe('caching', () => {
  it('keeps hashed URLs for good and revalidates the rest', async () => {
    const asset = await t.http().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hashed = await t.http().get('/art/logo.svg?v=feedc0ffee').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await t.http().get('/art/logo.svg?v=0123456789').expect(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    const plain = await t.http().get('/art/logo.svg').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    await t.http().get('/art/logo.svg').set('If-None-Match', plain.headers.etag).expect(304);
  });
});

describe('client route shells', () => {
  it('escapes what it writes in, and writes the address as a URL', () => {
    const html = fillShell(shell('en'), '/comics/reader/ein shams"', {
      title: 'Sun & <Sand> "One"',
      description: 'A <b>bold</b> & "quoted" tale',
    });
    expect(html).toContain('<title>Sun &amp; &lt;Sand&gt; &quot;One&quot;</title>');
    expect(html).toContain('content="A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; tale"');
    expect(html).toContain('href="https://abtal-universe.com/comics/reader/ein%20shams%22"');
    expect(html).toContain('href="https://abtal-universe.com/ar/comics/reader/ein%20shams%22"');
    expect(html).not.toContain('%ABTAL');
  });

  it('sends the defaults with status 200 when what is there cannot be told just now', async () => {
    const app = express();
    const site = staticSite(webDist, 'sid', () => Promise.reject(new Error('database away')))!;
    app.use(site);
    const res = await request(app).get('/ar/comics/reader/dubai-guardians-002').expect(200);
    expect(res.text).toContain('<title>القصص المصورة | أبطال</title>');
    expect(res.text).toContain('content="القصص."');
    expect(res.text).not.toContain('noindex');
  });
});

describe('sessions', () => {
  it('a signed-in visitor fetching pages and files costs the database nothing', async () => {
    const { agent } = await signedInAgent(t);
    await agent.get('/api/auth/me').expect(200);
    const pool = (t.dataSource.driver as PostgresDriver).master as pg.Pool;
    // The health report the server refreshes in the background every 500 ms pings the database
    // on its own clock: held here, so that only the requests' work is counted.
    const health = vi
      .spyOn(t.app.get(DatabaseStatus), 'health')
      .mockResolvedValue({ database: 'up' });
    let queries = 0;
    const count = () => void (queries += 1);
    pool.on('acquire', count);
    try {
      await agent.get('/').expect(200);
      await agent.get('/comics').expect(200);
      await agent.get('/art/logo.svg').expect(200);
      await agent.get('/assets/index-abc123.js').expect(200);
      await agent.get('/no/such/page').expect(404);
      expect(queries).toBe(0);
      // The counter works: an API call does reach the database.
      await agent.get('/api/auth/me').expect(200);
      expect(queries).toBeGreaterThan(0);
    } finally {
      pool.off('acquire', count);
      health.mockRestore();
    }
  });
});
