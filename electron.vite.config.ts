import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const root = import.meta.dirname;
const path = (...parts: string[]) => resolve(root, ...parts);

/**
 * electron-vite forces `base: './'` on production renderer builds, which suits file:// but breaks a
 * history-routed app served from app://abtal/: at /comics/origins-1 the shell's `./assets/x.js` would
 * resolve under /comics/. The app has a real origin, so absolute paths are right; this runs after the
 * electron-vite preset (which is `enforce: 'pre'`) and puts them back.
 */
const absoluteBase = (): Plugin => ({
  name: 'abtal:absolute-base',
  config(config) {
    config.base = '/';
  },
});

export default defineConfig({
  main: {
    build: {
      outDir: path('out/main'),
      // Bundle zod and electron-store into main: the packaged app then needs no node_modules.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: path('main/index.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: path('out/preload'),
      // A sandboxed preload can require only `electron`: one self-contained CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: path('preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: path('renderer'),
    publicDir: path('renderer/public'),
    plugins: [react(), tailwindcss(), absoluteBase()],
    resolve: {
      // Mirrors the web build's import aliases.
      alias: { '@shared': path('shared') },
    },
    build: {
      outDir: path('out/renderer'),
      emptyOutDir: true,
      rolldownOptions: {
        input: { index: path('renderer/index.html') },
      },
    },
    server: {
      // `electron-vite dev` loads the renderer through app://abtal/, which proxies static files here.
      port: 5174,
      strictPort: true,
      // Pages come from app://abtal, so the hot-reload client must be told where the socket is.
      hmr: { protocol: 'ws', host: 'localhost', clientPort: 5174 },
    },
  },
});
