import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, FULL_CHROMIUM_LAUNCH } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 5100);

/**
 * End-to-end tests: Debian's Chromium against the real built server and a fresh embedded database,
 * one worker per core unless E2E_WORKERS says otherwise. The workers share the server: each test
 * makes its own accounts (support.ts: uniqueEmail) and changes nothing another test reads. (One
 * server per worker was tried: on a busy 2-core machine two servers starting at once took over
 * 2 minutes, where one takes about 70 s.)
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  // One more try for a test that failed, reported as flaky in the list: on a machine other jobs
  // share (load averages of 10 to 15 on 2 cores in CI) a step can miss any wait. A test that fails
  // twice fails the run.
  retries: 1,
  // Two tests at a time on a machine other jobs share: a step takes longer than on an idle one
  // (at a load average of 12 on 2 cores an accessibility scan alone took over 40 s, and creating an
  // account and arriving at the profile over 7 s).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
  },
  // Chromium's headless shell, and the full browser for the tests that need it (tests/e2e/chromium.ts),
  // listed first so that its long walk starts early instead of running alone at the end.
  projects: [
    {
      name: 'full-chromium',
      grep: /@full-browser/,
      use: { ...devices['Desktop Chrome'], launchOptions: FULL_CHROMIUM_LAUNCH },
    },
    {
      name: 'chromium',
      grepInvert: /@full-browser/,
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH },
    },
  ],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
  },
});
