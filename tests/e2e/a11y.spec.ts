import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { registerViaApi } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until entrance animations have run, so contrast is measured on the final colours. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe on the page as it is and expects no WCAG 2.1 A/AA violation. */
async function expectNoViolations(page: Page, label: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    detail: violation.nodes[0]?.failureSummary,
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Each public route with the heading that shows it has rendered. */
const PUBLIC_ROUTES: [path: string, heading: string | RegExp][] = [
  ['/', 'From the Arab World, A New Universe Rises'],
  ['/about', 'The Story Behind the Universe'],
  ['/phase1', 'Phase 1: The Foundation'],
  ['/characters', 'Meet the Guardians'],
  ['/comics', 'Digital Comics'],
  ['/comics/dubai-guardians', 'Guardians of Dubai'],
  ['/comics/reader/origins-1', /./],
  ['/lore', 'Universe Timeline'],
  ['/academy', 'Abtal Academy'],
  ['/community', 'Community Zone'],
  ['/merch', 'The Abtal Store'],
  ['/partnerships', 'Partner with Abtal'],
  ['/auth/login', 'Welcome Back'],
  ['/auth/register', 'Join Abtal Universe'],
  ['/subscription', 'Sign In Required'],
  ['/no/such/page', 'Page Not Found'],
];

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('accessibility: no WCAG 2.1 AA violations', () => {
  for (const [path, heading] of PUBLIC_ROUTES) {
    test(`signed out: ${path}`, async ({ page }) => {
      await visit(page, path, heading);
      if (path === '/comics/reader/origins-1') {
        await expect(page.getByRole('slider', { name: 'Go to page' })).toBeVisible();
      }
      await expectNoViolations(page, path);
    });
  }

  test('signed in: subscription, profile, partnerships and the open user menu', async ({
    page,
  }) => {
    await registerViaApi(page, { firstName: 'Layla' });
    await visit(page, '/subscription', 'Membership Plans');
    await expect(page.getByText('Current tier:')).toBeVisible();
    await expectNoViolations(page, '/subscription (signed in)');
    await visit(page, '/profile', 'My Profile');
    await expectNoViolations(page, '/profile (signed in)');
    await visit(page, '/partnerships', 'Partner with Abtal');
    await expectNoViolations(page, '/partnerships (signed in, with campaigns)');
    await page.getByRole('button', { name: 'Account menu for Layla' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoViolations(page, 'user menu');
  });

  test('the heroes dialog', async ({ page }) => {
    await visit(page, '/characters', 'Meet the Guardians');
    await page.getByRole('button', { name: /Falqan/ }).click();
    await expect(page.getByRole('dialog', { name: /Falqan/ })).toBeVisible();
    await expectNoViolations(page, 'heroes dialog');
  });

  test('the easter-egg dialog', async ({ page }) => {
    await visit(page, '/', 'From the Arab World, A New Universe Rises');
    await page.getByRole('button', { name: 'Reveal a hidden moment' }).click();
    await expect(page.getByRole('dialog', { name: 'Sacred Moment' })).toBeVisible();
    await expectNoViolations(page, 'easter-egg dialog');
  });

  test('the enrolment dialog with its validation errors', async ({ page }) => {
    await visit(page, '/academy', 'Abtal Academy');
    await page
      .getByTestId('course-card')
      .first()
      .getByRole('button', { name: /^Enroll in / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, 'enrolment dialog');
    await dialog.getByRole('button', { name: 'Complete Enrollment' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, 'enrolment dialog with errors');
  });

  test('the mobile drawer at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/', 'From the Arab World, A New Universe Rises');
    await expectNoViolations(page, 'home at 375 px');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, 'mobile drawer');
  });

  test('the partnership form, empty and with its errors', async ({ page }) => {
    await visit(page, '/partnerships', 'Partner with Abtal');
    await page.getByRole('button', { name: 'Apply for Partnership' }).click();
    const form = page.locator('#partnership-form');
    await expect(form).toBeVisible();
    await expectNoViolations(page, 'partnership form');
    await form.getByRole('button', { name: /Submit/ }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, 'partnership form with errors');
  });
});

test.describe('keyboard: dialogs trap focus and give it back', () => {
  /** Tabs through the dialog more times than it has controls; focus must never leave it. */
  async function expectFocusTrapped(page: Page, dialogName: string | RegExp) {
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    const controls = await dialog
      .locator('a[href], button:not([disabled]), input, select, textarea')
      .count();
    const visited = new Set<string>();
    for (const key of [...Array(20).fill('Tab'), ...Array(20).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus left the dialog after ${key}`).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''));
    }
    // Tab cycles through every control of the dialog (a trap that froze focus would not).
    expect(visited.size).toBe(controls);
  }

  test('the heroes dialog keeps focus inside and returns it to the card', async ({ page }) => {
    await visit(page, '/characters', 'Meet the Guardians');
    const card = page.getByRole('button', { name: /Falqan/ });
    await card.focus();
    await page.keyboard.press('Enter');
    await expectFocusTrapped(page, /Falqan/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('the mobile drawer keeps focus inside and returns it to the menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/', 'From the Arab World, A New Universe Rises');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expectFocusTrapped(page, 'Menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
