import type { Request, Response } from 'express';
import { errorBody } from './http-exception.filter.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request is a state-changing one sent by another site's page (a CSRF defence on top of
 * SameSite cookies). Browsers send Sec-Fetch-Site and Origin; clients without them (curl, partner
 * back ends) are not browsers carrying a victim's cookies and pass.
 */
export function isCrossSiteWrite(req: Request, allowed: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.get('origin');
  if (origin && allowed.has(origin)) return false;
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
  return crossSite;
}

export const refuseCrossSite = (res: Response) =>
  void res.status(403).json(errorBody(403, 'Cross-site requests are not allowed'));
