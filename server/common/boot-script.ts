import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../../shared/boot.js';

/** The Content-Security-Policy source that allows the prerendered pages' inline boot script, and only it. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
