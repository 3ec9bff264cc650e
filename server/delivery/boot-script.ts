import { createHash } from 'node:crypto';
import { BOOT_SCRIPT, FIRST_PAGE_SCRIPT } from '../../shared/boot.js';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The Content-Security-Policy sources that allow the prerendered pages' two inline scripts, and only them. */
export const BOOT_SCRIPT_CSP_SOURCES = [hash(FIRST_PAGE_SCRIPT), hash(BOOT_SCRIPT)];
