import type { HelmetOptions } from 'helmet';
import { BOOT_SCRIPT_CSP_SOURCES } from './boot-script.js';

/** The security policy of every answer (helmet's options): helmet's defaults with the site's own CSP. */
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
