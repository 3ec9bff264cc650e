import { spawn, type ChildProcess } from 'node:child_process';
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/**
 * The ports of this test worker: its server at `workerPort(0)`, and nine more a spec may listen on
 * (the desktop protocol's handler and stand-ins). Each worker has its own ten from E2E_PORT on, so
 * workers running at once never meet on a port.
 */
export function workerPort(offset: number): number {
  const base = Number(process.env.E2E_PORT ?? 5100);
  return base + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0) + offset;
}

/** Resolves once the server answers its health check; rejects if it exits or takes 2 minutes. */
async function serverUp(child: ChildProcess, url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the e2e server did not answer ${url} within 2 minutes`);
}

/**
 * A prerendered page is on screen before the app runs: links work at once, buttons answer when the
 * app is live (see shared/boot.ts). Tests act as a visitor who waits for the page to be ready:
 * after a navigation that loads an HTML document, `page.goto`, `goBack` and `reload` also wait
 * until the app marks the page live (`<html data-live>`). `waitUntil: 'commit'` or
 * `'domcontentloaded'` skips the wait, for tests about what happens before.
 */
async function whenLive(page: Page, response: Response | null, waitUntil?: string) {
  if (!response || waitUntil === 'commit' || waitUntil === 'domcontentloaded') return response;
  if (!(response.headers()['content-type'] ?? '').includes('text/html')) return response;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
  return response;
}

/** Makes `page.goto`, `goBack` and `reload` wait for the app (for pages a test opens itself). */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const goBack = page.goBack.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => whenLive(page, await goto(url, options), options?.waitUntil);
  page.goBack = async (options) => whenLive(page, await goBack(options), options?.waitUntil);
  page.reload = async (options) => whenLive(page, await reload(options), options?.waitUntil);
  return page;
}

/**
 * Each test worker starts its own built server on a fresh embedded database: what a test changes
 * there (an admin's grant, a release date, a vote) is seen only by the tests that run after it in
 * the same worker, never by one running at the same time in another.
 */
export const test = base.extend<object, { serverUrl: string }>({
  serverUrl: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const port = workerPort(0);
      const child = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
        stdio: ['pipe', 'ignore', 'inherit'],
        env: { ...process.env, PORT: String(port), E2E_STOP_ON_STDIN_END: '1' },
      });
      const url = `http://localhost:${port}`;
      try {
        await serverUp(child, `${url}/api/health`);
        await use(url);
      } finally {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});
