import { expect, test, type Browser, type Page } from './fixtures';
import { CHROMIUM_LAUNCH } from './chromium';
import { adminApi, applyForPartnership, seriousViolations } from './admin';
import { linkIn, newestMail } from './mailbox';
import { stubBridge } from './desktop-bridge';
import { openReader } from './reader-support';
import { registerViaApi } from './support';

const COMIC = 'unity-crossover'; // 4 pages
const OFFER = 'https://brand.example/offer';

interface Figures {
  impressions: number;
  viewableImpressions: number;
  clicks: number;
}
interface Report {
  rows: (Figures & { key: string | null })[];
}

/**
 * An approved partner whose campaign, approved by the e2e ADMIN, runs with the comic from today;
 * with a key that reads its reports.
 */
async function sponsoredComic(
  page: Page,
  browser: Browser,
  campaign: { episodes?: string[]; type?: 'STATION_WRAP' } = { episodes: [COMIC] },
) {
  const staff = await browser.newContext();
  const admin = await adminApi(staff.request);
  const applied = await applyForPartnership(page, 'en');
  const pending = await admin.get('/api/admin/partners?status=PENDING');
  const { id: partnerId } = ((await pending.json()) as { id: string; name: string }[]).find(
    (a) => a.name === applied.company,
  )!;
  expect((await admin.post(`/api/admin/partners/${partnerId}/approve`)).ok()).toBe(true);
  const token = linkIn(await newestMail(page, applied.contactEmail), '/partner/join').split(
    '#token=',
  )[1];
  await registerViaApi(page, { email: applied.contactEmail });
  expect(
    (await page.request.post('/api/partner/invitations/accept', { data: { token } })).ok(),
  ).toBe(true);
  const created = await page.request.post('/api/partner/keys', {
    data: { name: 'Sponsor', scopes: ['campaigns:write', 'reports:read'], expiresInDays: 7 },
  });
  const headers = {
    Authorization: `Bearer ${((await created.json()) as { secret: string }).secret}`,
  };
  const episodes = (await (await page.request.get('/api/episodes')).json()) as {
    id: string;
    slug: string;
  }[];
  const episodeIds = (campaign.episodes ?? []).map(
    (slug) => episodes.find((e) => e.slug === slug)!.id,
  );
  const draft = await page.request.post('/api/partner/v1/campaigns', {
    headers,
    data: {
      name: 'Presented comics',
      startDate: new Date().toISOString().slice(0, 10),
      endDate: '2099-12-31',
      episodeIds,
      ...(campaign.type ? { type: campaign.type } : {}),
      assets: [{ name: 'Call to action', url: OFFER }],
    },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  await page.request.post(`/api/partner/v1/campaigns/${id}/submit`, { headers });
  const reviewed = await admin.post(`/api/admin/campaigns/${id}/review`, {
    data: { decision: 'APPROVE' },
  });
  expect(reviewed.ok()).toBe(true);
  await staff.close();

  /** The campaign's totals by `breakdown`, read through the partner API with the key. */
  const report = async (breakdown: 'placement' | 'language' | 'kiosk') => {
    const res = await page.request.get(
      `/api/partner/v1/campaigns/${id}/report?by=total&breakdown=${breakdown}`,
      { headers },
    );
    expect(res.ok()).toBe(true);
    const rows = ((await res.json()) as Report).rows;
    return Object.fromEntries(
      rows.map((r) => [
        r.key,
        { impressions: r.impressions, viewable: r.viewableImpressions, clicks: r.clicks },
      ]),
    );
  };
  return { brand: applied.company, report };
}

// A beacon sent as a page is left goes out with the browser's own user agent, not the page's
// override: a headless browser's names itself HeadlessChrome, which the collector counts as a bot.
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    ],
  },
});

const unit = (page: Page, placement: string) =>
  page.locator(`[data-testid="sponsor-unit"][data-placement="${placement}"]`);

test('a sponsor unit counts an impression when seen for a second, and its clicks, in both editions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const sponsor = await sponsoredComic(page, browser);
  await page
    .context()
    .route('https://brand.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Offer</title>' }),
    );

  // The cover's unit, turned past at once: no impression.
  await openReader(page, `/comics/reader/${COMIC}?page=1`);
  await page.waitForSelector('[data-testid="sponsor-unit"][data-placement="cover"]');
  await page.keyboard.press('ArrowRight');
  await expect(unit(page, 'cover')).toHaveCount(0);

  // The end card's unit, on screen for over a second, then its call to action.
  await openReader(page, `/comics/reader/${COMIC}?page=4`);
  await page.keyboard.press('ArrowRight');
  const endUnit = unit(page, 'end-card');
  await expect(endUnit).toContainText(`Presented by ${sponsor.brand}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.waitForTimeout(1_500);
  const popup = page.waitForEvent('popup');
  await endUnit.getByRole('link', { name: `Visit ${sponsor.brand}` }).click();
  const offer = await popup;
  const clicked = new URL(offer.url());
  expect(clicked.origin + clicked.pathname).toBe(OFFER);
  expect(clicked.searchParams.get('abtal_click')).toMatch(/^[0-9a-f-]{36}$/);
  await offer.close();

  await expect
    .poll(() => sponsor.report('placement'), { timeout: 15_000 })
    .toEqual({ 'end-card': { impressions: 1, viewable: 1, clicks: 1 } });

  // In Arabic: seen for over a second, sent as the page is left.
  await openReader(page, `/ar/comics/reader/${COMIC}?page=4`);
  await page.keyboard.press('ArrowLeft');
  await expect(unit(page, 'end-card')).toContainText(`بتقديم ${sponsor.brand}`);
  await expect(
    unit(page, 'end-card').getByRole('link', { name: `زيارة ${sponsor.brand}` }),
  ).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.goto('about:blank');
  await expect
    .poll(() => sponsor.report('language'), { timeout: 15_000 })
    .toEqual({
      en: { impressions: 1, viewable: 1, clicks: 1 },
      ar: { impressions: 1, viewable: 1, clicks: 0 },
    });
});

test("a station campaign's unit on the kiosk's attract screen counts its impressions by kiosk", async ({
  page,
  browser,
}) => {
  const sponsor = await sponsoredComic(page, browser, { type: 'STATION_WRAP' });
  await stubBridge(page, { kiosk: true, kioskId: 'burjuman-1', slideSeconds: 30 });
  await page.goto('/');
  const attract = page.getByTestId('attract-screen');
  await expect(unit(page, 'kiosk-attract')).toHaveText(`Presented by ${sponsor.brand}`);
  await expect(attract.getByRole('button', { name: /Touch to start/ })).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.goto('about:blank');
  await expect
    .poll(async () => (await sponsor.report('kiosk'))['burjuman-1'], { timeout: 15_000 })
    .toEqual({ impressions: 1, viewable: 1, clicks: 0 });
});
