import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetCache } from './asset-cache.js';
import { APP_ORIGIN, createAppRequestHandler } from './protocol.js';
import { contentSecurityPolicy, shellStyleSources } from './security.js';

/** A policy's directives by name: `{ 'style-src': ["'self'", ...] }`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** The sources that govern style elements: style-src-elem, else style-src, else default-src. */
const styleElementSources = (policy: Record<string, string[]>) =>
  policy['style-src-elem'] ?? policy['style-src'] ?? policy['default-src'] ?? [];

const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The policy app:// sends with the shell of `rendererDir`, as the desktop app builds it. */
async function shellPolicy(rendererDir: string, path = '/') {
  const handler = createAppRequestHandler({
    rendererDir,
    assets: new AssetCache({
      dir: join(rendererDir, '..', 'cache'),
      origin: 'http://127.0.0.1:9',
      maxBytes: 1 << 20,
    }),
    apiOrigin: 'http://127.0.0.1:9',
    apiFetch: () => Promise.reject(new Error('offline')),
    csp: contentSecurityPolicy({ styleSources: shellStyleSources(rendererDir) }),
  });
  const res = await handler(new Request(`${APP_ORIGIN}${path}`));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return { header: res.headers.get('content-security-policy') ?? '', html: await res.text() };
}

describe("the desktop app's style policy", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'abtal-csp-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('allows the shell its own inline style elements by hash, never any other', async () => {
    const rendererDir = join(root, 'renderer');
    await mkdir(rendererDir);
    const css = ['body{margin:0}', '\n  .a { color: red }\n'];
    await writeFile(
      join(rendererDir, 'index.html'),
      `<!doctype html><head><style>${css[0]}</style><style media="all">${css[1]}</style></head>`,
    );
    const { header } = await shellPolicy(rendererDir, '/comics/origins-1');
    const policy = directives(header);
    expect(styleElementSources(policy)).toEqual(["'self'", sha256(css[0]), sha256(css[1])]);
    expect(styleElementSources(policy)).not.toContain(sha256('.b{color:blue}'));
    expect(header).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);
    // Attributes only, for the animation library (see contentSecurityPolicy).
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('keeps unsafe-inline for style elements only with the dev server', () => {
    const dev = directives(contentSecurityPolicy({ devServer: 'http://localhost:5174' }));
    expect(dev['style-src']).toContain("'unsafe-inline'");
    const built = directives(contentSecurityPolicy({ styleSources: [sha256('x')] }));
    expect(built['style-src']).toEqual(["'self'", sha256('x')]);
    expect(shellStyleSources(join(root, 'no-build'))).toEqual([]);
  });
});

/** Checks the output of `electron-vite build` (`npm run test:desktop` sets ABTAL_DESKTOP_BUILT=1). */
describe.skipIf(!process.env.ABTAL_DESKTOP_BUILT)('the built desktop renderer', () => {
  const rendererDir = new URL('../out/renderer', import.meta.url).pathname;

  it("sends a policy without 'unsafe-inline' for style elements that covers each inline one", async () => {
    const { header, html } = await shellPolicy(rendererDir);
    const policy = directives(header);
    const allowed = styleElementSources(policy);
    expect(allowed).toContain("'self'");
    expect(allowed).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    // Every HTML file of the build: each inline style element named by its hash, and no policy
    // of its own (a meta element) that would allow more.
    const files = readdirSync(rendererDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    expect(files).toContain('index.html');
    expect(readFileSync(join(rendererDir, 'index.html'), 'utf8')).toBe(html);
    for (const file of files) {
      const text = readFileSync(join(rendererDir, file), 'utf8');
      const elements = [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)];
      expect(elements.length, `${file}: every <style opens an element`).toBe(
        text.match(/<style\b/gi)?.length ?? 0,
      );
      for (const [, css] of elements)
        expect(allowed, `${file}: ${css.slice(0, 60)}`).toContain(sha256(css));
      for (const [meta] of text.matchAll(/<meta[^>]+content-security-policy[^>]*>/gi)) {
        expect(meta, file).not.toContain('unsafe-inline');
      }
    }
  });
});
