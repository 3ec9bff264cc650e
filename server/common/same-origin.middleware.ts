import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './http-exception.filter.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rejects state-changing requests sent by another site's pages (a CSRF defence on top of
 * SameSite cookies). Browsers send Sec-Fetch-Site and Origin; clients without them (curl, partner
 * back ends) are not browsers carrying a victim's cookies and pass.
 */
export function sameOriginMiddleware(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) return next();
    const site = req.get('sec-fetch-site');
    let crossSite = site === 'cross-site' || site === 'same-site';
    if (!crossSite && origin && origin !== 'null') {
      try {
        crossSite = new URL(origin).host !== req.get('host');
      } catch {
        crossSite = true;
      }
    } else if (origin === 'null') {
      crossSite = true;
    }
    if (crossSite) {
      res.status(403).json(errorBody(403, 'Cross-site requests are not allowed'));
      return;
    }
    next();
  };
}
