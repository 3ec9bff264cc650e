import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * What the web build's prerender step writes next to the files (`dist/web/prerender.json`): the
 * page of every prerendered route, the shell for client-only routes (a server episode's reader),
 * the 404 page, and the content hash of every `/art` file that the bundle names with `?v=<hash>`.
 */
export interface PrerenderManifest {
  /** Each route's page as a visitor without a session sees it (signed out from the first paint). */
  pages: Record<string, string>;
  /** Each route's page for a request that carries a session cookie (the session is checked by the app). */
  memberPages?: Record<string, string>;
  /**
   * Members-only routes and their sign-in page: a request without a session cookie is sent there at
   * once, with the wanted page in `next`.
   */
  signInRedirects?: Record<string, string>;
  shell: string;
  /** Paths under these prefixes that were not prerendered get the shell with status 200. */
  shellPrefixes: string[];
  notFound: string;
  artHashes: Record<string, string>;
}

export const PRERENDER_MANIFEST = 'prerender.json';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Precompressed variants, best first, as the build writes them beside each file. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The encodings a client accepts (`Accept-Encoding`), ignoring those it refuses with q=0. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A file of the build and the precompressed variants that exist for it. */
interface StaticFile {
  path: string;
  encodings: Set<Encoding>;
}

/**
 * Serves the web build: prerendered pages by route, files with their precompressed brotli or gzip
 * variant, the 404 page with status 404. Hashed URLs (`/assets/*`, `/art/*?v=<its hash>`) are
 * cached for good; everything else is revalidated (ETag) so a new release shows at once.
 * Returns null when there is no build (the API runs alone, as in the API tests).
 */
/** Whether a request carries a session cookie (it may have expired: the app asks the API). */
const hasSessionCookie = (req: Request, cookieName: string) =>
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${cookieName}=`));

export function staticSite(webDist: string, sessionCookieName: string) {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  const manifestPath = join(webDist, PRERENDER_MANIFEST);
  // Without a prerender step (a plain `vite build`), every route gets the app shell.
  const manifest: PrerenderManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as PrerenderManifest)
    : { pages: {}, shell: 'index.html', shellPrefixes: ['/'], notFound: '', artHashes: {} };

  // The file list is read once: a release replaces the whole folder and restarts the server.
  const files = new Map<string, StaticFile>();
  const all = listFiles(webDist).map((file) => '/' + relative(webDist, file).split(sep).join('/'));
  const present = new Set(all);
  for (const url of all) {
    if (url.startsWith('/.') || url === `/${PRERENDER_MANIFEST}`) continue;
    if (
      ENCODINGS.some((e) => url.endsWith(e.suffix) && present.has(url.slice(0, -e.suffix.length)))
    )
      continue;
    const encodings = new Set<Encoding>(
      ENCODINGS.filter((e) => present.has(url + e.suffix)).map((e) => e.name),
    );
    files.set(url, { path: join(webDist, url), encodings });
  }
  const fileOf = (relativePath: string) => files.get('/' + relativePath);

  const send = (
    req: Request,
    res: Response,
    next: NextFunction,
    file: StaticFile,
    cacheControl: string,
    status = 200,
  ) => {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find((e) => file.encodings.has(e.name) && accepted.has(e.name));
    res.status(status);
    res.vary('Accept-Encoding');
    res.type(file.path.slice(file.path.lastIndexOf('.')));
    res.setHeader('Cache-Control', cacheControl);
    if (encoding) res.setHeader('Content-Encoding', encoding.name);
    // A 404 page is not a resource to revalidate: no ETag, so `send` never answers it with 304.
    res.sendFile(
      encoding ? file.path + encoding.suffix : file.path,
      {
        etag: status === 200,
        lastModified: status === 200,
        cacheControl: false,
        dotfiles: 'allow',
      },
      (error?: Error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (path === '/api' || path.startsWith('/api/')) return next();

    const file = files.get(path);
    if (file) {
      const version = typeof req.query.v === 'string' ? req.query.v : undefined;
      const hashed =
        path.startsWith('/assets/') ||
        (version !== undefined && manifest.artHashes[path] === version);
      return send(req, res, next, file, hashed ? IMMUTABLE : REVALIDATE);
    }
    // A missing file (a path with an extension) is left to missingFileNotFound's plain 404.
    if (/\.[^/]+$/.test(path)) return next();

    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const signIn = manifest.signInRedirects?.[route];
    if (signIn && !hasSessionCookie(req, sessionCookieName)) {
      res.setHeader('Cache-Control', REVALIDATE);
      res.vary('Cookie');
      return res.redirect(302, `${signIn}?next=${encodeURIComponent(route)}`);
    }
    const memberPage = manifest.memberPages?.[route];
    const page =
      memberPage && hasSessionCookie(req, sessionCookieName) ? memberPage : manifest.pages[route];
    if (page && fileOf(page)) {
      // The page depends on whether the request has a session cookie.
      if (memberPage) res.vary('Cookie');
      return send(req, res, next, fileOf(page)!, REVALIDATE);
    }
    const shell = fileOf(manifest.shell);
    if (shell && manifest.shellPrefixes.some((prefix) => route.startsWith(prefix)))
      return send(req, res, next, shell, REVALIDATE);
    const notFound = fileOf(manifest.notFound);
    if (notFound) return send(req, res, next, notFound, REVALIDATE, 404);
    return next();
  };
}
