import { expect, type Page } from '@playwright/test';

let counter = 0;

/**
 * Collects the text of every script the page loads from now on; the returned function reads those
 * loaded so far (call it once the page has loaded what the test is about). A script still arriving
 * when the test ends has no text to read: it is left out instead of failing the test afterwards.
 */
export function collectScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().catch(() => null));
  });
  return async () => (await Promise.all(scripts)).filter((code): code is string => code !== null);
}

/**
 * A unique email per call, so tests never collide on a database: the worker's number keeps two
 * workers (or a restarted one, which has a new number) that call in the same millisecond apart.
 */
export function uniqueEmail(prefix = 'fan'): string {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix}.${Date.now().toString(36)}.${worker}.${counter}@example.com`;
}

/** Registers through the real form and waits until the header shows the signed-in user. */
export async function registerViaUi(
  page: Page,
  opts: { firstName?: string; email?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'sandstorm42';
  await page.goto('/auth/register');
  if (opts.firstName) await page.getByLabel('First Name').fill(opts.firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Welcome to Abtal Universe!' }),
  ).toBeVisible();
  return { email, password };
}

/** Registers through the API in the page's browser context (shares its cookies). */
export async function registerViaApi(
  page: Page,
  opts: { firstName?: string; email?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'sandstorm42';
  const res = await page.request.post('/api/auth/register', {
    data: { email, password, firstName: opts.firstName },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

/**
 * Resolves once the page has settled: every animation and transition that ends has ended (the
 * endless decorative loops aside) and two frames have been drawn since, so what a test reads next
 * is the page at rest (layout shifts reported, a second toggle of a control already made).
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** The one toast on screen. */
export const toast = (page: Page) => page.getByTestId('toast');

/** Signs in through the real form (the caller navigates to /auth/login or is sent there). */
export async function loginViaUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Ends the session through the API in the page's browser context. */
export async function logoutViaApi(page: Page) {
  const res = await page.request.post('/api/auth/logout');
  expect(res.ok()).toBe(true);
}
