import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A unique email per call, so tests never collide on the fresh database. */
export function uniqueEmail(prefix = 'fan'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Registers through the real form and waits until the header shows the signed-in user. */
export async function registerViaUi(page: Page, opts: { firstName?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'sandstorm42';
  await page.goto('/auth/register');
  if (opts.firstName) await page.getByLabel('First Name').fill(opts.firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Abtal Universe!' })).toBeVisible();
  return { email, password };
}

/** Registers through the API in the page's browser context (shares its cookies). */
export async function registerViaApi(page: Page, opts: { firstName?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'sandstorm42';
  const res = await page.request.post('/api/auth/register', {
    data: { email, password, firstName: opts.firstName },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}
