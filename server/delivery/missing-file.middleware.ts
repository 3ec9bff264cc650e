import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../common/http-exception.filter.js';

/**
 * A request for a file that the web build does not have (`/art/missing.svg`, `/assets/old.js`) gets a
 * plain 404, never the app page: an image, script or desktop cache asking for a file must not be
 * handed HTML with status 200. Paths without an extension are client routes and go on to the app page.
 */
export function missingFileNotFound(webDist: string) {
  const root = normalize(webDist.endsWith(sep) ? webDist : webDist + sep);
  const notFound = async (res: Response, next: NextFunction, path: string) => {
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(path)));
    } catch {
      file = '';
    }
    const found =
      file.startsWith(root) &&
      (await stat(file).then(
        (info) => info.isFile(),
        () => false,
      ));
    if (found) return next();
    res
      .status(404)
      .set('cache-control', 'no-store')
      .json(errorBody(404, `No such file: ${path}`));
  };
  // Only a file request waits for the disk; everything else goes on at once.
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    if (path.startsWith('/api/') || path === '/api' || !extname(path)) return next();
    notFound(res, next, path).catch(next);
  };
}
