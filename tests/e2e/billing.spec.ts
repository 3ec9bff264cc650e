import { expect, type Page, test } from './fixtures';
import { registerViaApi } from './support';

/** The test provider through the browser: subscribe, switch, cancel, resume, fail and recover. */

const plan = (page: Page, tier: string) => page.getByTestId(`plan-${tier}`);
const tierOf = async (page: Page) =>
  ((await (await page.request.get('/api/auth/me')).json()) as { tier: string }).tier;

test('a fan buys SILVER with the test provider, upgrades, switches, cancels, resumes, fails and recovers', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto('/subscription');
  await expect(page.getByTestId('test-mode')).toContainText('Test mode');
  await plan(page, 'SILVER').getByRole('button', { name: 'Upgrade to Silver' }).click();

  // The test provider's checkout: a declined card first, then one that pays.
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByTestId('test-mode')).toBeVisible();
  await expect(page.getByText('AED 19', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with a declined card' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  expect(await tierOf(page)).toBe('FREE');
  await page.getByRole('button', { name: 'Pay with a card that asks for authentication' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(page).toHaveURL(/\/billing\/return/);
  await expect(page.getByText('You are now on the Silver plan.')).toBeVisible();
  expect(await tierOf(page)).toBe('SILVER');
  await page.getByRole('link', { name: 'Go to your plan' }).click();
  await expect(plan(page, 'SILVER').getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  // Upgrade now, then a switch back at the end of the period, undone by "Resume".
  await plan(page, 'GOLD').getByRole('button', { name: 'Upgrade to Gold' }).click();
  await expect(plan(page, 'GOLD').getByRole('button', { name: 'Current Plan' })).toBeVisible();
  expect(await tierOf(page)).toBe('GOLD');
  await plan(page, 'SILVER').getByRole('button', { name: 'Switch to Silver' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('switches to Silver');
  expect(await tierOf(page)).toBe('GOLD');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);

  // Cancel: access kept to the end of the period, "Resume" until then.
  await plan(page, 'FREE').getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('Your Gold plan ends on');
  expect(await tierOf(page)).toBe('GOLD');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);

  // A renewal on a declined card: PAST_DUE, the tier kept; a working card recovers it.
  await page.getByLabel('Test card for renewals').selectOption('decline');
  await page.getByRole('button', { name: 'Renew now' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('Your last payment failed');
  expect(await tierOf(page)).toBe('GOLD');
  await page.getByLabel('Test card for renewals').selectOption('ok');
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);
  expect(await tierOf(page)).toBe('GOLD');

  await page.goto('/profile');
  await expect(page.getByTestId('invoices')).toContainText('Upgrade');
  // The renewal that failed was paid on recovery: one invoice, paid.
  await expect(page.getByTestId('invoices')).toContainText('AED 49Paid');
});

test('the Arabic edition buys a plan annually, in Arabic, in test mode', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/ar/subscription');
  await expect(page.getByTestId('test-mode')).toContainText('وضع الاختبار');
  await page.getByText('سنوي (وفّر 20%)').click();
  await plan(page, 'GOLD').getByRole('button', { name: 'الترقية إلى الذهبية' }).click();
  await expect(page).toHaveURL(/\/ar\/billing\/test-checkout\//);
  await page
    .getByRole('button', { name: /^ادفع / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ar\/billing\/return/);
  await expect(page.getByText('أنت الآن على الخطة الذهبية.')).toBeVisible();
  expect(await tierOf(page)).toBe('GOLD');
  const subscription = (await (await page.request.get('/api/user/subscription')).json()) as {
    interval: string;
  };
  expect(subscription.interval).toBe('YEAR');
});
