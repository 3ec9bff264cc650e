import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { webPerformance } from './perf/web-build';

const root = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

/**
 * The web build: served by the NestJS server from dist/web. `--ssr` builds the prerender entry
 * into dist/prerender, which renderer/perf/prerender.ts runs to write each route's HTML. Its
 * performance techniques live in renderer/perf (see the README there).
 */
export default defineConfig(({ isSsrBuild }) => {
  const perf = webPerformance(publicDir);
  return {
    root,
    base: '/',
    plugins: [react(), tailwindcss(), ...perf.plugins],
    resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
    publicDir: isSsrBuild ? false : publicDir,
    build: {
      outDir: fileURLToPath(
        new URL(isSsrBuild ? '../dist/prerender' : '../dist/web', import.meta.url),
      ),
      emptyOutDir: true,
      target: 'es2022',
      // Read by the prerender step (each route's chunks) and tests/bench/bundle-size.mjs.
      manifest: !isSsrBuild,
      rolldownOptions:
        isSsrBuild || !perf.chunkGroups
          ? {}
          : { output: { codeSplitting: { groups: perf.chunkGroups } } },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:5000' },
    },
  };
});
