import { expect, test } from './fixtures';
import {
  loginViaUi,
  logoutViaApi,
  registerViaApi,
  registerViaUi,
  toast,
  uniqueEmail,
} from './support';

test('registering lands on the home page signed in, with the display name', async ({ page }) => {
  await registerViaUi(page, { firstName: 'Yasmin' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-display-name')).toHaveText('Yasmin');
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
});

test('register refuses mismatched passwords without creating the account', async ({ page }) => {
  const email = uniqueEmail('mismatch');
  await page.goto('/auth/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sandstorm42');
  await page.getByLabel('Confirm Password', { exact: true }).fill('sandstorm24');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Password mismatch');
  await expect(page).toHaveURL(/\/auth\/register$/);
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'sandstorm42' },
  });
  expect(login.status()).toBe(401);
});

test('a protected page sends a visitor to sign in, then back to it', async ({ page }) => {
  const { email, password } = await registerViaApi(page, { firstName: 'Karim' });
  await logoutViaApi(page);
  // Without a session the server sends the visitor to sign in at once, with the page to return to.
  const answer = await page.request.get('/profile', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/auth/login?next=%2Fprofile');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login(\?next=%2Fprofile)?$/);
  await loginViaUi(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  await expect(toast(page)).toContainText('Welcome back!');
});

test('a wrong password shows the error box and a Login failed toast', async ({ page }) => {
  const { email } = await registerViaApi(page);
  await logoutViaApi(page);
  await page.goto('/auth/login');
  await loginViaUi(page, email, 'not-the-password');
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');
  await expect(toast(page)).toContainText('Login failed');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('logging out from the account menu signs the user out', async ({ page }) => {
  await registerViaUi(page, { firstName: 'Huda' });
  await page.getByRole('button', { name: 'Account menu for Huda' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page)).toContainText('Logged out');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});
