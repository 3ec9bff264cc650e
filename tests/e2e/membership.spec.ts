import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test, waitingForTheApp } from './fixtures';
import { adminApi, grantTier } from './admin';
import { registerViaApi } from './support';
import episodeScript from '../../shared/content/episode-script.json' with { type: 'json' };

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** No WCAG 2.1 A/AA violation on the page as it is (once its requests have settled). */
async function expectNoViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

const episodeCard = (page: Page, episode: string) =>
  page.getByTestId('episode-card').filter({ hasText: `Episode ${episode}` });

test('a FREE member sees the countdown flip to "Out now" without a reload, then reads the episode', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  // Episode 003 is scheduled so that its FREE window ends a few seconds from now (server time).
  const unlock = Math.ceil((Date.now() + 4000) / 1000) * 1000;
  const scheduled = await admin.put('/api/admin/episodes/dubai-guardians-003/release', {
    data: { releaseAt: new Date(unlock - 7 * DAY).toISOString() },
  });
  expect(scheduled.ok()).toBe(true);

  await registerViaApi(page);
  // The browser's clock stands 3 days 4 hours before the unlock.
  await page.clock.setFixedTime(new Date(unlock - (3 * DAY + 4 * HOUR)));
  await page.goto('/comics');
  const card = episodeCard(page, '003');
  await expect(card.getByTestId('release-status')).toHaveText('Free in 3 days 4 hours');
  await expect(card).toContainText('Early access for SILVER and above');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  await page.clock.setFixedTime(new Date(unlock + 1000));
  await expect(card.getByTestId('release-status')).toHaveText('Out now');
  // The same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  // The server's clock is real: wait until the unlock has passed there too (its Date header counts
  // whole seconds, and the unlock is on one).
  const serverTime = async () =>
    Date.parse((await page.request.get('/api/health')).headers()['date'] ?? '');
  await expect.poll(serverTime, { timeout: 15_000 }).toBeGreaterThanOrEqual(unlock);
  await card.getByRole('link', { name: /Read Now/ }).click();
  await expect(page).toHaveURL(/\/comics\/reader\/dubai-guardians-003/);
  await expect(page.getByTestId('reader-stage')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('[data-page-box] img');
        return img?.complete && img.naturalWidth > 0 ? img.getAttribute('src') : null;
      }),
    )
    .toBe('/api/episodes/dubai-guardians-003/pages/1');
  // The tab names the episode once the reader has it, and keeps it as the pages turn.
  await expect(page).toHaveTitle('Guardians of Dubai: Episode 003 | Abtal Universe');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page).toHaveTitle('Guardians of Dubai: Episode 003 | Abtal Universe');
});

test('FREE and GOLD members see different availability; an admin grant opens the episode', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminApi(request);
  const { email } = await registerViaApi(page);

  // FREE: episode 002 is in its paid-tier window; the reader shows the tier gate.
  await page.goto('/comics/reader/dubai-guardians-002');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(
    page.getByText('You need SILVER tier or higher to access this content.'),
  ).toBeVisible();
  await expect(page.getByText('Current tier: FREE')).toBeVisible();
  await expect(page.getByTestId('episode-unlock')).toContainText(/Free in (4|5) days/);
  await expect(page.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expectNoViolations(page, 'the tier gate of a locked episode');

  // A GOLD member, side by side, reads it now.
  const gold = await browser.newContext();
  const goldPage = waitingForTheApp(await gold.newPage());
  const goldAccount = await registerViaApi(goldPage);
  await grantTier(admin, goldAccount.email, 'GOLD');
  await goldPage.goto('/comics');
  await expect(episodeCard(goldPage, '002').getByTestId('release-status')).toHaveText('Out now');
  await page.goto('/comics');
  await expect(episodeCard(page, '002').getByTestId('release-status')).toHaveText(
    /^Free in (4|5) days/,
  );
  await expect(episodeCard(page, '002').getByRole('button', { name: /Remind me/ })).toBeVisible();
  await expectNoViolations(page, 'the catalogue with its episodes, signed in');
  await gold.close();

  // The administrator grants the FREE member GOLD: the reader opens, and the account shows it.
  await grantTier(admin, email, 'GOLD');
  await page.goto('/comics/reader/dubai-guardians-002');
  await expect(page.getByTestId('reader-stage')).toBeVisible();
  // Its panel data comes from the API as its pages do: the text layer reads page 1 panel by panel.
  const firstPage = episodeScript['dubai-guardians-002'][0]!.pages[0]!;
  const region = page.getByRole('region', { name: /^Page 1 of \d+$/ });
  await expect(region.getByRole('listitem')).toHaveCount(firstPage.panels.length);
  for (const panel of firstPage.panels) await expect(region).toContainText(panel.action);

  await page.goto('/profile');
  const summary = page.getByRole('region', { name: 'Subscription' });
  await expect(summary.getByTestId('tier-badge')).toHaveText('GOLD');
  await expect(summary.getByText('Status: Active')).toBeVisible();
  await expect(summary.getByText(/^Renews on /)).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
});

test('the calendar of the catalogue offers webcal: and serves an iCalendar feed', async ({
  page,
}) => {
  await page.goto('/comics');
  await page.getByRole('button', { name: 'Add releases to your calendar' }).click();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    /^webcal:\/\/localhost:\d+\/api\/episodes\/calendar\.ics\?/,
  );
  const link = page.getByRole('link', { name: 'Download the .ics file' });
  const href = await link.getAttribute('href');
  expect(href).toContain('/api/episodes/calendar.ics');
  const res = await page.request.get(href ?? '');
  expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await res.text()).toContain('BEGIN:VEVENT');
});
