import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { openReader, openReaderMenu } from './reader-support';

// Continuous vertical mode: every page stacked at the stage's width, chosen per comic and
// remembered; the page in view is the reader's page (progress, the address, bookmarks, the text
// layer and read-aloud follow it), in both editions, on a laptop and on a phone.
const EDITIONS = [
  {
    language: 'en',
    prefix: '',
    forward: 'ArrowRight',
    page: (n: number) => `Page ${n} of 6`,
    more: 'More',
    vertical: 'Vertical scroll',
    readAloud: 'Read aloud',
    continues: 'Continue to the next page',
    bookmark: (n: number) => `Bookmark page ${n}`,
  },
  {
    language: 'ar',
    prefix: '/ar',
    forward: 'ArrowLeft',
    page: (n: number) => `الصفحة ${n} من 6`,
    more: 'المزيد',
    vertical: 'تمرير عمودي',
    readAloud: 'القراءة بصوت عالٍ',
    continues: 'المتابعة إلى الصفحة التالية',
    bookmark: (n: number) => `وضع علامة على الصفحة ${n}`,
  },
] as const;

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

const pageLabel = (page: Page) => page.getByTestId('reader-bar').locator('p[aria-live]');

/** Where each page box lies against the stage: its top (from the stage's top) and width. */
const pageBoxes = (page: Page) =>
  page.getByTestId('reader-stage').evaluate((stage) => {
    const s = stage.getBoundingClientRect();
    return [...stage.querySelectorAll<HTMLElement>('[data-page-box]')].map((box) => {
      const r = box.getBoundingClientRect();
      return { page: Number(box.dataset.page), top: r.top - s.top, width: r.width };
    });
  });

/** Scrolls the stage so that a page's top sits a little above the stage's middle. */
const scrollToPage = (page: Page, number: number) =>
  page.getByTestId('reader-stage').evaluate((stage, n) => {
    const box = stage.querySelector(`[data-page-box][data-page="${n}"]`);
    if (!box) throw new Error(`no page ${n}`);
    const top = box.getBoundingClientRect().top - stage.getBoundingClientRect().top;
    stage.scrollBy({ top: top - stage.clientHeight * 0.2, behavior: 'instant' });
  }, number);

const stageTop = (page: Page) => page.getByTestId('reader-stage').evaluate((el) => el.scrollTop);

async function turnOnVertical(page: Page, edition: (typeof EDITIONS)[number]) {
  await openReaderMenu(page, edition.more);
  const button = page.getByRole('button', { name: edition.vertical });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('reader')).toHaveAttribute('data-vertical', 'true');
}

