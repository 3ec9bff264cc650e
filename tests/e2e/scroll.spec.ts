import { expect, test } from './fixtures';

type Page = import('@playwright/test').Page;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls down once the page is tall enough (its content may still be loading). */
async function scrollDown(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      return scrollY(page);
    })
    .toBeGreaterThan(500);
}

test.use({ viewport: { width: 1280, height: 500 } });

test('a typed URL opens at the top, not at the scroll position of the page before', async ({
  page,
}) => {
  await page.goto('/characters');
  await scrollDown(page);
  await page.goto('/academy');
  await expect(page.getByRole('heading', { level: 1, name: 'Abtal Academy' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('a link starts the next page at the top and Back returns to where the reader was', async ({
  page,
}) => {
  await page.goto('/characters');
  await scrollDown(page);
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Academy', exact: true })
    .click();
  await expect(page).toHaveURL(/\/academy$/);
  // The address changes as the navigation starts; the new page is shown once its data is in.
  await expect(page.getByRole('heading', { level: 1, name: 'Abtal Academy' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/characters$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
});
