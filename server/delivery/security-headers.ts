import type { NextFunction, Request, Response } from 'express';
import type { HelmetOptions } from 'helmet';
import { inlineStyleSources } from '../../shared/style-sources.js';
import { BOOT_SCRIPT_CSP_SOURCES } from './boot-script.js';

const CSP_HEADER = 'Content-Security-Policy';
/**
 * The directive that governs style elements: style-src, which style-src-elem falls back to (no
 * style-src-elem of its own, so the hash is named once: the page's headers stay within TCP's
 * first round trip, and browsers that predate style-src-elem apply the same rule).
 */
const STYLE_ELEMENT_DIRECTIVE = 'style-src';

/**
 * The security policy of every answer (helmet's options): helmet's defaults with the site's own
 * CSP. No inline style element is allowed here: a prerendered page's answer adds the hash of its
 * own critical CSS (allowPageStyles), so each answer's header names one hash, never all 100.
 */
export const securityPolicy = (): Readonly<HelmetOptions> => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The prerendered pages' inline scripts (shared/boot.ts), by their hashes.
      scriptSrc: ["'self'", ...BOOT_SCRIPT_CSP_SOURCES],
      // Style elements and sheets: the site's files (and, per page, its inline critical CSS).
      // Style elements follow it (no style-src-elem: see STYLE_ELEMENT_DIRECTIVE).
      styleSrc: ["'self'"],
      // Style attributes only: the animation library (motion) writes each animated element's
      // starting values (opacity, transform) as a style attribute into the prerendered markup,
      // and sets them as attributes while it animates.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Allows a page's own inline style blocks (their CSP sources, `'sha256-…'`) in the policy helmet
 * put on its answer.
 */
export function allowPageStyles(res: Response, sources: readonly string[] | undefined): void {
  const policy = res.getHeader(CSP_HEADER);
  if (!sources?.length || typeof policy !== 'string') return;
  const extra = ' ' + sources.join(' ');
  res.setHeader(
    CSP_HEADER,
    policy
      .split(';')
      .map((directive) =>
        directive.trim().split(' ')[0] === STYLE_ELEMENT_DIRECTIVE ? directive + extra : directive,
      )
      .join(';'),
  );
}

/** For a page a library writes (Swagger UI's): its own style blocks allowed as it is sent. */
export function allowOwnStyles(_req: Request, res: Response, next: NextFunction): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string') allowPageStyles(res, inlineStyleSources(body));
    return send(body);
  };
  next();
}
