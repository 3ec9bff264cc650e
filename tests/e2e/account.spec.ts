import { expect, test } from './fixtures';
import { loginViaUi, logoutViaApi, registerViaApi, toast } from './support';

test('profile edits are saved and still there after a reload', async ({ page }) => {
  const { email } = await registerViaApi(page, { firstName: 'Rania' });
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First Name').fill('Raniya');
  await page.getByLabel('Last Name').fill('Khalil');
  await page.getByLabel('Username').fill(`raniya${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Profile updated');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Raniya');
  await expect(page.getByLabel('Last Name')).toHaveValue('Khalil');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByTestId('user-display-name')).toHaveText('Raniya');
});

test('the profile shows the FREE membership and logs out', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/profile');
  await expect(page.getByTestId('tier-badge')).toHaveText('FREE');
  await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page)).toContainText('Logged out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // Leaving before the session cleared: the guard never saw a visitor, so nothing was remembered.
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
});

test('the subscription page asks visitors to sign in, then shows the plans and starts an upgrade', async ({
  page,
}) => {
  const { email, password } = await registerViaApi(page);
  await logoutViaApi(page);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to manage your subscription')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await loginViaUi(page, email, password);
  await expect(page).toHaveURL(/\/subscription$/);

  await expect(page.getByRole('heading', { name: 'Platinum' })).toBeVisible();
  await expect(page.getByTestId('plan-GOLD')).toContainText('AED 49/month');
  await expect(
    page.getByTestId('plan-FREE').getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();
  await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
  // The checkout's answer is held back a moment, so the waiting state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/billing/checkout', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upgrade to Gold' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(toast(page)).toContainText('Upgrading to GOLD tier...');
  release();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});
