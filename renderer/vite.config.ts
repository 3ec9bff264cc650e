import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { stacklessReactSentinels } from './scripts/stackless-react-sentinels';

const root = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

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
function artHashes(): Plugin {
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

/**
 * The chunks each chunk imports statically, directly or not: by the time its code runs they are
 * loaded (see `modulePreload` below).
 */
const staticClosure = new Map<string, Set<string>>();
function staticImports(): Plugin {
  return {
    name: 'abtal:static-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const direct = new Map<string, string[]>();
        for (const [name, file] of Object.entries(bundle))
          if (file.type === 'chunk') direct.set(name, file.imports);
        for (const name of direct.keys()) {
          const seen = new Set<string>();
          const stack = [name];
          while (stack.length) {
            for (const next of direct.get(stack.pop()!) ?? [])
              if (!seen.has(next)) {
                seen.add(next);
                stack.push(next);
              }
          }
          staticClosure.set(name, seen);
        }
      },
    },
  };
}

/** V8's explicit compile hint: every function of the file is compiled as the file is loaded. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every chunk of the web build with V8's compile hint (Chromium 136 and later; other engines
 * read a comment). Without it each function is compiled on the main thread the first time it runs,
 * which during hydration is nearly every component, the router and React itself; with it they are
 * compiled while the file streams in, off the main thread. Measured on `/` and `/community`: a
 * quarter less JavaScript time on the main thread after the first paint (see the README).
 */
function compileHints(): Plugin {
  return {
    name: 'abtal-compile-hints',
    apply: 'build',
    // After Vite's own changes to the chunks (the entry's dependency map goes first otherwise).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) {
            file.code = COMPILE_HINT + file.code;
          }
        }
      },
    },
  };
}

/**
 * The web build: served by the NestJS server from dist/web. `--ssr` builds the prerender entry
 * into dist/prerender, which renderer/scripts/prerender.ts runs to write each route's HTML.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    stacklessReactSentinels(),
    artHashes(),
    staticImports(),
    compileHints(),
  ],
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  publicDir: isSsrBuild ? false : publicDir,
  build: {
    outDir: fileURLToPath(
      new URL(isSsrBuild ? '../dist/prerender' : '../dist/web', import.meta.url),
    ),
    emptyOutDir: true,
    target: 'es2022',
    // A lazy page preloads only what its importer has not loaded already, and not itself (the
    // import fetches it): every link Vite's preload helper adds costs the main thread, and the
    // first page of a visit added a dozen of them for files that were long there.
    modulePreload: {
      resolveDependencies(filename, deps, { hostId, hostType }) {
        const loaded = hostType === 'js' ? staticClosure.get(hostId) : undefined;
        return loaded ? deps.filter((dep) => dep !== filename && !loaded.has(dep)) : deps;
      },
    },
    // Read by the prerender step (each route's chunks) and tests/bench/bundle-size.mjs.
    manifest: !isSsrBuild,
    // The libraries every page starts with travel as one file instead of a dozen small ones, and so
    // does the app's own code the entry imports (layout, providers, translations, auth hooks): left
    // to itself the bundler gave each module a lazy page shares with the entry a file of its own,
    // 16 files on every first visit for code that is always loaded, each one more step in the
    // page's chain of requests and more main-thread work to fetch and link it.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/,
                  priority: 1,
                },
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) => !/[\\/](index\.html|main\.tsx)$|\.css$/.test(id),
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
}));
