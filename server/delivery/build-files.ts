import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { PRERENDER_MANIFEST, type PrerenderManifest } from './prerender-manifest.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
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

/** A file of the build and the precompressed variants that exist for it. */
export interface BuildFile {
  path: string;
  encodings: Set<Encoding>;
}

/**
 * The build's files by URL, read once (a release replaces the whole folder and restarts the
 * server): not the manifest, dotfiles, the shells (templates, never sent as they are) or the
 * precompressed variants, which are listed with their file.
 */
export function indexBuildFiles(
  webDist: string,
  manifest: PrerenderManifest,
): Map<string, BuildFile> {
  const shellFiles = new Set(
    [...Object.values(manifest.shells), ...Object.values(manifest.memberShells ?? {})].map(
      (file) => '/' + file,
    ),
  );
  const all = readdirSync(webDist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => '/' + relative(webDist, join(entry.parentPath, entry.name)).split(sep).join('/'),
    );
  const present = new Set(all);
  const files = new Map<string, BuildFile>();
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
  return files;
}

/** Sends a build file, its best precompressed variant the client accepts when there is one. */
export function sendBuildFile(
  req: Request,
  res: Response,
  next: NextFunction,
  file: BuildFile,
  cacheControl: string,
  status = 200,
) {
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
    { etag: status === 200, lastModified: status === 200, cacheControl: false, dotfiles: 'allow' },
    (error?: Error) => {
      if (error && !res.headersSent) next(error);
    },
  );
}
