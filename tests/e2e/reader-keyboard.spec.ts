import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { cameraTransform, openReader, openReaderMenu } from './reader-support';

// Keyboard reading: the stage has the focus, and the keys scroll a page larger than the window,
// pan a zoomed one, and turn pages at its edge (mirrored in the Arabic edition).
const EDITIONS = [
  { language: 'en', prefix: '', forward: 'ArrowRight', page: (n: number) => `Page ${n} of 6` },
  {
    language: 'ar',
    prefix: '/ar',
    forward: 'ArrowLeft',
    page: (n: number) => `الصفحة ${n} من 6`,
  },
] as const;

/** The page label in either edition. */
const pageLabel = (page: Page) => page.getByTestId('reader-bar').locator('p[aria-live]');
const stageScroll = (page: Page) =>
  page.getByTestId('reader-stage').evaluate((el) => ({ top: el.scrollTop, left: el.scrollLeft }));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

const withFit = (page: Page, fit: 'page' | 'width' | 'original') =>
  page.addInitScript((value) => {
    localStorage.setItem('reader-fit', value);
    localStorage.setItem('reader-spreads', 'off');
  }, fit);

for (const edition of EDITIONS) {
  const path = `${edition.prefix}/comics/reader/origins-1?page=2`;

  test.describe(`${edition.language} on a laptop`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('the stage has the focus at open, and the skip link lands on it', async ({ page }) => {
      await openReader(page, path);
      await expect.poll(() => focusedId(page)).toBe('reader-stage');
      const skip = page.locator('a[href="#reader-stage"]');
      await skip.focus();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedId(page)).toBe('reader-stage');
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="reader"]')
        .analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
        [],
      );
    });

    test('in fit width, the arrows and Page keys scroll, Space scrolls and turns at the bottom', async ({
      page,
    }) => {
      await withFit(page, 'width');
      await openReader(page, path);
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await stageScroll(page)).top).toBeGreaterThan(0);
      const afterArrow = (await stageScroll(page)).top;
      await page.keyboard.press('PageDown');
      await expect.poll(async () => (await stageScroll(page)).top).toBeGreaterThan(afterArrow * 3);
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => (await stageScroll(page)).top).toBe(0);
      await expect(pageLabel(page)).toHaveText(edition.page(2));
      // Space goes down a screen at a time, and on to the next page from the bottom.
      let presses = 0;
      while ((await pageLabel(page).textContent()) === edition.page(2) && presses < 10) {
        await page.keyboard.press(' ');
        presses += 1;
      }
      await expect(pageLabel(page)).toHaveText(edition.page(3));
      expect(presses).toBeGreaterThan(1);
    });

    test('a zoomed page pans with the arrows and turns only at its edge', async ({ page }) => {
      await withFit(page, 'page');
      await openReader(page, path);
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('+');
      const zoomed = await cameraTransform(page);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => cameraTransform(page)).not.toBe(zoomed);
      let presses = 0;
      while ((await pageLabel(page).textContent()) === edition.page(2) && presses < 20) {
        const before = await cameraTransform(page);
        await page.keyboard.press(edition.forward);
        presses += 1;
        if ((await pageLabel(page).textContent()) === edition.page(2)) {
          await expect.poll(() => cameraTransform(page)).not.toBe(before);
        }
      }
      await expect(pageLabel(page)).toHaveText(edition.page(3));
      expect(presses).toBeGreaterThan(1);
    });
  });

  test.describe(`${edition.language} on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('in original size the side arrows scroll across before turning', async ({ page }) => {
      await withFit(page, 'original');
      await openReader(page, path);
      await expect.poll(() => focusedId(page)).toBe('reader-stage');
      const start = (await stageScroll(page)).left;
      // The page opens at its left edge: the right arrow scrolls (forward or back, it never turns).
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await stageScroll(page)).left).not.toBe(start);
      await expect(pageLabel(page)).toHaveText(edition.page(2));
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await stageScroll(page)).top).toBeGreaterThan(0);
    });

    test('the menu holds the rest and passes axe', async ({ page }) => {
      await openReader(page, path);
      await openReaderMenu(page, edition.language === 'ar' ? 'المزيد' : 'More');
      // Spreads never apply on a phone held upright, so they are not offered.
      await expect(page.getByTestId('reader-menu').getByRole('button')).not.toHaveCount(0);
      await expect(
        page.getByRole('button', {
          name: edition.language === 'ar' ? 'صفحتان متقابلتان' : 'Two-page spreads',
        }),
      ).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="reader-bar"]')
        .analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
        [],
      );
    });
  });
}
