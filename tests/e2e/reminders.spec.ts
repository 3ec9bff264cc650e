import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test, waitingForTheApp } from './fixtures';
import { adminApi, grantTier } from './admin';
import { registerViaApi } from './support';

const episodeCard = (page: Page, episode: string) =>
  page.getByTestId('episode-card').filter({ hasText: `Episode ${episode}` });

/** No serious or critical violation inside the open notifications menu. */
async function expectAccessibleMenu(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="notifications-list"]')
    .analyze();
  expect(
    results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
  ).toEqual([]);
}

test('a reminder waits in the notifications menu, announces the unlock once and stays until opened', async ({
  page,
  request,
}) => {
  const { email } = await registerViaApi(page);
  await page.goto('/comics');
  // A visitor's header has no notifications; a member's has them at every width.
  const bell = page.getByTestId('notifications-button');
  await expect(bell).toHaveAccessibleName('Notifications');
  await episodeCard(page, '002')
    .getByRole('button', { name: /Remind me/ })
    .click();
  await expect(
    episodeCard(page, '002').getByRole('button', { name: /Reminder set/ }),
  ).toBeVisible();

  await bell.click();
  await expect(page.getByTestId('notifications-list')).toContainText(
    /Guardians of Dubai: Episode 002 unlocks for you on /,
  );
  await expectAccessibleMenu(page);
  await page.keyboard.press('Escape');

  // The member's tier changes: the episode is out for them now.
  await grantTier(await adminApi(request), email, 'GOLD');
  await page.reload();
  await expect(page.getByTestId('toast')).toContainText('Now unlocked for you');
  await expect(bell).toHaveAccessibleName('Notifications, 1 new');
  // Announced once on this browser: a reload does not say it again, the menu still holds it.
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 new');
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await bell.click();
  const item = page.getByRole('link', { name: /Guardians of Dubai: Episode 002 is out for you/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/comics\/reader\/dubai-guardians-002(\?page=1)?$/);
  // Opened: the reminder is used up (the reader has no header; the catalogue's shows it).
  await page.goto('/comics');
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('the Arabic edition names the notifications in Arabic', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/ar/comics');
  const bell = page.getByTestId('notifications-button');
  await expect(bell).toHaveAccessibleName('الإشعارات');
  await bell.click();
  await expect(page.getByText(/^لا جديد/)).toBeVisible();
});

test('a phone shows the notifications beside the menu button', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = waitingForTheApp(await context.newPage());
  await registerViaApi(page);
  await page.goto('/comics');
  const bell = page.getByTestId('notifications-button');
  await expect(bell).toBeVisible();
  await bell.tap();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await context.close();
});
