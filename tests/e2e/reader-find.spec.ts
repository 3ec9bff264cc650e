import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, waitingForTheApp } from './fixtures';
import { Finger, openReader } from './reader-support';
import { registerViaApi } from './support';

/** The texts the tests look for, per edition. */
const EDITIONS = {
  en: {
    prefix: '',
    slider: 'Go to page',
    pageOf: (n: number) => `Page ${n} of 6`,
    pages: 'Pages',
    bookmark: 'Bookmark',
    note: 'Note (optional)',
    save: 'Save',
    goTo: 'Go to page',
    go: 'Go',
    invalid: 'Enter a page from 1 to 6',
    thumbnail: (n: number) => new RegExp(`^Page ${n}\\b`),
    remove: (n: number) => `Remove the bookmark on page ${n}`,
    local: /Kept in this browser/,
  },
  ar: {
    prefix: '/ar',
    slider: 'الانتقال إلى صفحة',
    pageOf: (n: number) => `الصفحة ${n} من 6`,
    pages: 'الصفحات',
    bookmark: 'علامة',
    note: 'ملاحظة (اختيارية)',
    save: 'حفظ',
    goTo: 'الانتقال إلى صفحة',
    go: 'انتقال',
    invalid: 'أدخل صفحة من 1 إلى 6',
    thumbnail: (n: number) => new RegExp(`^الصفحة ${n}\\b`),
    remove: (n: number) => `إزالة العلامة عن الصفحة ${n}`,
    local: /محفوظة في هذا المتصفح/,
  },
} as const;
type Edition = keyof typeof EDITIONS;

const SIZES = {
  laptop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

const slider = (page: Page, edition: Edition) =>
  page.getByRole('slider', { name: EDITIONS[edition].slider });

/** The page on screen, as the scrubber says it. */
const shownPage = (page: Page, edition: Edition) =>
  slider(page, edition).getAttribute('aria-valuenow');

/** Brings the bar back (it fades after 3 s) by moving the mouse, or by a tap in the middle. */
async function showBar(page: Page, phone: boolean) {
  const { width, height } = page.viewportSize()!;
  if (
    await page
      .getByTestId('reader-bar')
      .getAttribute('data-visible')
      .then((v) => v === 'true')
  )
    return;
  if (phone) await (await Finger.on(page)).tap(width / 2, height / 2);
  else await page.mouse.move(width / 2 + Math.random() * 10, height / 2);
  await expect(page.getByTestId('reader-bar')).toHaveAttribute('data-visible', 'true');
}

/** Axe on the find controls and dialogs only: no serious or critical violation. */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) })),
    selector,
  ).toEqual([]);
}

