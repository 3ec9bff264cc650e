import { expect, type Page, test } from './fixtures';
import { registerViaApi } from './support';

/**
 * The reader follows the tier a member pays for: an early-access episode opens once SILVER is
 * bought on the test checkout, stays open after cancelling until the period ends, and is gated
 * again when it has (test mode's clock ends the period).
 */
const EARLY = '/comics/reader/dubai-guardians-002';

const gate = (page: Page) => page.getByRole('heading', { name: 'Subscription Required' });

test('an early-access episode opens when SILVER is bought and is gated again after the cancelled period ends', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto(EARLY);
  await expect(gate(page)).toBeVisible();
  await expect(page.getByText('Current tier: FREE')).toBeVisible();

  await page.getByRole('link', { name: 'See membership plans' }).click();
  await page.getByTestId('plan-SILVER').getByRole('button', { name: 'Upgrade to Silver' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole('button', { name: /^Pay AED/ }).click();
  await expect(page.getByText('You are now on the Silver plan.')).toBeVisible();

  await page.goto(EARLY);
  await expect(page.getByTestId('reader-stage')).toBeVisible();
  await expect(gate(page)).toHaveCount(0);

  // Cancelled: still open until the end of the period.
  await page.goto('/subscription');
  await page.getByTestId('plan-FREE').getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByTestId('membership-notice')).toContainText('Your Silver plan ends on');
  await page.goto(EARLY);
  await expect(page.getByTestId('reader-stage')).toBeVisible();

  // The period ends: FREE again, and the reader gates the episode.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'End the period now' }).click();
  await expect(page.getByTestId('membership-notice')).toHaveCount(0);
  await page.goto(EARLY);
  await expect(gate(page)).toBeVisible();
  await expect(page.getByText('Current tier: FREE')).toBeVisible();
});
