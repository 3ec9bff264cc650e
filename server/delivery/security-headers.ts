import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_SCRIPT_CSP_SOURCES } from './boot-script.js';

/** The security policy of every answer: helmet's defaults with the site's own CSP. */
export const SECURITY_POLICY: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The prerendered pages' inline scripts (shared/boot.ts), by their hashes.
      scriptSrc: ["'self'", ...BOOT_SCRIPT_CSP_SOURCES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

export interface SecurityHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * The headers helmet sets (and removes) with `options`, found by running it once. The policy holds
 * no per-request parts (no nonces, no functions), so every answer gets exactly this list.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = SECURITY_POLICY): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], removed: [] };
  const recorder = {
    // Lower-case names (as HTTP/2 writes them): Node stores each header under its lower-case
    // name, which then needs no new string per request.
    setHeader(name: string, value: unknown) {
      headers.set.push([name.toLowerCase(), String(value)]);
    },
    removeHeader(name: string) {
      headers.removed.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Puts helmet's headers on an answer, from the list computed at start instead of running helmet's
 * dozen middlewares on each request.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = SECURITY_POLICY) {
  const { set, removed } = helmetHeaders(options);
  return (res: ServerResponse) => {
    for (let i = 0; i < set.length; i++) res.setHeader(set[i][0], set[i][1]);
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i]);
  };
}
