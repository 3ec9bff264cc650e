import { expect, test, type Page } from './fixtures';
import { openReader, zoomScale } from './reader-support';

// Mouse reading on a laptop: a click on a side turns (mirrored in the Arabic edition), the middle
// hides or shows the bar, the wheel turns one page per gesture in fit page, Ctrl + wheel zooms in
// small steps at the pointer.
test.use({ viewport: { width: 1366, height: 900 } });

const EDITIONS = [
  { language: 'en', prefix: '', page: (n: number) => `Page ${n} of 6`, forwardX: 1250 },
  { language: 'ar', prefix: '/ar', page: (n: number) => `الصفحة ${n} من 6`, forwardX: 110 },
] as const;

const pageLabel = (page: Page) => page.getByTestId('reader-bar').locator('p[aria-live]');

/** Wheel notches stamped 30 ms apart, as a mouse's spin arrives, sent through the DevTools protocol. */
async function spinWheel(page: Page, at: { x: number; y: number }, notches: number) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  for (let notch = 0; notch < notches; notch += 1) {
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseWheel',
      ...at,
      deltaX: 0,
      deltaY: 100,
      timestamp: start + notch * 0.03,
    });
  }
  await cdp.detach();
}

for (const edition of EDITIONS) {
  test.describe(edition.language, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('reader-spreads', 'off'));
      await openReader(page, `${edition.prefix}/comics/reader/origins-1?page=2`);
    });

    test('a click on the reading side turns on, the other side back, the middle hides the bar', async ({
      page,
    }) => {
      const backX = 1366 - edition.forwardX;
      await page.mouse.click(edition.forwardX, 450);
      await expect(pageLabel(page)).toHaveText(edition.page(3));
      await page.mouse.click(backX, 450);
      await expect(pageLabel(page)).toHaveText(edition.page(2));
      const bar = page.getByTestId('reader-bar');
      const before = await page.locator('[data-page-box]').boundingBox();
      await page.mouse.click(683, 450);
      await expect(bar).toHaveAttribute('data-visible', 'false');
      // The page grows into the space the bar leaves.
      await expect
        .poll(async () => (await page.locator('[data-page-box]').boundingBox())?.height)
        .toBeGreaterThan(before?.height ?? 0);
      await page.mouse.click(683, 450);
      await expect(bar).toHaveAttribute('data-visible', 'true');
      await expect(pageLabel(page)).toHaveText(edition.page(2));
    });

    test('the wheel turns one page per gesture, however many notches', async ({ page }) => {
      await page.mouse.move(683, 450);
      await page.mouse.wheel(0, 100);
      await expect(pageLabel(page)).toHaveText(edition.page(3));
      await page.waitForTimeout(400);
      // A quick spin of five notches is one gesture: one page. The notches carry the times a mouse
      // gives them (30 ms apart), however long a busy machine takes to deliver them.
      await spinWheel(page, { x: 683, y: 450 }, 5);
      await expect(pageLabel(page)).toHaveText(edition.page(4));
      await page.waitForTimeout(400);
      await expect(pageLabel(page)).toHaveText(edition.page(4));
      await page.mouse.wheel(0, -100);
      await expect(pageLabel(page)).toHaveText(edition.page(3));
    });

    test('Ctrl + wheel zooms at most 1.25 times a notch, around the pointer', async ({ page }) => {
      const box = await page.locator('[data-page-box]').boundingBox();
      if (!box) throw new Error('no page');
      // A point a quarter into the page stays under the pointer as it zooms.
      const at = { x: box.x + box.width / 4, y: box.y + box.height / 4 };
      await page.mouse.move(at.x, at.y);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, -100);
      await page.keyboard.up('Control');
      await expect.poll(() => zoomScale(page)).toBeGreaterThan(1.1);
      const scale = await zoomScale(page);
      expect(scale).toBeLessThanOrEqual(1.25);
      const after = await page.locator('[data-page-box]').boundingBox();
      const x = (after?.x ?? 0) + (after?.width ?? 0) / 4;
      const y = (after?.y ?? 0) + (after?.height ?? 0) / 4;
      expect(Math.abs(x - at.x)).toBeLessThan(2);
      expect(Math.abs(y - at.y)).toBeLessThan(2);
      await expect(pageLabel(page)).toHaveText(edition.page(2));
    });
  });
}
