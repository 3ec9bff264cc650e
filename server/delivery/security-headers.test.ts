import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { inlineStyleSources } from '../../shared/style-sources.js';
import { securityPolicy } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What helmet itself puts on an answer, with the site's policy. */
async function helmetOwnHeaders() {
  const app = express();
  app.use(helmet(securityPolicy()));
  app.get('/', (_req, res) => void res.send('ok'));
  return (await request(app).get('/').expect(200)).headers;
}

/** The security headers of an answer: every header but those of the answer itself. */
const securityOnly = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        ![
          'content-type',
          'content-length',
          'etag',
          'date',
          'connection',
          'keep-alive',
          'cache-control',
          'vary',
          'set-cookie',
        ].includes(name),
    ),
  );

describe('security headers', () => {
  it('are on every API answer, success or error, as helmet sets them with the site policy', async () => {
    const own = securityOnly(await helmetOwnHeaders());
    expect(own['content-security-policy']).toContain("frame-ancestors 'none'");
    const ok = await t.http().get('/api/comic-reads/origins-1').expect(200);
    const missing = await t.http().get('/api/comic-reads/no-such-comic').expect(404);
    for (const res of [ok, missing]) {
      expect(securityOnly(res.headers)).toEqual(own);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the style policy', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  const page = (css: string) =>
    `<!doctype html><head><style>${css}</style></head><div id="root"></div>`;
  const PAGES = { 'index.html': 'a{}', 'about/index.html': 'b{}', '404.html': 'c{}' };

  it("allows each page's own style block by its hash, no other and nothing inline", async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'abtal-csp-'));
    const styleHashes: Record<string, string[]> = {};
    for (const [file, css] of Object.entries(PAGES)) {
      await mkdir(dirname(join(webDist, file)), { recursive: true });
      await writeFile(join(webDist, file), page(css));
      styleHashes[file] = inlineStyleSources(page(css));
    }
    await writeFile(
      join(webDist, 'prerender.json'),
      JSON.stringify({
        pages: { '/': 'index.html', '/about': 'about/index.html' },
        shells: {},
        notFound: '404.html',
        artHashes: {},
        styleHashes,
      }),
    );
    const site = await createTestApp({ webDist });
    try {
      const answers = {
        'index.html': await site.http().get('/').expect(200),
        'about/index.html': await site.http().get('/about').expect(200),
        '404.html': await site.http().get('/no-such-page').expect(404),
      };
      for (const [file, res] of Object.entries(answers)) {
        const csp = res.headers['content-security-policy'] as string;
        const [own] = styleHashes[file];
        // Style elements follow style-src (no style-src-elem: see security-headers.ts).
        expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${own}`);
        expect(directive(csp, 'style-src-elem')).toBeUndefined();
        // Attributes only (the animation library's starting values), see security-headers.ts.
        expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
        expect(csp.match(/sha256-/g)?.length).toBe(2 + 1);
      }
      const api = await site.http().get('/api/comic-reads/origins-1').expect(200);
      expect(directive(api.headers['content-security-policy'], 'style-src')).toBe(
        "style-src 'self'",
      );
    } finally {
      await site.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it("allows the API documentation page's own inline styles", async () => {
    const res = await t.http().get('/api/docs').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    const own = inlineStyleSources(res.text);
    expect(own.length).toBeGreaterThan(0);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${own.join(' ')}`);
  });
});
