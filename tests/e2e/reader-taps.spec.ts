import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { Finger, openReader, openReaderMenu } from './reader-support';

// Taps that mean what they look like: each quick tap on a side zone turns a page, guided view
// starts from a double-tap in the middle only, and the zones can be set (and are remembered).
const EDITIONS = [
  {
    language: 'en',
    prefix: '',
    page: (n: number) => `Page ${n} of 6`,
    forward: 0.9,
    more: 'More',
    zones: 'Tap zones',
  },
  {
    language: 'ar',
    prefix: '/ar',
    page: (n: number) => `الصفحة ${n} من 6`,
    forward: 0.1,
    more: 'المزيد',
    zones: 'مناطق اللمس',
  },
] as const;

const pageLabel = (page: Page) => page.getByTestId('reader-bar').locator('p[aria-live]');

/** A point of the stage, as fractions of its width and height. */
async function stagePoint(page: Page, fx: number, fy: number): Promise<[number, number]> {
  const box = await page.getByTestId('reader-stage').boundingBox();
  if (!box) throw new Error('no stage');
  return [box.x + box.width * fx, box.y + box.height * fy];
}

for (const size of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  for (const edition of EDITIONS) {
    test.describe(`${edition.language} at ${size.width}x${size.height}`, () => {
      test.use({ viewport: size, hasTouch: true, isMobile: true });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('reader-spreads', 'off'));
        await openReader(page, `${edition.prefix}/comics/reader/origins-1?page=1`);
      });

      test('two quick taps on the reading side turn two pages, never guided view', async ({
        page,
      }) => {
        const finger = await Finger.on(page);
        // A double-tap in the middle, on a panel, starts guided view there (once the panel data
        // is there: the text layer lists it).
        await expect(page.locator('[data-text-page="1"] [data-panel]').first()).toBeAttached();
        const box = await page.locator('[data-page-box]').boundingBox();
        if (!box) throw new Error('no page box');
        const [mx, my] = [box.x + box.width * 0.6, box.y + box.height * 0.7];
        await finger.tap(mx, my);
        await finger.tap(mx, my);
        await expect(page.getByTestId('reader')).toHaveAttribute('data-guided', 'true');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('reader')).toHaveAttribute('data-guided', 'false');

        const [x, y] = await stagePoint(page, edition.forward, 0.5);
        await finger.tap(x, y);
        await finger.tap(x, y);
        await expect(pageLabel(page)).toHaveText(edition.page(3));
        await page.waitForTimeout(400);
        await expect(page.getByTestId('reader')).toHaveAttribute('data-guided', 'false');
        await expect(pageLabel(page)).toHaveText(edition.page(3));
      });

      test('tap zones can be top and bottom or off, and are remembered', async ({ page }) => {
        await openReaderMenu(page, edition.more);
        const zones = page.getByRole('combobox', { name: edition.zones });
        await zones.selectOption('topBottom');
        const { violations } = await new AxeBuilder({ page })
          .include('[data-testid="reader-menu"]')
          .analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
          [],
        );
        await page.getByTestId('reader-bar').getByRole('button', { name: edition.more }).click();
        const finger = await Finger.on(page);
        await finger.tap(...(await stagePoint(page, 0.5, 0.95)));
        await expect(pageLabel(page)).toHaveText(edition.page(2));
        await page.waitForTimeout(400);
        await finger.tap(...(await stagePoint(page, 0.5, 0.05)));
        await expect(pageLabel(page)).toHaveText(edition.page(1));

        await page.reload();
        await openReaderMenu(page, edition.more);
        await expect(zones).toHaveValue('topBottom');
        await zones.selectOption('off');
        await page.getByTestId('reader-bar').getByRole('button', { name: edition.more }).click();
        // Off: a tap on a side only hides the controls; the page stays.
        const shown = await pageLabel(page).textContent();
        await finger.tap(...(await stagePoint(page, edition.forward, 0.5)));
        await expect(page.getByTestId('reader-bar')).toHaveAttribute('data-visible', 'false');
        await finger.tap(...(await stagePoint(page, edition.forward, 0.5)));
        await page.waitForTimeout(400);
        await expect(page.getByTestId('reader-bar')).toHaveAttribute('data-visible', 'true');
        await expect(pageLabel(page)).toHaveText(shown ?? '');
      });
    });
  }
}
