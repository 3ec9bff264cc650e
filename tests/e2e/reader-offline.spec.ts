import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { openReader, openReaderMenu } from './reader-support';

// Offline on the web: "Save for offline" keeps a comic (pages, panel data, the reader itself) in
// this browser; with the network off it reads every page; the list of saved comics shows each
// one's size and removes it; a new deployment's worker drops the old app shell; a locked episode
// offers nothing to save.
const EDITIONS = [
  {
    language: 'en',
    prefix: '',
    forward: 'ArrowRight',
    page: (n: number) => `Page ${n} of 6`,
    more: 'More',
    save: 'Save for offline',
    saved: /^Saved for offline \(\d+(\.\d)? (kB|MB)\)$/,
    list: 'Saved comics',
    remove: 'Remove from offline: Origins: The Awakening',
    empty: 'No comic is saved for offline reading in this browser.',
  },
  {
    language: 'ar',
    prefix: '/ar',
    forward: 'ArrowLeft',
    page: (n: number) => `الصفحة ${n} من 6`,
    more: 'المزيد',
    save: 'حفظ للقراءة دون اتصال',
    saved: /^محفوظة للقراءة دون اتصال \(\d+(\.\d)? (ك\.بايت|م\.بايت)\)$/,
    list: 'القصص المحفوظة',
    remove: 'إزالة من القراءة دون اتصال: البدايات: الصحوة',
    empty: 'لا توجد قصة محفوظة للقراءة دون اتصال في هذا المتصفح.',
  },
] as const;

const pageLabel = (page: Page) => page.getByTestId('reader-bar').locator('p[aria-live]');

const imageDecoded = (page: Page, number: number) =>
  page.evaluate((n) => {
    const img = document.querySelector<HTMLImageElement>(`[data-page-box][data-page="${n}"] img`);
    return Boolean(img?.complete && img.naturalWidth > 0);
  }, number);

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

async function saveForOffline(page: Page, edition: (typeof EDITIONS)[number]) {
  await openReaderMenu(page, edition.more);
  await page.getByRole('button', { name: edition.save }).click();
  await expect(page.getByTestId('offline-saved')).toHaveText(edition.saved);
  // The worker takes charge of the reader's page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const edition of EDITIONS) {
    test.describe(`${edition.language} at ${size.width}x${size.height}`, () => {
      test.use({ viewport: size });

      test('a saved comic reads every page with the network off, and is removed from the list', async ({
        page,
        context,
      }) => {
        await page.addInitScript(() => localStorage.setItem('reader-spreads', 'off'));
        const path = `${edition.prefix}/comics/reader/origins-1`;
        await openReader(page, `${path}?page=1`);
        await saveForOffline(page, edition);
        const { violations } = await new AxeBuilder({ page })
          .include('[data-testid="reader-menu"]')
          .analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
          [],
        );

        await context.setOffline(true);
        await openReader(page, `${path}?page=1`);
        await expect(pageLabel(page)).toHaveText(edition.page(1));
        for (let n = 2; n <= 6; n += 1) {
          await page.keyboard.press(edition.forward);
          await expect(pageLabel(page)).toHaveText(edition.page(n));
          await expect.poll(() => imageDecoded(page, n)).toBe(true);
        }

        // The list: the comic with its size; removing it leaves nothing to read offline.
        await openReaderMenu(page, edition.more);
        await page.getByRole('button', { name: edition.list }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('offline-list').locator('li')).toHaveCount(1);
        await expect(dialog.getByTestId('offline-list')).toContainText(
          /\d (kB|MB|ك\.بايت|م\.بايت)/,
        );
        const list = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
        expect(list.violations.filter((v) => v.impact === 'serious')).toEqual([]);
        await dialog.getByRole('button', { name: edition.remove }).click();
        await expect(dialog).toContainText(edition.empty);
        await expect
          .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('abtal-')))
          .toEqual([]);
        await expect(page.goto(`${path}?page=2`)).rejects.toThrow();
        await context.setOffline(false);
      });
    });
  }
}

test.describe('versions and the release rule', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('online, the network answers before any saved shell; a new deployment drops the old shell', async ({
    page,
  }) => {
    await openReader(page, '/comics/reader/origins-1?page=1');
    await saveForOffline(page, EDITIONS[0]);
    const shells = (await cacheNames(page)).filter((name) => name.startsWith('abtal-shell-'));
    expect(shells).toHaveLength(1);
    const shell = shells[0]!;

    // A stale document in the shell is never served while the network answers.
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const stale = new Response('<!doctype html><title>Old shell</title><p>old app', {
        headers: { 'content-type': 'text/html' },
      });
      await cache.put('/comics/reader/origins-1', stale);
    }, shell);
    await openReader(page, '/comics/reader/origins-1?page=1');
    await expect(page).not.toHaveTitle('Old shell');

    // The next deployment's worker (another version) deletes this version's shell as it
    // activates; the saved comic's own files stay.
    await page.evaluate(async () => {
      await Promise.all(
        ['/comics/reader/', '/ar/comics/reader/'].map((scope) =>
          navigator.serviceWorker.register('/reader-sw.js?v=next-release', { scope }),
        ),
      );
    });
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('abtal-')))
      .toEqual(['abtal-comic-origins-1']);
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.endsWith('next-release')),
      )
      .toBe(true);
  });

  test('a locked episode offers nothing to save, and nothing of it is cached', async ({ page }) => {
    await page.goto('/comics/reader/dubai-guardians-002');
    await expect(page.getByTestId('episode-gate')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveCount(0);
    expect(await cacheNames(page)).toEqual([]);
    // The server refuses its pages, so a save (which keeps only answers of 200) cannot hold them.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/episodes/dubai-guardians-002');
      return response.status;
    });
    expect(status).toBe(403);
  });
});
