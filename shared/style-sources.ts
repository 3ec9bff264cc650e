import { createHash } from 'node:crypto';

/**
 * The CSP sources (`'sha256-…'`) of an HTML document's inline style elements, in order: what a
 * policy without `'unsafe-inline'` must name for the browser to apply them.
 */
export const inlineStyleSources = (html: string): string[] =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
