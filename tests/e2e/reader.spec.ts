import { expect, test, type Page, waitingForTheApp } from './fixtures';

const readCount = async (page: Page, comicId: string): Promise<number> => {
  const res = await page.request.get(`/api/comic-reads/${comicId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { count: number }).count;
};
const readsText = (count: number) => `${count} ${count === 1 ? 'read' : 'reads'}`;

// One page at a time: a portrait window (a landscape one pairs pages into two-page spreads).
test.use({ viewport: { width: 800, height: 1000 } });

test('opens a comic from the catalogue and turns pages with the keys', async ({ page }) => {
  await page.goto('/comics');
  await page.getByRole('link', { name: /Read Now.*Origins: The Awakening/ }).click();
  // The address gains ?page=1 as soon as the first page shows.
  await expect(page).toHaveURL(/\/comics\/reader\/origins-1(\?page=1)?$/);
  await expect(page.getByText('Page 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(page.locator('[data-page="1"] img')).toHaveAttribute(
    'src',
    /^\/art\/comics\/origins-1\/page-1\.svg\?v=[0-9a-f]{10}$/,
  );

  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 2 of 6')).toBeVisible();
  await expect(page.getByText('33%')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Go to page' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );

  await page.keyboard.press('Space');
  await expect(page.getByText('Page 3 of 6')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Page 2 of 6')).toBeVisible();
  await expect(page.locator('[data-page="2"] img')).toHaveAttribute(
    'src',
    /^\/art\/comics\/origins-1\/page-2\.svg\?v=[0-9a-f]{10}$/,
  );
});

test('keeps the page after a reload and stops at the last page', async ({ page }) => {
  await page.goto('/comics/reader/nazra-origins');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  // The address follows right after the frame that shows the page (a reader reloads from there).
  await expect(page).toHaveURL(/[?&]page=2$/);
  await page.reload();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('comic-progress-nazra-origins'))).toBe('3');
});

test('counts a read once per browser and shows the count', async ({ page, browser }) => {
  const before = await readCount(page, 'guardians-2');
  await page.goto('/comics/reader/guardians-2');
  await expect(page.getByText(readsText(before + 1))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('comic-read-guardians-2'))).toBe('true');

  await page.reload();
  await expect(page.getByText('Page 1 of 4')).toBeVisible();
  await expect(page.getByText(readsText(before + 1))).toBeVisible();
  expect(await readCount(page, 'guardians-2')).toBe(before + 1);

  // Another browser (a fresh profile) counts once more.
  const other = await browser.newContext();
  const second = waitingForTheApp(await other.newPage());
  await second.goto('/comics/reader/guardians-2');
  await expect(second.getByText(readsText(before + 2))).toBeVisible();
  await other.close();
  expect(await readCount(page, 'guardians-2')).toBe(before + 2);
});

test('Escape goes back to the previous page', async ({ page }) => {
  await page.goto('/comics');
  await page.getByRole('link', { name: /Read Now.*Jalal: The Desert Fire/ }).click();
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 2 of 5')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/comics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Comics' })).toBeVisible();
});

test('reads episode 001 of Guardians of Dubai from its page', async ({ page }) => {
  await page.goto('/comics/dubai-guardians');
  await page.getByRole('link', { name: 'Read Episode Now' }).click();
  // The reader puts the page it shows in the address (?page=1) as soon as it is live.
  await expect(page).toHaveURL(/\/comics\/reader\/dubai-guardians(\?page=1)?$/);
  await expect(page.getByText('Page 1 of 7')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Guardians of Dubai' })).toBeVisible();
});

for (const comicId of ['no-such-comic', 'mars-chronicles-3']) {
  test(`shows the not-found message for ${comicId}`, async ({ page }) => {
    await page.goto(`/comics/reader/${comicId}`);
    await expect(page.getByText('Comic not found or not available')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Comics' }).click();
    await expect(page).toHaveURL(/\/comics$/);
  });
}
