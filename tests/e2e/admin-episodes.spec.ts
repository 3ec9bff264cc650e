import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import { adminApi, grantTier, seriousViolations } from './admin';
import { registerViaApi } from './support';

const DAY = 24 * 60 * 60 * 1000;

/** A page image of one colour (PNG), as an admin would pick it from disk. */
const pageFile = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 400, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

/** Two days ago in UTC, as a datetime-local input takes it: paid tiers read, FREE waits 5 more days. */
const twoDaysAgo = () => new Date(Date.now() - 2 * DAY).toISOString().slice(0, 16);

interface Texts {
  base: string;
  heading: string;
  fields: Record<
    'arc' | 'arcAr' | 'number' | 'titleEn' | 'titleAr' | 'descEn' | 'descAr' | 'release' | 'zone',
    string
  >;
  create: string;
  upload: RegExp;
  alt: string;
  altAr: string;
  savePages: string;
  saved: string;
  publish: string;
  unpublish: string;
  movedTo: string;
}

const EN: Texts = {
  base: '',
  heading: 'Episodes',
  fields: {
    arc: 'Arc',
    arcAr: 'Arc (Arabic)',
    number: 'Number',
    titleEn: 'Title (English)',
    titleAr: 'Title (Arabic)',
    descEn: 'Description (English)',
    descAr: 'Description (Arabic)',
    release: 'Release time (paid tiers)',
    zone: 'Time zone',
  },
  create: 'Create episode',
  upload: /^Upload pages/,
  alt: 'English alt text of page 1',
  altAr: 'Arabic alt text of page 1',
  savePages: 'Save pages',
  saved: 'Pages saved',
  publish: 'Publish',
  unpublish: 'Unpublish',
  movedTo: 'Moved to page 1',
};

const AR: Texts = {
  base: '/ar',
  heading: 'الحلقات',
  fields: {
    arc: 'السلسلة',
    arcAr: 'السلسلة (بالعربية)',
    number: 'الرقم',
    titleEn: 'العنوان (بالإنجليزية)',
    titleAr: 'العنوان (بالعربية)',
    descEn: 'الوصف (بالإنجليزية)',
    descAr: 'الوصف (بالعربية)',
    release: 'موعد الإصدار (للفئات المدفوعة)',
    zone: 'المنطقة الزمنية',
  },
  create: 'إنشاء الحلقة',
  upload: /^رفع الصفحات/,
  alt: 'النص البديل بالإنجليزية للصفحة 1',
  altAr: 'النص البديل بالعربية للصفحة 1',
  savePages: 'حفظ الصفحات',
  saved: 'حُفظت الصفحات',
  publish: 'نشر',
  unpublish: 'إلغاء النشر',
  movedTo: 'نُقلت إلى الصفحة 1',
};

/** Creates an episode in the console, uploads two pages, puts the second first, publishes it. */
async function publishEpisode(page: Page, texts: Texts, arc: string): Promise<string> {
  await adminApi(page.request);
  await page.goto(`${texts.base}/admin/episodes`);
  await expect(page.getByRole('heading', { name: texts.heading, exact: true })).toBeVisible();
  const f = texts.fields;
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box(f.arc).fill(arc);
  await box(f.arcAr).fill(`${arc} بالعربية`);
  await page.getByRole('spinbutton', { name: f.number }).fill('1');
  await box(f.titleEn).fill('Tide: Episode 001');
  await box(f.titleAr).fill(`${arc}: الحلقة 001`);
  await box(f.descEn).fill('The tide carries a voice.');
  await box(f.descAr).fill('يحمل المدّ صوتًا.');
  await page.getByRole('combobox', { name: f.zone }).selectOption('UTC');
  await page.getByLabel(f.release, { exact: true }).fill(twoDaysAgo());
  await page.getByRole('button', { name: texts.create }).click();

  await page
    .getByLabel(texts.upload)
    .setInputFiles([
      await pageFile('page-1.png', '#d4a437'),
      await pageFile('page-2.png', '#1f6fb2'),
    ]);
  const pages = page.getByTestId('editor-page');
  await expect(pages).toHaveCount(2);
  // The second page moves first by the keyboard.
  await pages.nth(1).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByText(texts.movedTo)).toBeAttached();
  await page.getByLabel(texts.alt, { exact: true }).fill('A blue sea under a gold sky.');
  await page.getByLabel(texts.altAr, { exact: true }).fill('بحر أزرق تحت سماء ذهبية.');
  await page.getByRole('button', { name: texts.savePages }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: texts.publish, exact: true }).click();
  await expect(page.getByRole('button', { name: texts.unpublish })).toBeVisible();
  const list = (await (await page.request.get('/api/admin/episodes')).json()) as {
    slug: string;
    arc: string;
  }[];
  return list.find((episode) => episode.arc === arc)!.slug;
}

