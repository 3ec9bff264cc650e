import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// NestJS and TypeORM rely on legacy decorators with emitted metadata.
const decorators = { decorator: { legacy: true, emitDecoratorMetadata: true } };

/**
 * The renderer's test files that replace or reload modules (`vi.mock`, `vi.doMock`,
 * `vi.resetModules`): they get modules of their own (project `renderer-mocks`); the others share
 * their worker's (project `renderer`), where a reload would give the next files a second React.
 */
const RENDERER = fileURLToPath(new URL('./renderer/', import.meta.url));
const MOCKING_RENDERER_TESTS = readdirSync(RENDERER, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !/^(scripts|node_modules)\//.test(file))
  .filter((file) => /vi\.(mock|doMock|resetModules)\(/.test(readFileSync(RENDERER + file, 'utf8')))
  .map((file) => `renderer/${file}`);

const rendererProject = {
  plugins: [react()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  test: {
    environment: 'happy-dom' as const,
    include: ['renderer/**/*.test.{ts,tsx}'],
    exclude: ['renderer/scripts/**', '**/node_modules/**'],
    setupFiles: ['renderer/src/test/setup.ts'],
  },
};

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
        ...rendererProject,
        test: {
          ...rendererProject.test,
          name: 'renderer',
          exclude: [...rendererProject.test.exclude, ...MOCKING_RENDERER_TESTS],
          // The files of a worker share their modules (React, the router, the testing library,
          // the app) and their document, which setup.ts empties after each test: importing them
          // again for each file was two thirds of the project's time (56 s against 18 s on 2
          // cores, 2026-11-30).
          isolate: false,
        },
      },
      {
        ...rendererProject,
        test: { ...rendererProject.test, name: 'renderer-mocks', include: MOCKING_RENDERER_TESTS },
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
