import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { escapeHtml, SHELL_PLACEHOLDERS } from '../../shared/shell.js';

/**
 * What the web build's prerender step writes next to the files (`dist/web/prerender.json`): the
 * page of every prerendered route, the shells for client-only routes (a server episode's reader),
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
  /**
   * Paths one level under each prefix that were not prerendered get its shell: the page as the app
   * first draws it there (a server episode's reader: its loading screen), whose title, description,
   * address and slug (SHELL_PLACEHOLDERS) are written in per request. As a visitor sees it.
   */
  shells: Record<string, string>;
  /** Each prefix's shell for a request that carries a session cookie. */
  memberShells?: Record<string, string>;
  /** What each prefix's shell says of a route that is not described (or cannot be, just now). */
  shellDefaults?: Record<string, ShellMeta>;
  notFound: string;
  artHashes: Record<string, string>;
}

export const PRERENDER_MANIFEST = 'prerender.json';

/** What a client route's page says of itself in its head. */
export interface ShellMeta {
  title: string;
  description: string;
}

/**
 * Says what a client route shows (a server episode's title and description), null when there is
 * nothing there (the page is then the app's not-found screen, with status 404).
 */
export type DescribeClientRoute = (route: string) => Promise<ShellMeta | null>;

/**
 * A shell with a route's title, description, address and slug (its last part) written in; a
 * route with nothing there is also kept out of search results.
 */
export function fillShell(
  template: string,
  route: string,
  meta: ShellMeta,
  options: { noindex?: boolean } = {},
): string {
  const html = template
    .replaceAll(SHELL_PLACEHOLDERS.title, escapeHtml(meta.title))
    .replaceAll(SHELL_PLACEHOLDERS.description, escapeHtml(meta.description))
    .replaceAll(SHELL_PLACEHOLDERS.path, escapeHtml(encodeURI(route)))
    .replaceAll(
      SHELL_PLACEHOLDERS.slug,
      escapeHtml(encodeURI(route.slice(route.lastIndexOf('/') + 1))),
    );
  return options.noindex
    ? html.replace('</title>', '</title>\n    <meta name="robots" content="noindex" />')
    : html;
}

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

export function staticSite(
  webDist: string,
  sessionCookieName: string,
  describeClientRoute?: DescribeClientRoute,
) {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  const manifestPath = join(webDist, PRERENDER_MANIFEST);
  // Without a prerender step (a plain `vite build`), every route gets the app shell.
  const manifest: PrerenderManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as PrerenderManifest)
    : { pages: {}, shells: { '/': 'index.html' }, notFound: '', artHashes: {} };
  // The shells are templates, filled in per request: read once, never sent as files. The longest
  // prefix wins (`/ar/comics/reader/` before a `/`).
  const shells = Object.entries(manifest.shells)
    .map(([prefix, file]) => {
      const memberFile = manifest.memberShells?.[prefix];
      return {
        prefix,
        file,
        html: readFileSync(join(webDist, file), 'utf8'),
        memberHtml: memberFile ? readFileSync(join(webDist, memberFile), 'utf8') : undefined,
        defaults: manifest.shellDefaults?.[prefix] ?? { title: '', description: '' },
      };
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const shellFiles = new Set(
    [...Object.values(manifest.shells), ...Object.values(manifest.memberShells ?? {})].map(
      (file) => '/' + file,
    ),
  );

  // The file list is read once: a release replaces the whole folder and restarts the server.
  const files = new Map<string, StaticFile>();
  const all = listFiles(webDist).map((file) => '/' + relative(webDist, file).split(sep).join('/'));
  const present = new Set(all);
  for (const url of all) {
    if (url.startsWith('/.') || url === `/${PRERENDER_MANIFEST}`) continue;
    if (shellFiles.has(url.replace(/\.(br|gz)$/, '')) && url !== '/index.html') continue;
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

  /**
   * A client route's shell with what the route shows written in; 404 (and kept out of search
   * results) when there is nothing there. When that cannot be told (the database is away), the
   * shell goes out with the defaults and the app says what it finds.
   */
  const sendShell = async (
    req: Request,
    res: Response,
    shell: (typeof shells)[number],
    route: string,
  ) => {
    let meta: ShellMeta | null | undefined;
    try {
      meta = describeClientRoute ? await describeClientRoute(route) : undefined;
    } catch {
      meta = undefined;
    }
    res.status(meta === null ? 404 : 200);
    res.type('html');
    res.setHeader('Cache-Control', REVALIDATE);
    let template = shell.html;
    if (shell.memberHtml !== undefined) {
      res.vary('Cookie');
      if (hasSessionCookie(req, sessionCookieName)) template = shell.memberHtml;
    }
    res.send(fillShell(template, route, meta ?? shell.defaults, { noindex: meta === null }));
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
    const shell = shells.find(({ prefix }) => route.startsWith(prefix));
    if (shell) {
      // Without placeholders (a plain build's index.html) the shell goes out as it is.
      if (!shell.html.includes(SHELL_PLACEHOLDERS.title))
        return send(req, res, next, fileOf(shell.file)!, REVALIDATE);
      // A shell's page is one level under its prefix (an episode); a deeper path is no page.
      if (!route.slice(shell.prefix.length).includes('/')) {
        void sendShell(req, res, shell, route).catch(next);
        return;
      }
    }
    const notFound = fileOf(manifest.notFound);
    if (notFound) return send(req, res, next, notFound, REVALIDATE, 404);
    return next();
  };
}
