import { expect, type Page, test } from './fixtures';
import { registerViaApi } from './support';

/** The test provider through the browser: subscribe, switch, cancel, resume, fail and recover. */

const plan = (page: Page, tier: string) => page.getByTestId(`plan-${tier}`);
const tierOf = async (page: Page) =>
  ((await (await page.request.get('/api/auth/me')).json()) as { tier: string }).tier;
const membership = async (page: Page) =>
  (await (await page.request.get('/api/user/subscription')).json()) as {
    interval: string;
    pendingInterval: string | null;
    currentPeriodEnd: string;
  };

/** Buys SILVER, billed monthly, on the test checkout with a card that pays; back on the plans. */
async function buySilver(page: Page) {
  await page.goto('/subscription');
  await plan(page, 'SILVER').getByRole('button', { name: 'Upgrade to Silver' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole('button', { name: /^Pay AED/ }).click();
  await expect(page.getByText('You are now on the Silver plan.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your plan' }).click();
  await expect(plan(page, 'SILVER').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
}

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

test('the Arabic edition buys a plan annually, switches, cancels, resumes, fails and recovers, in Arabic, in test mode', async ({
  page,
}) => {
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
  expect((await membership(page)).interval).toBe('YEAR');
  await page.getByRole('link', { name: 'اذهب إلى خطتك' }).click();

  // A switch down at the end of the period, undone; a cancellation, undone.
  await plan(page, 'SILVER').getByRole('button', { name: 'الانتقال إلى الفضية' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('تنتقل خطتك إلى الفضية');
  await page.getByRole('button', { name: 'استئناف' }).click();
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);
  await plan(page, 'FREE').getByRole('button', { name: 'إلغاء الخطة' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('تنتهي خطتك الذهبية');
  expect(await tierOf(page)).toBe('GOLD');
  await page.getByRole('button', { name: 'استئناف' }).click();
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);

  // A renewal on a declined card, then a working card.
  await page.getByLabel('بطاقة الاختبار للتجديد').selectOption('decline');
  await page.getByRole('button', { name: 'جدّد الآن' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('تعذّرت دفعتك الأخيرة');
  expect(await tierOf(page)).toBe('GOLD');
  await page.getByLabel('بطاقة الاختبار للتجديد').selectOption('ok');
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);
  expect(await tierOf(page)).toBe('GOLD');
});

test('a member moves a running plan to annual billing now, and back to monthly from the end of the year', async ({
  page,
}) => {
  await registerViaApi(page);
  await buySilver(page);
  expect((await membership(page)).interval).toBe('MONTH');

  // Annual now: a new year from today, the unused part of the month credited, a receipt.
  await page.getByRole('button', { name: 'Switch to annual billing (save 20%)' }).click();
  await expect(page.getByText(/^Annual billing starts today: AED [\d.]+ charged$/)).toBeVisible();
  await expect.poll(async () => (await membership(page)).interval).toBe('YEAR');
  expect(await tierOf(page)).toBe('SILVER');

  // Monthly waits for the end of the year; "Resume" keeps annual billing.
  await page.getByRole('button', { name: 'Switch to monthly billing' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText(
    'Your plan switches to monthly billing on',
  );
  expect(await membership(page)).toMatchObject({ interval: 'YEAR', pendingInterval: 'MONTH' });
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);
  expect((await membership(page)).pendingInterval).toBeNull();

  // Asked again and the year ended (test mode's clock): monthly, at the monthly price.
  await page.getByRole('button', { name: 'Switch to monthly billing' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('monthly billing');
  await page.getByRole('button', { name: 'Renew now' }).click();
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);
  expect(await membership(page)).toMatchObject({ interval: 'MONTH', pendingInterval: null });
  await expect(
    page.getByRole('button', { name: 'Switch to annual billing (save 20%)' }),
  ).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('invoices')).toContainText('Upgrade');
  await expect(page.getByTestId('invoices')).toContainText('AED 19Paid');
});
