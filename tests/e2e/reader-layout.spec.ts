import { expect, test } from './fixtures';
import { openReader, openReaderMenu, pageImageBoxes, pageLabel, zoomScale } from './reader-support';
import { settled } from './support';

// The page uses the screen: the numbers of the reader's layout at each size.
const SIZES = [
  { width: 1366, height: 900, touch: false, rule: 'height' as const, ratio: 0.85 },
  { width: 1280, height: 800, touch: false, rule: 'height' as const, ratio: 0.85 },
  { width: 390, height: 844, touch: true, rule: 'width' as const, ratio: 0.92 },
  { width: 844, height: 390, touch: true, rule: 'height' as const, ratio: 0.85 },
];

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
    });

    test(`the page fills at least ${size.ratio * 100} % of the viewport ${size.rule}`, async ({
      page,
    }) => {
      await openReader(page, '/comics/reader/origins-1?page=2');
      // The site's header and footer give way to the reader's bar.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to Comics' })).toBeVisible();
      for (const box of await pageImageBoxes(page)) {
        const measured = size.rule === 'height' ? box.height : box.width;
        const viewport = size.rule === 'height' ? size.height : size.width;
        expect(measured / viewport).toBeGreaterThanOrEqual(size.ratio);
      }
    });
  });
}

test.describe('fit modes on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('fit width spans the full width and the choice is remembered', async ({ page }) => {
    await openReader(page, '/comics/reader/origins-1');
    // On a phone held sideways the bar is one row: the page size is in its menu.
    await openReaderMenu(page);
    await page.getByRole('combobox', { name: 'Page size' }).selectOption('width');
    const widths = (await pageImageBoxes(page)).reduce((sum, box) => sum + box.width, 0);
    expect(widths).toBeGreaterThanOrEqual(844 - 1);

    await page.reload();
    await expect(page.getByTestId('reader')).toHaveAttribute('data-fit', 'width');
    await openReaderMenu(page);
    await expect(page.getByRole('combobox', { name: 'Page size' })).toHaveValue('width');
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('no layout shift inside the reader while pages load and turn', async ({ page }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { __shift: number };
      win.__shift = 0;
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      };
      const inReader = (node: Node | null | undefined) => {
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        return element?.closest('[data-testid="reader"]') != null;
      };
      new PerformanceObserver((list) => {
        // Cumulative Layout Shift of the reader: shifts right after an input do not count.
        for (const entry of list.getEntries() as Shift[]) {
          if (!entry.hadRecentInput && entry.sources.some((source) => inReader(source.node))) {
            win.__shift += entry.value;
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openReader(page, '/comics/reader/origins-1');
    for (let turn = 0; turn < 3; turn += 1) {
      const before = await pageLabel(page).textContent();
      await page.keyboard.press('ArrowRight');
      // Each turn done (its label changed, its animation ended) before the next.
      await expect(pageLabel(page)).not.toHaveText(before ?? '');
      await settled(page);
    }
    await expect(pageLabel(page)).toHaveText('Page 6 of 6');
    // The last page's image decoded and laid out: any shift it makes has been reported.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('[data-page-box] img')].every(
            (img) => img.complete && img.naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('shows two-page spreads with the cover alone, and a toggle for one page', async ({
    page,
  }) => {
    await openReader(page, '/comics/reader/origins-1');
    await expect(pageLabel(page)).toHaveText('Page 1 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(pageLabel(page)).toHaveText('Pages 2-3 of 6');
    await expect(page.locator('[data-page-box] img')).toHaveCount(2);
    const [left, right] = await page
      .locator('[data-page-box]')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-page')));
    expect([left, right]).toEqual(['2', '3']);
    await page.keyboard.press('ArrowRight');
    await expect(pageLabel(page)).toHaveText('Pages 4-5 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect(pageLabel(page)).toHaveText('Pages 2-3 of 6');

    await openReaderMenu(page);
    await page.getByRole('button', { name: 'Two-page spreads' }).click();
    await expect(pageLabel(page)).toHaveText('Page 2 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(pageLabel(page)).toHaveText('Page 3 of 6');
    await page.reload();
    await openReaderMenu(page);
    await expect(page.getByRole('button', { name: 'Two-page spreads' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the bar stays above the page, which keeps its place', async ({ page }) => {
    await openReader(page, '/comics/reader/origins-1');
    const bar = page.getByTestId('reader-bar');
    const before = await page.locator('[data-page-box]').boundingBox();
    await page.waitForTimeout(3500);
    await page.keyboard.press('ArrowRight');
    await expect(pageLabel(page)).toHaveText('Pages 2-3 of 6');
    await expect(bar).toHaveAttribute('data-visible', 'true');
    const barBox = await bar.boundingBox();
    const after = await page.locator('[data-page-box]').first().boundingBox();
    expect(after?.y).toBe(before?.y);
    expect(after?.height).toBe(before?.height);
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(after?.y ?? 0);
  });

  test('zooms with +, -, 0 and Ctrl+wheel, and a page turn resets the zoom', async ({ page }) => {
    await openReader(page, '/comics/reader/origins-1');
    const scale = () => zoomScale(page);
    await page.keyboard.press('+');
    await expect.poll(scale).toBeGreaterThan(1.4);
    await page.keyboard.press('-');
    await expect.poll(scale).toBe(1);
    await page.keyboard.press('+');
    await page.keyboard.press('0');
    await expect.poll(scale).toBe(1);

    await page.mouse.move(683, 450);
    await page.keyboard.down('Control');
    // Two notches (1.25 times each at the most).
    await page.mouse.wheel(0, -200);
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await expect.poll(scale).toBeGreaterThan(1.5);
    await page.keyboard.press('ArrowRight');
    await expect(pageLabel(page)).toHaveText('Pages 2-3 of 6');
    await expect.poll(scale).toBe(1);
  });

  test('enters and leaves fullscreen with the button, F and Escape', async ({ page }) => {
    await page.goto('/comics');
    await page.getByRole('link', { name: /Read Now.*Origins: The Awakening/ }).click();
    await expect(pageLabel(page)).toHaveText('Page 1 of 6');
    const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);

    await page.getByRole('button', { name: 'Enter fullscreen', exact: true }).click();
    await expect.poll(isFullscreen).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Exit fullscreen', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('f');
    await expect.poll(isFullscreen).toBe(false);
    await page.keyboard.press('f');
    await expect.poll(isFullscreen).toBe(true);

    // Escape leaves fullscreen first and stays in the reader; the next Escape goes back.
    await page.keyboard.press('Escape');
    await expect.poll(isFullscreen).toBe(false);
    // The reader has taken the exit in (its button says so) and has not gone anywhere.
    await expect(
      page.getByRole('button', { name: 'Enter fullscreen', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
    await settled(page);
    await expect(page).toHaveURL(/\/comics\/reader\/origins-1/);
    // An Escape within half a second of leaving fullscreen is taken as the one that left it
    // (ESCAPE_GRACE_MS); a later one goes back.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/comics$/, { timeout: 250 });
    }).toPass({ timeout: 5_000 });
  });
});
