import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where the prerender step finds each `/art` file's hash (read by the server for its caching). */
export const ART_HASHES_FILE = '.vite/art-hashes.json';

/** The module that names each comic file's hash: empty in the sources, filled by `artHashes`. */
const COMIC_ART_VERSIONS_MODULE = '/shared/content/comic-art-versions.ts';

/**
 * Content hashes for `/art`: every string literal naming an art file (`'/art/logo.svg'`) becomes
 * `'/art/logo.svg?v=<hash of its bytes>'`, so the server can let browsers keep it for good while a
 * changed file gets a new URL. The files keep the names the art generator writes; the desktop build
 * does not use this plugin (it serves /art from its bundle by path). Paths built at run time (a
 * comic's pages and panel data, shared/content/comic-pages.ts) take their hashes from
 * shared/content/comic-art-versions.ts, which this plugin fills with every file under `/art/comics`.
 */
export function artHashes(publicDir: string): Plugin {
  const hashes = new Map<string, string>();
  const hashOf = (url: string): string | undefined => {
    if (!hashes.has(url)) {
      const file = join(publicDir, url);
      if (!existsSync(file)) return undefined;
      hashes.set(url, createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10));
    }
    return hashes.get(url);
  };
  return {
    name: 'abtal:art-hashes',
    apply: 'build',
    load(id) {
      if (!id.split('?')[0].endsWith(COMIC_ART_VERSIONS_MODULE)) return null;
      const comics = join(publicDir, 'art', 'comics');
      const versions: Record<string, string> = {};
      for (const entry of readdirSync(comics, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const path = relative(comics, join(entry.parentPath, entry.name)).split(sep).join('/');
        versions[path] = hashOf(`/art/comics/${path}`)!;
      }
      const sorted = Object.fromEntries(Object.entries(versions).sort());
      return `export const COMIC_ART_VERSIONS = ${JSON.stringify(sorted)};`;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(tsx?|json)$/.test(id.split('?')[0])) return null;
      if (!code.includes('/art/')) return null;
      const out = code.replace(
        /(['"])(\/art\/[\w./-]+\.(?:svg|png|webp|jpg|json))\1/g,
        (whole, quote: string, url: string) => {
          const hash = hashOf(url);
          return hash ? `${quote}${url}?v=${hash}${quote}` : whole;
        },
      );
      return out === code ? null : { code: out, map: null };
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: ART_HASHES_FILE,
        source: JSON.stringify(Object.fromEntries([...hashes].sort()), null, 2),
      });
    },
  };
}
