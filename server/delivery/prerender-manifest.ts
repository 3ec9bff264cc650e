import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  /** The CSP sources (`'sha256-…'`) of each HTML file's inline style blocks (its critical CSS), by file. */
  styleHashes?: Record<string, string[]>;
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

/** The build's manifest; without a prerender step (a plain `vite build`), every route gets the app shell. */
export function readManifest(webDist: string): PrerenderManifest {
  const manifestPath = join(webDist, PRERENDER_MANIFEST);
  return existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as PrerenderManifest)
    : { pages: {}, shells: { '/': 'index.html' }, notFound: '', artHashes: {} };
}

/** A client route prefix's shell, read once: a template filled in per request. */
export interface Shell {
  prefix: string;
  file: string;
  html: string;
  memberFile?: string;
  memberHtml?: string;
  defaults: ShellMeta;
}

/** The manifest's shells, longest prefix first (`/ar/comics/reader/` before a `/`). */
export function readShells(webDist: string, manifest: PrerenderManifest): Shell[] {
  return Object.entries(manifest.shells)
    .map(([prefix, file]) => {
      const memberFile = manifest.memberShells?.[prefix];
      return {
        prefix,
        file,
        html: readFileSync(join(webDist, file), 'utf8'),
        memberFile,
        memberHtml: memberFile ? readFileSync(join(webDist, memberFile), 'utf8') : undefined,
        defaults: manifest.shellDefaults?.[prefix] ?? { title: '', description: '' },
      };
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

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