test.describe('the episode editor', () => {
  // One ADMIN account signs in for both: its first sign-up must not race.
  test.describe.configure({ mode: 'serial' });

  test('English: an uploaded episode is published and read by the release rule', async ({
    page,
    browser,
  }) => {
    // Words in Arabic script (and digits, which make the slug unique): the published episode is on
    // the Arabic edition's pages that other tests check for English left over.
    const arc = `المد ${Date.now()}1`;
    const slug = await publishEpisode(page, EN, arc);

    // A visitor and a FREE member wait (FREE reads 7 days after the paid tiers).
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/comics/reader/${slug}`);
    await expect(visitorPage.getByText('Locked', { exact: true }).first()).toBeVisible();
    expect((await visitorPage.request.get(`/api/episodes/${slug}/pages/1`)).status()).toBe(403);
    await visitor.close();

    // A SILVER member reads it now, in the order the admin gave, the first page blue.
    const member = await browser.newContext();
    const reader = await member.newPage();
    const { email } = await registerViaApi(reader);
    await grantTier(page.request, email, 'SILVER');
    await reader.goto(`/comics/reader/${slug}`);
    const image = reader.locator(`img[src="/api/episodes/${slug}/pages/1"]`).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    const first = await reader.request.get(`/api/episodes/${slug}/pages/1`);
    expect(first.headers()['content-type']).toBe('image/webp');
    const { data } = await sharp(await first.body())
      .extract({ left: 800, top: 1200, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(data[0]);
    const episode = (await (await reader.request.get(`/api/episodes/${slug}`)).json()) as {
      pages: { text?: string; textAr?: string }[];
    };
    expect(episode.pages[0].text).toBe('A blue sea under a gold sky.');
    expect(episode.pages[0].textAr).toBe('بحر أزرق تحت سماء ذهبية.');
    const words = reader.locator('[data-text-page="1"] p[lang="en"]');
    await expect(words).toHaveText('A blue sea under a gold sky.');
    await member.close();
  });

  test('Arabic: the editor in the Arabic edition publishes an episode read in Arabic', async ({
    page,
    browser,
  }) => {
    const arc = `مد ${Date.now()}2`;
    const slug = await publishEpisode(page, AR, arc);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/ar/comics/reader/${slug}`);
    await expect(visitorPage.getByText(`${arc}: الحلقة 001`).first()).toBeVisible();
    // The gate names the arc in Arabic.
    await expect(visitorPage.getByText(`${arc} بالعربية`).first()).toBeVisible();
    expect((await visitorPage.request.get(`/api/episodes/${slug}`)).status()).toBe(403);
    await visitor.close();

    const member = await browser.newContext();
    const reader = await member.newPage();
    const { email } = await registerViaApi(reader);
    await grantTier(page.request, email, 'GOLD');
    await reader.goto(`/ar/comics/reader/${slug}`);
    await expect(reader.locator(`img[src="/api/episodes/${slug}/pages/1"]`).first()).toBeVisible();
    await expect(reader).toHaveTitle(new RegExp(`${arc}: الحلقة 001`));
    // The page's words in the Arabic edition are its Arabic alt text, marked as Arabic.
    const words = reader.locator('[data-text-page="1"] p[lang="ar"]');
    await expect(words).toHaveText('بحر أزرق تحت سماء ذهبية.');
    await expect(words).toHaveAttribute('dir', 'rtl');
    await member.close();
  });
});
