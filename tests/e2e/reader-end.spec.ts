import { expect, test, type Page } from './fixtures';
import { openReader } from './reader-support';
import { registerViaApi } from './support';

// End and re-read: Escape closes the end card first, and a finished comic opens on the end card
// ("Read again" from page 1, or "Continue from the end") on every device, signed in or not.
const EDITIONS = [
  {
    language: 'en',
    prefix: '',
    page: (n: number) => `Page ${n} of 6`,
    again: 'Read again',
    fromEnd: 'Continue from the end',
  },
  {
    language: 'ar',
    prefix: '/ar',
    page: (n: number) => `الصفحة ${n} من 6`,
    again: 'اقرأ من جديد',
    fromEnd: 'المتابعة من النهاية',
  },
] as const;

const pageLabel = (page: Page) => page.getByTestId('reader-bar').locator('p[aria-live]');
const endCard = (page: Page) => page.getByTestId('reader-end-card');

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const edition of EDITIONS) {
    test.describe(`${edition.language} at ${size.width}x${size.height}`, () => {
      test.use({ viewport: size });
      const path = `${edition.prefix}/comics/reader/origins-1`;

      test('Escape closes the end card before it leaves the reader', async ({ page }) => {
        await openReader(page, `${path}?page=6`);
        await expect(endCard(page)).toHaveCount(0);
        await page.keyboard.press(edition.language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        await expect(endCard(page)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(endCard(page)).toHaveCount(0);
        await expect(pageLabel(page)).toHaveText(edition.page(6));
        expect(new URL(page.url()).pathname).toBe(path);
        // The keys are the page's again.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id))
          .toBe('reader-stage');
      });

      test('a comic finished in this browser opens on the end card', async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('comic-progress-origins-1', '6'));
        await openReader(page, path);
        await expect(endCard(page)).toBeVisible();
        await endCard(page).getByRole('button', { name: edition.fromEnd }).click();
        await expect(endCard(page)).toHaveCount(0);
        await expect(pageLabel(page)).toHaveText(edition.page(6));
        // Opened again (the address without a page), the end card comes back.
        await openReader(page, path);
        await expect(endCard(page)).toBeVisible();
        await endCard(page).getByRole('button', { name: edition.again }).click();
        await expect(pageLabel(page)).toHaveText(edition.page(1));
        await expect(endCard(page)).toHaveCount(0);
      });
    });
  }
}

test.describe('a member', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a comic finished on another device on the end card', async ({ page }) => {
    await registerViaApi(page);
    // Another device finished the comic: the server holds its last page.
    const put = await page.request.put('/api/progress/origins-1', {
      data: { currentPage: 6, totalPages: 6 },
    });
    expect(put.ok()).toBe(true);
    await openReader(page, '/comics/reader/origins-1');
    await expect(endCard(page)).toBeVisible();
    await expect(endCard(page).getByRole('button', { name: 'Read again' })).toBeVisible();
    await endCard(page).getByRole('button', { name: 'Continue from the end' }).click();
    await expect(pageLabel(page)).toHaveText('Page 6 of 6');
  });
});
