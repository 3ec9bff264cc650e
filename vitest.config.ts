import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// NestJS and TypeORM rely on legacy decorators with emitted metadata.
const decorators = { decorator: { legacy: true, emitDecoratorMetadata: true } };

export default defineConfig({
  test: {
    passWithNoTests: false,
    // Vitest's default in a run is one worker fewer than the cores: a single worker on a 2-core
    // machine, where the tests (much of their time spent waiting on a database, a socket or a
    // timer) then run one file at a time. TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
    projects: [
      {
        oxc: decorators,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/bench/**/*.test.mjs',
          ],
          // Migrates and seeds one database per run that every test file's app copies.
          globalSetup: ['server/testing/global-setup.ts'],
          // The files of a worker share their modules (Nest, TypeORM, the app): each file builds its
          // own app and database, and importing the server again for each file was half the run's
          // CPU time (import 175 s against 9 s for server/).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          exclude: ['renderer/scripts/**', '**/node_modules/**'],
          setupFiles: ['renderer/src/test/setup.ts'],
        },
      },
      {
        test: {
          // The art generator runs in Node and regenerates the whole art set: give it time.
          name: 'art',
          environment: 'node',
          include: ['renderer/scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'desktop',
          environment: 'node',
          include: ['main/**/*.test.ts', 'preload/**/*.test.ts', 'tests/desktop/**/*.test.ts'],
          // electron-store imports `electron`; inlined, it sees the tests' vi.mock('electron') instead
          // of the real package (which has no binary here).
          server: { deps: { inline: ['electron-store'] } },
        },
      },
    ],
  },
});
