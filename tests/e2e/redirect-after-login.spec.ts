import { REDIRECT_AFTER_LOGIN_KEY } from '../../shared/constants';
import { expect, test, type Page } from './fixtures';
import { uniqueEmail } from './support';

// Specification section 2, "Protected pages": the wanted page is remembered in session storage
// under the redirect-after-login key, also when the server (not the app) sends the visitor to sign in.
const saved = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), REDIRECT_AFTER_LOGIN_KEY);

for (const prefix of ['', '/ar']) {
  test(`${prefix}/profile without a session: the sign-in page remembers it on arrival`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/profile`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login\\?next=`));
    expect(await saved(page)).toBe(`${prefix}/profile`);
  });
}

test('registering from the sign-in page the server sent the visitor to returns to the wanted page', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
  await page.locator('form').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  // The address changes as the app starts drawing the next page, while the sign-in form, which
  // has an Email field too, may still be on screen.
  await expect(page.getByRole('heading', { name: 'Join Abtal Universe', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('return'));
  await page.getByLabel('Password', { exact: true }).fill('sandstorm42');
  await page.getByLabel('Confirm Password', { exact: true }).fill('sandstorm42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  expect(await saved(page)).toBeNull();
});

test('a next that leads to another site is not remembered', async ({ page }) => {
  await page.goto('/auth/login?next=%2F%2Fevil.example%2F');
  expect(await saved(page)).toBeNull();
});
