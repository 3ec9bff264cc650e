import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { SHELL_PLACEHOLDERS } from '../../shared/shell.js';
import {
  type BuildFile,
  IMMUTABLE,
  indexBuildFiles,
  REVALIDATE,
  sendBuildFile,
} from './build-files.js';
import { allowPageStyles } from './security-headers.js';
import {
  type DescribeClientRoute,
  fillShell,
  type PrerenderManifest,
  readManifest,
  readShells,
  type Shell,
  type ShellMeta,
} from './prerender-manifest.js';

export type { DescribeClientRoute } from './prerender-manifest.js';

/** Whether a request carries a session cookie (it may have expired: the app asks the API). */
const hasSessionCookie = (req: Request, cookieName: string) =>
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${cookieName}=`));

/** Hashed URLs (`/assets/*`, `/art/*?v=<its hash>`) never change: browsers keep them for good. */
function cacheControlOf(req: Request, path: string, manifest: PrerenderManifest): string {
  const version = typeof req.query.v === 'string' ? req.query.v : undefined;
  const hashed =
    path.startsWith('/assets/') || (version !== undefined && manifest.artHashes[path] === version);
  return hashed ? IMMUTABLE : REVALIDATE;
}

/**
 * A client route's shell with what the route shows written in; 404 (and kept out of search
 * results) when there is nothing there. When that cannot be told (the database is away), the
 * shell goes out with the defaults and the app says what it finds.
 */
async function sendShell(
  res: Response,
  shell: Shell,
  route: string,
  member: boolean,
  styleSources: (file: string) => string[] | undefined,
  describeClientRoute?: DescribeClientRoute,
) {
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
  let file = shell.file;
  if (shell.memberHtml !== undefined) {
    res.vary('Cookie');
    if (member) [template, file] = [shell.memberHtml, shell.memberFile ?? file];
  }
  allowPageStyles(res, styleSources(file));
  res.send(fillShell(template, route, meta ?? shell.defaults, { noindex: meta === null }));
}

/** The path a request asks for, decoded; undefined for what is not the site's (the API, a bad escape). */
function sitePath(req: Request): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return undefined;
  }
  return path === '/api' || path.startsWith('/api/') ? undefined : path;
}

/**
 * Serves the web build: prerendered pages by route, files with their precompressed brotli or gzip
 * variant, the 404 page with status 404. Hashed URLs are cached for good; everything else is
 * revalidated (ETag) so a new release shows at once. Returns null when there is no build (the API
 * runs alone, as in the API tests).
 */
export function staticSite(
  webDist: string,
  sessionCookieName: string,
  describeClientRoute?: DescribeClientRoute,
) {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  const manifest = readManifest(webDist);
  const shells = readShells(webDist, manifest);
  const files = indexBuildFiles(webDist, manifest);
  const fileOf = (relativePath: string) => files.get('/' + relativePath);
  // Each HTML file's own inline style blocks, by its path on disk (as a BuildFile names it).
  const stylesByPath = new Map(
    Object.entries(manifest.styleHashes ?? {}).map(([file, sources]) => [
      join(webDist, file),
      sources,
    ]),
  );
  const styleSources = (relativePath: string) => stylesByPath.get(join(webDist, relativePath));
  /** A build file, with its own style blocks allowed when it is a page. */
  const send = (
    req: Request,
    res: Response,
    next: NextFunction,
    file: BuildFile,
    cacheControl: string,
    status?: number,
  ) => {
    allowPageStyles(res, stylesByPath.get(file.path));
    sendBuildFile(req, res, next, file, cacheControl, status);
  };

  /** A prerendered route: a visitor without a session is sent to sign in for a members' page. */
  const servePage = (req: Request, res: Response, next: NextFunction, route: string) => {
    const member = hasSessionCookie(req, sessionCookieName);
    const signIn = manifest.signInRedirects?.[route];
    if (signIn && !member) {
      res.setHeader('Cache-Control', REVALIDATE);
      res.vary('Cookie');
      res.redirect(302, `${signIn}?next=${encodeURIComponent(route)}`);
      return true;
    }
    const memberPage = manifest.memberPages?.[route];
    const file = fileOf(memberPage && member ? memberPage : (manifest.pages[route] ?? ''));
    if (!file) return false;
    // The page depends on whether the request has a session cookie.
    if (memberPage) res.vary('Cookie');
    send(req, res, next, file, REVALIDATE);
    return true;
  };

  /** A client route under a shell's prefix (a server episode's reader). */
  const serveShell = (req: Request, res: Response, next: NextFunction, route: string) => {
    const shell = shells.find(({ prefix }) => route.startsWith(prefix));
    if (!shell) return false;
    // Without placeholders (a plain build's index.html) the shell goes out as it is.
    if (!shell.html.includes(SHELL_PLACEHOLDERS.title)) {
      send(req, res, next, fileOf(shell.file)!, REVALIDATE);
      return true;
    }
    // A shell's page is one level under its prefix (an episode); a deeper path is no page.
    if (route.slice(shell.prefix.length).includes('/')) return false;
    const member = hasSessionCookie(req, sessionCookieName);
    sendShell(res, shell, route, member, styleSources, describeClientRoute).catch(next);
    return true;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const path = sitePath(req);
    if (path === undefined) return next();
    const file = files.get(path);
    if (file) return send(req, res, next, file, cacheControlOf(req, path, manifest));
    // A missing file (a path with an extension) is left to missingFileNotFound's plain 404.
    if (/\.[^/]+$/.test(path)) return next();

    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (servePage(req, res, next, route) || serveShell(req, res, next, route)) return;
    const notFound = fileOf(manifest.notFound);
    if (notFound) return send(req, res, next, notFound, REVALIDATE, 404);
    return next();
  };
}