for (const size of SIZES) {
  for (const edition of EDITIONS) {
    test.describe(`${edition.language} at ${size.width}x${size.height}`, () => {
      test.use({ viewport: size });

      test('stacks the pages at the window width, follows the page in view, and is remembered per comic', async ({
        page,
      }) => {
        await openReader(page, `${edition.prefix}/comics/reader/origins-1?page=1`);
        await turnOnVertical(page, edition);
        const { violations } = await new AxeBuilder({ page })
          .include('[data-testid="reader-bar"]')
          .analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
          [],
        );
        // Guided view and the page size do not apply: they are not offered.
        await expect(page.getByRole('button', { name: /Panel by panel|لوحة بلوحة/ })).toHaveCount(
          0,
        );

        const stageWidth = await page.getByTestId('reader-stage').evaluate((el) => el.clientWidth);
        const boxes = await pageBoxes(page);
        expect(boxes.map((box) => box.page)).toEqual([1, 2, 3, 4, 5, 6]);
        for (const [index, box] of boxes.entries()) {
          expect(Math.abs(box.width - stageWidth)).toBeLessThanOrEqual(1);
          if (index > 0) expect(box.top).toBeGreaterThan(boxes[index - 1]!.top);
        }

        // Scrolling by hand makes the page in view the reader's page: the label, the address,
        // the saved progress, the bookmark button and the text layer follow it.
        await scrollToPage(page, 3);
        await expect(pageLabel(page)).toHaveText(edition.page(3));
        await expect(page).toHaveURL(/[?&]page=3\b/);
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('comic-progress-origins-1')))
          .toContain('3');
        await expect(page.locator(`button[title="${edition.bookmark(3)}"]`)).toBeAttached();
        await expect(page.locator('[data-text-page="3"]')).toBeAttached();
        await expect(page.locator('[data-text-page="1"]')).toHaveCount(0);

        // The forward arrow goes to the next page's top.
        await page.getByTestId('reader-stage').focus();
        await page.keyboard.press(edition.forward);
        await expect(pageLabel(page)).toHaveText(edition.page(4));
        await expect
          .poll(async () => {
            const four = (await pageBoxes(page)).find((box) => box.page === 4);
            return Math.abs(four?.top ?? 999);
          })
          .toBeLessThanOrEqual(2);

        // Remembered for this comic: it opens stacked again at the page left, another does not.
        await openReader(page, `${edition.prefix}/comics/reader/origins-1`);
        await expect(page.getByTestId('reader')).toHaveAttribute('data-vertical', 'true');
        await expect(pageLabel(page)).toHaveText(edition.page(4));
        await expect
          .poll(async () => {
            const four = (await pageBoxes(page)).find((box) => box.page === 4);
            return Math.abs(four?.top ?? 999);
          })
          .toBeLessThanOrEqual(2);
        await openReader(page, `${edition.prefix}/comics/reader/guardians-2?page=1`);
        await expect(page.getByTestId('reader')).toHaveAttribute('data-vertical', 'false');
      });

      test('scrolls with the keys and reaches the end card past the last page', async ({
        page,
      }) => {
        await page.addInitScript(() => localStorage.setItem('reader-vertical-origins-1', 'on'));
        await openReader(page, `${edition.prefix}/comics/reader/origins-1?page=5`);
        await expect(page.getByTestId('reader')).toHaveAttribute('data-vertical', 'true');
        await expect(pageLabel(page)).toHaveText(edition.page(5));
        const before = await stageTop(page);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => stageTop(page)).toBeGreaterThan(before);
        // Space a screen at a time to the end of the last page, then the end card.
        for (let press = 0; press < 12; press += 1) {
          if (await page.getByTestId('reader-end-card').isVisible()) break;
          await page.keyboard.press('Space');
          await page.waitForTimeout(100);
        }
        await expect(pageLabel(page)).toHaveText(edition.page(6));
        await expect(page.getByTestId('reader-end-card')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('reader-end-card')).toHaveCount(0);
        // The Home key goes back to the first page's top.
        await page.getByTestId('reader-stage').focus();
        await page.keyboard.press('Home');
        await expect(pageLabel(page)).toHaveText(edition.page(1));
        await expect.poll(() => stageTop(page)).toBeLessThanOrEqual(2);
      });

      test('read-aloud reads the page in view and scrolls on to the next page', async ({
        page,
      }) => {
        await stubSpeech(page);
        await page.addInitScript(() => localStorage.setItem('reader-vertical-origins-1', 'on'));
        await openReader(page, `${edition.prefix}/comics/reader/origins-1?page=1`);
        await expect(page.locator('[data-text-page="1"] [data-panel]').first()).toBeAttached();
        // Scrolled by hand to page 2, read-aloud starts there.
        await scrollToPage(page, 2);
        await expect(pageLabel(page)).toHaveText(edition.page(2));
        await openReaderMenu(page, edition.more);
        await page.getByRole('button', { name: edition.readAloud }).click();
        await page.getByRole('checkbox', { name: edition.continues }).check();
        await expect
          .poll(async () => (await spoken(page)).map((line) => line.page))
          .toContain(edition.page(3));
        const said = await spoken(page);
        expect(said[0]?.page).toBe(edition.page(2));
        // Reading on scrolled page 3 to the top of the stage.
        await expect
          .poll(async () => {
            const three = (await pageBoxes(page)).find((box) => box.page === 3);
            return Math.abs(three?.top ?? 999);
          })
          .toBeLessThanOrEqual(2);
      });
    });
  }
}

/** Replaces the browser's speech with a recorder that "speaks" each utterance in 150 ms. */
function stubSpeech(page: Page) {
  return page.addInitScript(() => {
    const spoken: { text: string; page: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    class Utterance {
      lang = '';
      voice: unknown = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      constructor(public text: string) {}
    }
    let queue: Utterance[] = [];
    let busy = false;
    const next = () => {
      const u = queue.shift();
      busy = Boolean(u);
      if (!u) return;
      const label = document.querySelector('[data-testid="reader-bar"] p[aria-live]');
      spoken.push({ text: u.text, page: label?.textContent ?? '' });
      u.onstart?.();
      setTimeout(() => {
        u.onend?.();
        next();
      }, 150);
    };
    const voices = [
      { name: 'English', lang: 'en-US' },
      { name: 'Arabic', lang: 'ar-SA' },
    ];
    const synth = {
      getVoices: () => voices.map((v) => ({ ...v, default: false, localService: true })),
      speak: (u: Utterance) => {
        queue.push(u);
        if (!busy) next();
      },
      cancel: () => {
        queue = [];
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
  });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: { text: string; page: string }[] }).spoken);
