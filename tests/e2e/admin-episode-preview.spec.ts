import sharp from 'sharp';
import { expect, test, type APIRequestContext } from './fixtures';
import { adminApi, seriousViolations } from './admin';

const DAY = 24 * 60 * 60 * 1000;

/**
 * An unpublished episode made through the console's API, FREE, released to the paid tiers two
 * days ago (FREE members and visitors wait five more days), with two uploaded pages.
 */
async function draftEpisode(admin: APIRequestContext, arc: string): Promise<string> {
  const created = await admin.post('/api/admin/episodes', {
    data: {
      arc,
      number: 1,
      title: 'Preview Tide: Episode 001',
      titleAr: `${arc}: الحلقة 001`,
      description: 'A draft the console previews.',
      descriptionAr: 'مسودة تعاينها لوحة التشغيل.',
      requiredTier: 'FREE',
      releaseAt: new Date(Date.now() - 2 * DAY).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const keys: string[] = [];
  for (const colour of ['#1f6fb2', '#d4a437']) {
    const png = await sharp({
      create: { width: 400, height: 600, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    const upload = await admin.post('/api/admin/uploads?name=page.png', {
      headers: { 'Content-Type': 'image/png' },
      data: png,
    });
    expect(upload.status()).toBe(201);
    keys.push(((await upload.json()) as { pages: { key: string }[] }).pages[0].key);
  }
  const paged = await admin.put(`/api/admin/episodes/${slug}/pages`, {
    data: { pages: keys.map((key) => ({ key, alt: 'A blue sea under a gold sky.' })) },
  });
  expect(paged.ok()).toBe(true);
  return slug;
}

const EDITIONS = [
  {
    name: 'English',
    base: '',
    previewAs: 'Preview as',
    audiences: { VISITOR: 'Visitor', FREE: 'Free', GOLD: 'Gold' },
    banner: (who: string) => `Preview as ${who}: what they see right now. Nothing here is saved.`,
    badge: 'Preview: Gold',
    locked: 'Locked',
  },
  {
    name: 'Arabic',
    base: '/ar',
    previewAs: 'معاينة بصفة',
    audiences: { VISITOR: 'زائر', FREE: 'مجاني', GOLD: 'ذهبي' },
    banner: (who: string) => `معاينة بصفة ${who}: ما يراه الآن. لا يُحفظ شيء هنا.`,
    badge: 'معاينة: ذهبي',
    locked: 'مقفلة',
  },
] as const;

test.describe('the episode preview', () => {
  test.describe.configure({ mode: 'serial' });

  for (const edition of EDITIONS) {
    test(`${edition.name}: an unpublished episode previewed as a visitor, FREE and GOLD`, async ({
      page,
      browser,
    }) => {
      const admin = await adminApi(page.request);
      // Arabic script and digits: unique, and nothing English left on the Arabic pages.
      const arc = `معاينة ${Date.now()}${edition.base ? 2 : 1}`;
      const slug = await draftEpisode(admin, arc);
      // Nothing of the staff member's reading may be sent while previewing.
      const recorded: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          request.method() !== 'GET' &&
          /^\/api\/(progress|comic-reads|bookmarks)/.test(url.pathname)
        )
          recorded.push(`${request.method()} ${url.pathname}`);
      });

      await page.goto(`${edition.base}/admin/episodes?episode=${slug}`);
      const links = page.getByRole('navigation', { name: edition.previewAs });
      await expect(links).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      for (const as of ['VISITOR', 'FREE'] as const) {
        await page.goto(`${edition.base}/admin/episodes?episode=${slug}`);
        await links.getByRole('link', { name: edition.audiences[as], exact: true }).click();
        await expect(page.getByTestId('preview-banner')).toContainText(
          edition.banner(edition.audiences[as]),
        );
        // The fans' own gate: early access, SILVER and above read it now.
        await expect(page.getByTestId('episode-gate')).toBeVisible();
        await expect(page.getByText(edition.locked, { exact: true }).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          edition.base ? `${arc}: الحلقة 001` : 'Preview Tide: Episode 001',
        );
        await expect(page.locator('img[src*="/preview/pages/"]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      }

      await page.goto(`${edition.base}/admin/episodes?episode=${slug}`);
      await links.getByRole('link', { name: edition.audiences.GOLD, exact: true }).click();
      await expect(page.getByTestId('reader')).toBeVisible();
      await expect(page.getByTestId('preview-badge')).toHaveText(edition.badge);
      const image = page.locator(`img[src="/api/admin/episodes/${slug}/preview/pages/1?as=GOLD"]`);
      await expect(image.first()).toBeVisible();
      await expect
        .poll(() => image.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1600);
      // The page has English alt text only: the Arabic edition falls back to it, marked English.
      await expect(page.locator('[data-text-page="1"] p[lang="en"]')).toHaveText(
        'A blue sea under a gold sky.',
      );
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('read-count')).toHaveCount(0);
      const kept = await page.evaluate(
        (id) => Object.keys(localStorage).filter((key) => key.endsWith(id)),
        slug,
      );
      expect(kept).toEqual([]);
      expect(recorded).toEqual([]);

      // The fans never see it: it is not published.
      const fan = await browser.newContext();
      expect((await fan.request.get(`/api/episodes/${slug}`)).status()).toBe(404);
      await fan.close();
    });
  }
});

test.describe('panel boxes', () => {
  test('a box drawn on a page in the editor is the panel guided view follows', async ({ page }) => {
    const admin = await adminApi(page.request);
    const slug = await draftEpisode(admin, `لوحات ${Date.now()}`);
    await page.goto(`/admin/episodes?episode=${slug}`);
    await page.getByRole('button', { name: 'Panels of page 1 (0)' }).click();
    const surface = page.getByTestId('panel-surface');
    await expect(surface.getByRole('img')).toHaveJSProperty('complete', true);
    const frame = (await surface.boundingBox())!;
    // Pressed at 10% across and 20% down, released at 60% and 50%.
    await page.mouse.move(frame.x + frame.width * 0.1, frame.y + frame.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.6, frame.y + frame.height * 0.5, { steps: 6 });
    await page.mouse.up();
    await expect(page.getByTestId('panel-row')).toHaveCount(1);
    const field = (name: string) => page.getByLabel(name, { exact: true });
    expect(Number(await field('Panel 1: left edge (%)').inputValue())).toBeCloseTo(10, 0);
    expect(Number(await field('Panel 1: width (%)').inputValue())).toBeCloseTo(50, 0);
    await field('Panel 1: description (English)').fill('Saqr lands on the tower.');
    await field('Panel 1: description (Arabic)').fill('يهبط صقر على البرج.');
    await field('Panel 1: lettering (English)').fill('Not tonight.');
    // A second panel placed with the keyboard alone.
    await page.getByRole('button', { name: 'Add a panel' }).click();
    await field('Panel 2: left edge (%)').fill('20');
    await field('Panel 2: top edge (%)').fill('60');
    await field('Panel 2: width (%)').fill('70');
    await field('Panel 2: height (%)').fill('30');
    await field('Panel 2: description (English)').fill('The city below, dark.');
    await field('Panel 2: description (Arabic)').fill('المدينة في الأسفل مظلمة.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save pages' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pages saved' })).toBeVisible();

    await page.goto(`/admin/episodes/${slug}/preview?as=GOLD`);
    await expect(page.getByTestId('reader')).toBeVisible();
    await page.keyboard.press('g');
    await expect(page.getByTestId('reader')).toHaveAttribute('data-guided', 'true');
    const highlight = page.getByTestId('reader-panel-highlight');
    await expect
      .poll(() => highlight.evaluate((el) => Math.round(parseFloat(el.style.left))))
      .toBe(10);
    await expect(page.locator('[data-panel="0"][data-active]')).toContainText(
      'Saqr lands on the tower.',
    );
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => highlight.evaluate((el) => Math.round(parseFloat(el.style.top))))
      .toBe(60);

    // The Arabic edition's guided view follows the same boxes with their Arabic words.
    await page.goto(`/ar/admin/episodes/${slug}/preview?as=GOLD`);
    await expect(page.getByTestId('reader')).toBeVisible();
    await page.keyboard.press('g');
    await expect(page.getByTestId('reader')).toHaveAttribute('data-guided', 'true');
    await expect(page.locator('[data-panel="0"][data-active]')).toContainText(
      'يهبط صقر على البرج.',
    );
  });
});
