import { expect, test, type Page, waitingForTheApp } from './fixtures';
import { openReader, pageLabel } from './reader-support';
import { registerViaApi } from './support';

test.use({ viewport: { width: 800, height: 1000 } });

/** Waits until the server holds a page for the signed-in user of this page's context. */
async function serverPage(page: Page, comicId: string): Promise<number | undefined> {
  const res = await page.request.get('/api/progress');
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { slug: string; currentPage: number }[];
  return list.find((entry) => entry.slug === comicId)?.currentPage;
}

test('progress follows a signed-in reader from one browser to another, the furthest page winning', async ({
  page,
  browser,
}) => {
  const { email, password } = await registerViaApi(page, { firstName: 'Laptop' });
  await openReader(page, '/comics/reader/origins-1');
  for (let turn = 0; turn < 3; turn += 1) await page.keyboard.press('ArrowRight');
  await expect(pageLabel(page)).toHaveText('Page 4 of 6');
  await expect.poll(() => serverPage(page, 'origins-1')).toBe(4);

  // The phone: the same user in a fresh browser, which has never opened this comic.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = waitingForTheApp(await phoneContext.newPage());
  const login = await phone.request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);

  // "Continue reading" on the home page comes from the server.
  await phone.goto('/');
  const continueReading = phone.getByTestId('continue-reading');
  await expect(
    continueReading.getByRole('link', { name: /Origins: The Awakening, page 4 of 6/ }),
  ).toHaveAttribute('href', '/comics/reader/origins-1?page=4');

  await openReader(phone, '/comics/reader/origins-1');
  await expect(pageLabel(phone)).toHaveText('Page 4 of 6');
  await phone.keyboard.press('ArrowRight');
  await expect(pageLabel(phone)).toHaveText('Page 5 of 6');
  await expect.poll(() => serverPage(phone, 'origins-1')).toBe(5);

  // Back on the laptop, its own saved page (4) gives way to the furthest (5).
  await openReader(page, '/comics/reader/origins-1');
  await expect(pageLabel(page)).toHaveText('Page 5 of 6');
  expect(await page.evaluate(() => localStorage.getItem('comic-progress-origins-1'))).toBe('5');
  await phoneContext.close();
});

test('a page turned offline reaches the server when the browser is back online', async ({
  page,
  context,
}) => {
  await registerViaApi(page);
  await openReader(page, '/comics/reader/jalal-origins');
  await expect.poll(() => serverPage(page, 'jalal-origins')).toBe(1);
  await context.setOffline(true);
  // The page is sent once the turns pause, and fails: the network is gone.
  const failed = page.waitForEvent(
    'requestfailed',
    (request) =>
      request.method() === 'PUT' && request.url().endsWith('/api/progress/jalal-origins'),
  );
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(pageLabel(page)).toHaveText('Page 3 of 5');
  await failed;
  await context.setOffline(false);
  await expect.poll(() => serverPage(page, 'jalal-origins')).toBe(3);
});

test('signed out, "Continue reading" lists the comics started in this browser', async ({
  page,
}) => {
  await page.goto('/comics');
  await expect(page.getByTestId('continue-reading')).toHaveCount(0);
  await openReader(page, '/comics/reader/unity-crossover?page=2');
  await page.goto('/comics');
  await expect(
    page
      .getByTestId('continue-reading')
      .getByRole('link', { name: /Unity: The Five Become One, page 2 of 4/ }),
  ).toBeVisible();
});
