import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { openReader, pageLabel } from './reader-support';
import { settled } from './support';

// One page at a time: a portrait window.
test.use({ viewport: { width: 800, height: 1000 } });

test('the page is in the address, replaced while reading so Back leaves in one step', async ({
  page,
}) => {
  await page.goto('/comics');
  await page.getByRole('link', { name: /Read Now.*Origins: The Awakening/ }).click();
  await expect(page).toHaveURL(/\/comics\/reader\/origins-1\?page=1$/);
  const length = await page.evaluate(() => history.length);
  for (const n of [2, 3, 4]) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`\\?page=${n}$`));
  }
  expect(await page.evaluate(() => history.length)).toBe(length);
  await page.goBack();
  await expect(page).toHaveURL(/\/comics$/);
});

test('a link with ?page opens at that page, clamped; without it the saved page returns', async ({
  page,
}) => {
  await openReader(page, '/comics/reader/jalal-origins?page=3');
  await expect(pageLabel(page)).toHaveText('Page 3 of 5');
  await openReader(page, '/comics/reader/jalal-origins?page=99');
  await expect(pageLabel(page)).toHaveText('Page 5 of 5');
  await openReader(page, '/comics/reader/jalal-origins?page=2');
  await expect(pageLabel(page)).toHaveText('Page 2 of 5');
  await openReader(page, '/comics/reader/jalal-origins');
  await expect(pageLabel(page)).toHaveText('Page 2 of 5');
  await expect(page).toHaveURL(/\?page=2$/);
});

test('? lists every key and gesture; Home and End go to the first and last page', async ({
  page,
}) => {
  await openReader(page, '/comics/reader/origins-1');
  await page.keyboard.press('End');
  await expect(pageLabel(page)).toHaveText('Page 6 of 6');
  await page.keyboard.press('Home');
  await expect(pageLabel(page)).toHaveText('Page 1 of 6');

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keys and gestures' });
  await expect(dialog).toBeVisible();
  for (const name of ['Right arrow', 'Left arrow', 'Space', 'Home', 'End', 'F', 'Escape']) {
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  }
  for (const name of ['Swipe left', 'Tap the middle', 'Pinch with two fingers']) {
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/comics\/reader\/origins-1/);
});

test('past the last page an end card offers a re-read, the next comic, the vote and the comics', async ({
  page,
}) => {
  await openReader(page, '/comics/reader/nazra-origins?page=3');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  const card = page.getByTestId('reader-end-card');
  await expect(card.getByRole('heading', { name: 'End of issue' })).toBeVisible();
  await expect(
    card.getByRole('link', { name: 'Next in the universe: Guardians United' }),
  ).toHaveAttribute('href', '/comics/reader/guardians-2');
  await expect(card.getByRole('link', { name: /Vote/ })).toHaveAttribute('href', '/community');
  await expect(card.getByRole('link', { name: 'Back to Comics' })).toHaveAttribute(
    'href',
    '/comics',
  );
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await card.getByRole('button', { name: 'Read again' }).click();
  await expect(card).toHaveCount(0);
  await expect(pageLabel(page)).toHaveText('Page 1 of 3');

  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(card).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(card).toHaveCount(0);
  await expect(pageLabel(page)).toHaveText('Page 3 of 3');
});

test('a page that fails to load is retried, then offers Retry, never a broken image', async ({
  page,
}) => {
  let failures = 0;
  await page.route('**/art/comics/guardians-2/page-2.svg*', (route) => {
    failures += 1;
    return route.abort();
  });
  await openReader(page, '/comics/reader/guardians-2');
  await page.keyboard.press('ArrowRight');
  await expect(pageLabel(page)).toHaveText('Page 2 of 4');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 10_000 });
  expect(failures).toBeGreaterThanOrEqual(4);
  await expect(page.locator('[data-page="2"] img')).toHaveCount(0);

  await page.unroute('**/art/comics/guardians-2/page-2.svg*');
  await retry.click();
  const image = page.locator('[data-page="2"] img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('the next two pages are fetched before they are needed, and the screen stays awake', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const win = window as unknown as { __locks: number };
    win.__locks = 0;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: () => {
          win.__locks += 1;
          return Promise.resolve({ release: () => Promise.resolve() });
        },
      },
    });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openReader(page, '/comics/reader/unity-crossover');
  await expect
    .poll(() => requested.filter((path) => /unity-crossover\/page-[23]\.svg$/.test(path)).length)
    .toBe(2);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __locks: number }).__locks))
    .toBe(1);

  // The lock is taken again when the tab comes back.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __locks: number }).__locks))
    .toBe(2);
});

test('the help dialog and the end card have no WCAG 2.1 AA violations', async ({ page }) => {
  const check = async () => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  };
  await openReader(page, '/comics/reader/nazra-origins?page=3');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keys and gestures' })).toBeVisible();
  await check();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'End of issue' })).toBeVisible();
  // The end card at rest (its entrance faded in), as axe must judge its contrast.
  await settled(page);
  await check();
});