for (const edition of ['en', 'ar'] as const) {
  const text = EDITIONS[edition];
  for (const [size, viewport] of Object.entries(SIZES)) {
    const phone = size === 'phone';
    test.describe(`finding a page (${edition}, ${size})`, () => {
      test.use({ viewport, hasTouch: phone });

      test('the scrubber moves by keys and by dragging, mirrored from the right in Arabic', async ({
        page,
      }) => {
        await openReader(page, `${text.prefix}/comics/reader/origins-1?page=1`);
        const scrubber = slider(page, edition);
        await scrubber.focus();
        await expect(scrubber).toHaveAttribute('aria-valuetext', text.pageOf(1));
        await page.keyboard.press('End');
        await expect(page.locator('[data-page="6"]')).toBeVisible();
        await expect(scrubber).toHaveAttribute('aria-valuetext', text.pageOf(6));
        await page.keyboard.press('Home');
        await expect(scrubber).toHaveAttribute('aria-valuenow', '1');
        // Forward is to the right in English, to the left in Arabic.
        await page.keyboard.press(edition === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        await expect(scrubber).toHaveAttribute('aria-valuenow', '2');
        await expect(page.locator('[data-page="2"]')).toBeVisible();
        // A step leaves the spread on screen (pages 2-3 on a laptop) for the next page.
        await page.keyboard.press(edition === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        await expect(scrubber).toHaveAttribute('aria-valuenow', phone ? '3' : '4');
        await page.keyboard.press(edition === 'ar' ? 'ArrowRight' : 'ArrowLeft');
        await expect(scrubber).toHaveAttribute('aria-valuenow', '2');
        await expectAccessible(page, '[data-testid="reader-find"]');

        // A drag to the far end of the track (the right in English, the left in Arabic).
        const box = (await scrubber.boundingBox())!;
        const y = box.y + box.height / 2;
        const start = box.x + box.width / 2;
        const end = edition === 'ar' ? box.x + 4 : box.x + box.width - 4;
        if (phone) {
          await showBar(page, phone);
          await (await Finger.on(page)).swipe([start, y], [end, y]);
        } else {
          await page.mouse.move(start, y);
          await page.mouse.down();
          await page.mouse.move(end, y, { steps: 6 });
          await page.mouse.up();
        }
        await expect(page.locator('[data-page="6"]')).toBeVisible();
        expect(await shownPage(page, edition)).toBe('6');
        await expect(page).toHaveURL(/page=6/);
      });

      test('the page grid goes to a page, by thumbnail or number, and keeps focus inside', async ({
        page,
      }) => {
        await openReader(page, `${text.prefix}/comics/reader/origins-1?page=3`);
        await showBar(page, phone);
        await page.getByRole('button', { name: text.pages, exact: true }).click();
        const grid = page.getByRole('dialog');
        await expect(grid).toBeVisible();
        // The pages on screen (2 and 3 side by side on a laptop) are marked; focus is on the first.
        const current = grid.locator('[aria-current="page"]');
        await expect(grid.getByRole('button', { name: text.thumbnail(3) })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(current).toHaveCount(phone ? 1 : 2);
        await expect(current.first()).toBeFocused();
        await expectAccessible(page, '[data-testid="reader-pages"]');

        // Tab goes round the dialog's controls and never leaves it.
        for (let press = 0; press < 14; press += 1) await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
        ).toBe(true);
        await page.keyboard.press('Shift+Tab');
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
        ).toBe(true);

        // Escape closes the grid, not the reader.
        await page.keyboard.press('Escape');
        await expect(grid).toBeHidden();
        await expect(page.getByTestId('reader-stage')).toBeVisible();

        await showBar(page, phone);
        await page.getByRole('button', { name: text.pages, exact: true }).click();
        await grid.getByRole('button', { name: text.thumbnail(5) }).click();
        await expect(grid).toBeHidden();
        await expect(page.locator('[data-page="5"]')).toBeVisible();
        expect(await shownPage(page, edition)).toBe(phone ? '5' : '4');

        await showBar(page, phone);
        await page.getByRole('button', { name: text.pages, exact: true }).click();
        const field = grid.getByLabel(text.goTo);
        await field.fill('9');
        await grid.getByRole('button', { name: text.go, exact: true }).click();
        await expect(grid.getByRole('alert')).toHaveText(text.invalid);
        await field.fill('2');
        await field.press('Enter');
        await expect(grid).toBeHidden();
        await expect(page.locator('[data-page="2"]')).toBeVisible();
      });

      test("a visitor's bookmarks stay in this browser, marked in the grid and on the scrubber", async ({
        page,
      }) => {
        await openReader(page, `${text.prefix}/comics/reader/origins-1?page=4`);
        await showBar(page, phone);
        const bookmark = page.getByTestId('bookmark-button');
        await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
        await bookmark.click();
        const dialog = page.getByTestId('bookmark-dialog');
        await expect(dialog).toBeVisible();
        await expectAccessible(page, '[data-testid="bookmark-dialog"]');
        await dialog.getByLabel(text.note).fill('The rooftop');
        await dialog.getByRole('button', { name: text.save }).click();
        await expect(dialog).toBeHidden();
        await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('scrubber-mark')).toHaveCount(1);
        const stored = await page.evaluate(() => localStorage.getItem('comic-bookmarks-origins-1'));
        expect(JSON.parse(stored ?? '[]')).toEqual([
          expect.objectContaining({ comicId: 'origins-1', page: 4, note: 'The rooftop' }),
        ]);

        // Still there after a reload at another page; the grid lists it and jumps to it.
        await openReader(page, `${text.prefix}/comics/reader/origins-1?page=1`);
        await showBar(page, phone);
        await page.getByRole('button', { name: text.pages, exact: true }).click();
        const grid = page.getByRole('dialog');
        await expect(grid.locator('[data-bookmarked="true"]')).toHaveCount(1);
        await expect(grid.getByText(text.local)).toBeVisible();
        const list = grid.getByTestId('bookmark-list');
        await expect(list).toContainText('The rooftop');
        await list.getByRole('button', { name: /The rooftop/ }).click();
        await expect(grid).toBeHidden();
        await expect(page.locator('[data-page="4"]')).toBeVisible();
      });
    });
  }
}

test.describe('a member’s bookmarks', () => {
  test.use({ viewport: SIZES.laptop });

  test('follow the account to another browser, and a removal there shows here', async ({
    page,
    browser,
  }) => {
    const { email, password } = await registerViaApi(page);
    await openReader(page, '/comics/reader/jalal-origins?page=3');
    await showBar(page, false);
    await page.getByTestId('bookmark-button').click();
    await page.getByTestId('bookmark-dialog').getByLabel('Note (optional)').fill('Jalal flies');
    await page.getByTestId('bookmark-dialog').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/bookmarks/jalal-origins')).json()) as unknown[],
      )
      .toEqual([expect.objectContaining({ page: 3, note: 'Jalal flies' })]);
    expect(
      await page.evaluate(() => localStorage.getItem('comic-bookmarks-jalal-origins')),
    ).toBeNull();

    const phoneContext = await browser.newContext({ viewport: SIZES.phone, hasTouch: true });
    const phone = waitingForTheApp(await phoneContext.newPage());
    const login = await phone.request.post('/api/auth/login', { data: { email, password } });
    expect(login.ok()).toBe(true);
    await openReader(phone, '/comics/reader/jalal-origins?page=1');
    await showBar(phone, true);
    await phone.getByRole('button', { name: 'Pages', exact: true }).click();
    const list = phone.getByTestId('bookmark-list');
    await expect(list).toContainText('Jalal flies');
    await list.getByRole('button', { name: 'Remove the bookmark on page 3' }).click();
    await expect(phone.getByTestId('bookmark-list')).toBeHidden();
    await expect
      .poll(
        async () =>
          (await (await phone.request.get('/api/bookmarks/jalal-origins')).json()) as unknown[],
      )
      .toEqual([]);

    // The laptop's grid asks the server again as it opens.
    await showBar(page, false);
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    await expect(page.getByRole('dialog').getByTestId('bookmark-list')).toBeHidden();
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'false');
    await phoneContext.close();
  });

  test("a visitor's bookmarks are merged into the account at the next open signed in", async ({
    page,
  }) => {
    await openReader(page, '/comics/reader/origins-1?page=2');
    await showBar(page, false);
    await page.getByTestId('bookmark-button').click();
    await page.getByTestId('bookmark-dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');
    await registerViaApi(page);
    await openReader(page, '/comics/reader/origins-1?page=2');
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/bookmarks/origins-1')).json()) as unknown[],
      )
      .toEqual([expect.objectContaining({ page: 2, note: null })]);
    expect(await page.evaluate(() => localStorage.getItem('comic-bookmarks-origins-1'))).toBeNull();
  });
});
