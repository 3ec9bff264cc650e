import { test as base, expect, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/**
 * The server's port (`workerPort(0)`, E2E_PORT) and ports this test worker may listen on itself
 * (1 to 9: the desktop protocol's handler and stand-ins): each worker has its own nine, so workers
 * running at once never meet on a port.
 */
export function workerPort(offset: number): number {
  const base = Number(process.env.E2E_PORT ?? 5100);
  if (offset === 0) return base;
  return base + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0) + offset;
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
 * Every test's page also guards the Content-Security-Policy: a style or script the policy refuses
 * (Chromium reports each on the console) fails the test that met it, whatever it was doing.
 */
export const test = base.extend<{ policyViolationsExpected: boolean }>({
  /** Set by a test that provokes a violation on purpose to see it refused. */
  policyViolationsExpected: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, policyViolationsExpected }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy'))
        violations.push(`${page.url()}: ${message.text()}`);
    });
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
    if (!policyViolationsExpected)
      expect(violations, 'refused by the Content-Security-Policy').toEqual([]);
  },
});
