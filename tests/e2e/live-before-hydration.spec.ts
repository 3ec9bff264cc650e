import { expect, test, type Page } from './fixtures';

// A phone visitor acts on a prerendered page before the app has taken it over: the page must not
// undo what they did when it does. At a 4x CPU slowdown, at a phone's size, with the app's entry
// script held back until the visitor has acted, so that every action is made before the app is
// live (a phone's network can hold it that long).

const EDITIONS = [
  { prefix: '', openMenu: 'Open menu' },
  { prefix: '/ar', openMenu: 'فتح القائمة' },
] as const;
const ROUTES = ['/', '/academy', '/auth/login', '/community'] as const;

/** Opens `path` with the app's entry script held; `release` lets it through. */
async function openHeld(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return async () => {
    expect(await isLive(page), 'the app went live before the visitor acted').toBe(false);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 15_000 });
    // What the app does as it goes live (its effects, a second render) has run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  };
}

const isLive = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-live'));

/** Scrolls with the wheel as far as `wanted` (or the end of the page) and returns where it is. */
async function scrollDown(page: Page, wanted: number) {
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, wanted);
  let last = -1;
  for (;;) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return y;
    last = y;
    await page.waitForTimeout(100);
  }
}

/** Marks the element at the centre of the screen (once) and tells where its top is on screen. */
const seenAtCentre = (page: Page) =>
  page.evaluate(() => {
    const marked =
      document.querySelector('[data-seen]') ??
      document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    marked?.setAttribute('data-seen', '');
    return { y: window.scrollY, top: marked?.getBoundingClientRect().top ?? NaN };
  });

for (const { prefix, openMenu } of EDITIONS) {
  for (const route of ROUTES) {
    const path = `${prefix}${route}`.replace(/(.)\/$/, '$1');

    test(`${path}: a scroll made before the app is live is kept`, async ({ page }) => {
      const live = await openHeld(page, path);
      const at = await scrollDown(page, 1500);
      expect(at, 'the page could not be scrolled').toBeGreaterThan(150);
      const before = await seenAtCentre(page);
      await live();
      // What the visitor was looking at is still there (the full stylesheet and the web fonts
      // may move the page by a few lines, which the browser's scroll anchoring follows).
      const after = await seenAtCentre(page);
      expect(after.y, `scrolled to ${at}, then at ${after.y}`).toBeGreaterThan(at / 2);
      expect(Math.abs(after.top - before.top), `${before.top} then ${after.top}`).toBeLessThan(150);
    });

    test(`${path}: a tap made as soon as a control is painted is shown pressed, then answered`, async ({
      page,
    }) => {
      const live = await openHeld(page, path);
      await page.getByRole('button', { name: openMenu }).click();
      // Received at once: the button looks pressed while the app is on its way.
      const menu = page.locator(`button[aria-label="${openMenu}"]`);
      await expect(menu).toHaveAttribute('data-held', '');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await live();
      // Answered once: the drawer is open (not opened and closed again), the button as it was.
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(menu).not.toHaveAttribute('data-held');
      expect(await menu.evaluate((button) => button.style.cssText)).toBe('');
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test(`${prefix}/academy: text typed at once into the search box stays and filters the list`, async ({
    page,
  }) => {
    const live = await openHeld(page, `${prefix}/academy`);
    const search = page.locator('#course-search');
    await search.pressSequentially('zzzz');
    await live();
    await expect(search).toHaveValue('zzzz');
    await expect(page).toHaveURL(/[?&]q=zzzz/);
    await expect(page.getByTestId('course-card')).toHaveCount(0);
    // And the box still answers what is typed next.
    await search.press('Backspace');
    await expect(page).toHaveURL(/[?&]q=zzz(&|$)/);
  });

  test(`${prefix}/auth/login: the fields typed in and the password's show button work once live`, async ({
    page,
  }) => {
    const live = await openHeld(page, `${prefix}/auth/login`);
    await page.locator('input[type=email]').pressSequentially('early@example.com');
    await page.locator('input[type=password]').pressSequentially('sandstorm42');
    const show = page.locator('form button[aria-pressed]');
    await show.click();
    await expect(show).toHaveAttribute('data-held', '');
    await live();
    await expect(page.locator('input[type=email]')).toHaveValue('early@example.com');
    // The show button's tap was answered: the password is shown.
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('form input[autocomplete=current-password]')).toHaveAttribute(
      'type',
      'text',
    );
    // The form has the values: signing in sends them.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
    await page.locator('form button[type=submit]').click();
    expect((await sent).postDataJSON()).toEqual({
      email: 'early@example.com',
      password: 'sandstorm42',
    });
  });

  test(`${prefix}/community: an email typed and Subscribe tapped before the app is live are sent`, async ({
    page,
  }) => {
    const live = await openHeld(page, `${prefix}/community`);
    const email = page.locator('input[type=email]');
    await email.pressSequentially('early-reader@example.com');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/newsletter'));
    await email.locator('xpath=ancestor::form').locator('button[type=submit]').click();
    await live();
    expect((await sent).postDataJSON()).toMatchObject({ email: 'early-reader@example.com' });
  });
}
