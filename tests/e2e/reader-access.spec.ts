import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import script from '../../shared/content/comic-script.json' with { type: 'json' };
import { Finger, openReader, openReaderMenu } from './reader-support';
import { collectScripts } from './support';

/** The page label of the bar, in either language. */
const pageLabel = (page: Page) => page.getByTestId('reader-bar').locator('p[aria-live]');

// One page at a time unless a test says otherwise (a landscape window pairs pages into spreads).
test.use({ viewport: { width: 800, height: 1000 } });

// The text layer, guided view, text mode, read-aloud and the magnifier, in both editions.

interface Letter {
  role: string;
  speaker?: string;
  en: string;
  ar: string;
}
interface ScriptPanel {
  action: string;
  actionAr: string;
  lettering: Letter[];
}
type Script = Record<
  string,
  { pages: { title?: string; titleAr?: string; panels: ScriptPanel[] }[] }[]
>;

const pagesOf = (comicId: string) => (script as Script)[comicId]?.flatMap((c) => c.pages) ?? [];

/** The speakers of the pages checked here, as the text layer names them. */
const NAMES: Record<string, { en: string; ar: string }> = {
  fahd: { en: 'Fahd', ar: 'فهد' },
  falqan: { en: 'Falqan', ar: 'فلقان' },
  asad: { en: 'Asad', ar: 'أسد' },
};

/** What a line of the script should read as in the text layer: the speaker, then the words. */
function expectedLine(letter: Letter, language: 'en' | 'ar'): string {
  const name = letter.speaker ? NAMES[letter.speaker]?.[language] : undefined;
  if (!name) return letter[language];
  const verb = {
    en: { speech: '', thought: ' thinks', shout: ' shouts' },
    ar: { speech: '', thought: ' يفكّر', shout: ' يصرخ' },
  }[language][letter.role as 'speech' | 'thought' | 'shout'];
  return `${name}${verb ?? ''}: ${letter[language]}`;
}

/** The accessibility tree of the page as text, quotes and escapes removed. */
const axText = async (page: Page) =>
  (await page.locator('body').ariaSnapshot()).replace(/["\\]/g, '');

/** Where a panel's highlight is on screen, and the window's size. */
const highlightBox = (page: Page) =>
  page.evaluate(() => {
    const r = document
      .querySelector('[data-testid="reader-panel-highlight"]')
      ?.getBoundingClientRect();
    return r
      ? {
          left: r.left,
          top: r.top,
          right: r.right,
          bottom: r.bottom,
          width: r.width,
          height: r.height,
          vw: window.innerWidth,
          vh: window.innerHeight,
        }
      : null;
  });

/** The active panel fills the window along one side and stays inside it (within 2 px). */
async function expectPanelFits(page: Page) {
  await expect
    .poll(async () => {
      const b = await highlightBox(page);
      if (!b) return 'no panel';
      const inside = b.left >= -2 && b.top >= -2 && b.right <= b.vw + 2 && b.bottom <= b.vh + 2;
      const fills = Math.abs(b.width - b.vw) <= 2 || Math.abs(b.height - b.vh) <= 2;
      return inside && fills ? 'fits' : JSON.stringify(b);
    })
    .toBe('fits');
}

/** The panel marked active in the text layer, as `page:index`. */
const activePanel = (page: Page) =>
  page.evaluate(() => {
    const item = document.querySelector('[data-testid="reader-text"] li[data-active]');
    const section = item?.closest('[data-text-page]');
    return item && section
      ? `${section.getAttribute('data-text-page')}:${item.getAttribute('data-panel')}`
      : null;
  });

for (const language of ['en', 'ar'] as const) {
  const base = language === 'ar' ? '/ar/comics/reader' : '/comics/reader';

  test(`${language}: the accessibility tree reads every caption and balloon of a page once, in order, with speakers`, async ({
    page,
  }) => {
    for (const number of [3, 4, 6]) {
      await openReader(page, `${base}/origins-1?page=${number}`);
      const panels = pagesOf('origins-1')[number - 1]?.panels ?? [];
      const region = page.getByRole('region', {
        name: language === 'ar' ? `الصفحة ${number} من 6` : `Page ${number} of 6`,
      });
      await expect(region.getByRole('listitem')).toHaveCount(panels.length);
      const tree = await axText(page);
      let at = -1;
      for (const panel of panels) {
        const lines = [
          language === 'ar' ? panel.actionAr : panel.action,
          ...panel.lettering.map((letter) => expectedLine(letter, language)),
        ];
        for (const line of lines) {
          const text = line.replace(/["\\]/g, '');
          const found = tree.indexOf(text);
          expect(found, `"${line}" on page ${number}`).toBeGreaterThan(at);
          at = found;
          // Never read twice: the page image's own text is hidden from assistive technology.
          expect(tree.indexOf(text, found + 1), `"${line}" twice`).toBe(-1);
        }
      }
      await expect(region.locator(`p[lang="${language}"]`).first()).toHaveAttribute(
        'dir',
        language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(
        await page
          .locator('[data-page-box] img')
          .evaluateAll((images) => images.map((img) => img.getAttribute('aria-hidden'))),
      ).toEqual(['true']);
    }
  });
}

test('the reader checks its panel data without building the schemas of the comic scripts', async ({
  page,
}) => {
  // Every script the reader loads, up to its panels on screen (the text layer lists them).
  const scripts = collectScripts(page);
  await openReader(page, '/comics/reader/origins-1');
  const panels = pagesOf('origins-1')[0]?.panels ?? [];
  await expect(page.getByRole('region', { name: 'Page 1 of 6' }).getByRole('listitem')).toHaveCount(
    panels.length,
  );
  const loaded = await scripts();
  // The panel data's schema came with them (the pattern of a panel's box on its page)...
  expect(loaded.some((code) => code.includes('#xywh=percent'))).toBe(true);
  // ...and none of the art generator's: its rule that a balloon names its speaker.
  expect(loaded.filter((code) => code.includes('balloon needs a speaker'))).toEqual([]);
});

test.describe('guided view on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('moves panel by panel, each filling the screen, then on to the next page', async ({
    page,
  }) => {
    await openReader(page, '/comics/reader/origins-1');
    await page.keyboard.press('g');
    await expect(page.getByTestId('reader')).toHaveAttribute('data-guided', 'true');
    // The whole page shows first, then its first panel.
    await expect.poll(() => activePanel(page)).toBe('1:0');
    await expectPanelFits(page);
    for (const step of [1, 2]) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => activePanel(page)).toBe(`1:${step}`);
      await expectPanelFits(page);
    }
    // Page 1 is read left to right: its second panel is the left half of the second row.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activePanel(page)).toBe('1:1');
    expect(
      await page.getByTestId('reader-panel-highlight').evaluate((el) => parseFloat(el.style.left)),
    ).toBeLessThan(50);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(pageLabel(page)).toHaveText('Page 2 of 6');
    await expect.poll(() => activePanel(page)).toBe('2:0');
    await expectPanelFits(page);
    // Swipes move by panel too; Escape returns to the page.
    const finger = await Finger.on(page);
    await finger.swipe([320, 600], [60, 600]);
    await expect.poll(() => activePanel(page)).toBe('2:1');
    await expectPanelFits(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('reader')).toHaveAttribute('data-guided', 'false');
    await expect(page.getByTestId('reader-panel-highlight')).toHaveCount(0);
    await expect(pageLabel(page)).toHaveText('Page 2 of 6');
  });

  test('a double-tap on a panel starts there; reduced motion cuts instead of moving', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReader(page, '/comics/reader/origins-1');
    // A double-tap finds its panel once the page's panel data is there (the text layer lists it).
    await expect(page.locator('[data-text-page="1"] [data-panel]').first()).toBeAttached();
    const finger = await Finger.on(page);
    // The page box fills the width; 70 % down the page is the second row, 61 % across its right panel.
    const box = await page.locator('[data-page-box]').boundingBox();
    if (!box) throw new Error('no page box');
    const x = box.x + box.width * 0.615;
    const y = box.y + box.height * 0.7;
    await finger.tap(x, y);
    await finger.tap(x, y);
    await expect.poll(() => activePanel(page)).toBe('1:2');
    await expectPanelFits(page);
    const transition = await page
      .locator('[data-camera]')
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    // The site's reduced-motion rule rounds every duration down to 0.01 ms.
    expect(parseFloat(transition)).toBeLessThan(0.001);
  });

  test('animates between panels without reduced motion', async ({ page }) => {
    await openReader(page, '/comics/reader/origins-1');
    await openReaderMenu(page);
    await page.getByRole('button', { name: 'Panel by panel' }).click();
    await expect
      .poll(() =>
        page.locator('[data-camera]').evaluate((el) => getComputedStyle(el).transitionDuration),
      )
      .toBe('0.45s');
  });

  test('in Arabic, reads each row from the right and turns on with ArrowLeft', async ({ page }) => {
    await openReader(page, '/ar/comics/reader/origins-1');
    await expect(page.locator('[data-page="1"] img')).toHaveAttribute(
      'src',
      /^\/art\/comics\/origins-1\/page-1\.ar\.svg\?v=[0-9a-f]{10}$/,
    );
    await page.keyboard.press('g');
    await expect.poll(() => activePanel(page)).toBe('1:0');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activePanel(page)).toBe('1:1');
    await expectPanelFits(page);
    expect(
      await page.getByTestId('reader-panel-highlight').evaluate((el) => parseFloat(el.style.left)),
    ).toBeGreaterThan(50);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activePanel(page)).toBe('1:2');
    await page.keyboard.press('ArrowLeft');
    await expect(pageLabel(page)).toHaveText('الصفحة 2 من 6');
    await expect.poll(() => activePanel(page)).toBe('2:0');
  });

  test('the Arabic reader turns forward with ArrowLeft and with a swipe towards the right', async ({
    page,
  }) => {
    await openReader(page, '/ar/comics/reader/origins-1');
    await expect(page.getByTestId('reader')).toHaveAttribute('data-direction', 'rtl');
    await expect(page.getByRole('button', { name: 'الصفحة التالية' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(pageLabel(page)).toHaveText('الصفحة 2 من 6');
    await page.keyboard.press('ArrowRight');
    await expect(pageLabel(page)).toHaveText('الصفحة 1 من 6');
    const finger = await Finger.on(page);
    // Right to left, the next page comes in from the left: the finger moves to the right.
    await finger.swipe([60, 600], [330, 600]);
    await expect(pageLabel(page)).toHaveText('الصفحة 2 من 6');
    await finger.swipe([330, 600], [60, 600]);
    await expect(pageLabel(page)).toHaveText('الصفحة 1 من 6');
  });
});

test.describe('text mode at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const language of ['en', 'ar'] as const) {
    test(`${language}: the transcript never scrolls sideways, at any text size, and passes axe with forced colours`, async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await openReader(
        page,
        `${language === 'ar' ? '/ar' : ''}/comics/reader/unity-crossover?page=3`,
      );
      await page.keyboard.press('t');
      const transcript = page.getByTestId('reader-text');
      await expect(transcript).toHaveAttribute('data-shown', 'true');
      await expect(transcript.getByRole('listitem').first()).toBeVisible();
      // The transcript starts below the reader bar, whose height here is several lines.
      const gap = await page.evaluate(() => {
        const text = document.querySelector<HTMLElement>('[data-testid="reader-text"]');
        const bar = document.querySelector<HTMLElement>('[data-testid="reader-bar"]');
        return (
          (text?.getBoundingClientRect().top ?? 0) - (bar?.getBoundingClientRect().bottom ?? 1)
        );
      });
      expect(gap).toBeGreaterThanOrEqual(0);
      const sizes = page.getByRole('combobox', {
        name: language === 'ar' ? 'حجم النص' : 'Text size',
      });
      for (const size of ['100', '200']) {
        await sizes.selectOption(size);
        const overflow = await page.evaluate(() => {
          const text = document.querySelector<HTMLElement>('[data-testid="reader-text"]');
          return {
            page: document.documentElement.scrollWidth - window.innerWidth,
            text: text ? text.scrollWidth - text.clientWidth : -1,
          };
        });
        expect(overflow).toEqual({ page: 0, text: 0 });
      }
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="reader"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`,
        );
      expect(serious).toEqual([]);
    });
  }
});

test('on a laptop, text mode shows the transcript beside the art, at the reading end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [path, side] of [
    ['/comics/reader/origins-1', 'right'],
    ['/ar/comics/reader/origins-1', 'left'],
  ] as const) {
    await openReader(page, path);
    await page.keyboard.press('t');
    const text = await page.getByTestId('reader-text').boundingBox();
    const art = await page.locator('[data-page-box]').boundingBox();
    if (!text || !art) throw new Error('no transcript or page');
    if (side === 'right') expect(art.x + art.width).toBeLessThanOrEqual(text.x + 1);
    else expect(text.x + text.width).toBeLessThanOrEqual(art.x + 1);
    expect(art.height).toBeGreaterThan(900 * 0.85);
  }
});

/** Replaces the browser's speech with a recorder that "speaks" each utterance, once released. */
function stubSpeech(page: Page, voices: { name: string; lang: string }[]) {
  return page.addInitScript((list) => {
    const spoken: { text: string; lang: string; voice: string | null; page: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    class Utterance {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    let queue: Utterance[] = [];
    let busy = false;
    // The voice stays silent until the test lets it speak (`releaseSpeech`), however slowly the
    // machine runs the test's steps before that.
    let held = true;
    const next = () => {
      if (held) return;
      const u = queue.shift();
      if (!u) {
        busy = false;
        return;
      }
      busy = true;
      // The page on screen when the line is spoken.
      const label = document.querySelector('[data-testid="reader-bar"] p[aria-live]');
      spoken.push({
        text: u.text,
        lang: u.lang,
        voice: u.voice?.name ?? null,
        page: label?.textContent ?? '',
      });
      u.onstart?.();
      setTimeout(() => {
        u.onend?.();
        next();
      }, 150);
    };
    (window as unknown as { releaseSpeech: () => void }).releaseSpeech = () => {
      held = false;
      if (!busy) next();
    };
    const synth = {
      getVoices: () =>
        list.map((v) => ({ ...v, default: false, localService: true, voiceURI: v.name })),
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
  }, voices);
}

const spoken = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          spoken: { text: string; lang: string; voice: string; page: string }[];
        }
      ).spoken,
  );

const VOICES = [
  { name: 'English narrator', lang: 'en-US' },
  { name: 'English two', lang: 'en-GB' },
  { name: 'English three', lang: 'en-AU' },
  { name: 'Arabic narrator', lang: 'ar-SA' },
  { name: 'Arabic two', lang: 'ar-EG' },
];

for (const language of ['en', 'ar'] as const) {
  test(`${language}: read-aloud speaks the page panel by panel in the right language, then reads on`, async ({
    page,
  }) => {
    await stubSpeech(page, VOICES);
    await openReader(page, `${language === 'ar' ? '/ar' : ''}/comics/reader/origins-1?page=4`);
    const panels = pagesOf('origins-1')[3]?.panels ?? [];
    const expected = panels.flatMap((panel) => [
      language === 'ar' ? panel.actionAr : panel.action,
      ...panel.lettering.map((letter) => expectedLine(letter, language)),
    ]);
    await openReaderMenu(page, language === 'ar' ? 'المزيد' : 'More');
    // "Continue to the next page" shows only while read-aloud is on.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page
      .getByRole('button', { name: language === 'ar' ? 'القراءة بصوت عالٍ' : 'Read aloud' })
      .click();
    await page
      .getByRole('checkbox', {
        name: language === 'ar' ? 'المتابعة إلى الصفحة التالية' : 'Continue to the next page',
      })
      .check();
    await page.evaluate(() => (window as unknown as { releaseSpeech: () => void }).releaseSpeech());
    // The page is read in panel order, every line in the edition's language; then page 5 follows.
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(expected.length);
    const said = await spoken(page);
    const [pageFour, pageFive] =
      language === 'ar' ? ['الصفحة 4 من 6', 'الصفحة 5 من 6'] : ['Page 4 of 6', 'Page 5 of 6'];
    expect(said.slice(0, expected.length).map((u) => [u.page, u.text])).toEqual(
      expected.map((line) => [pageFour, line]),
    );
    const five = pagesOf('origins-1')[4]?.panels[0];
    expect([said[expected.length]?.page, said[expected.length]?.text]).toEqual([
      pageFive,
      language === 'ar' ? five?.actionAr : five?.action,
    ]);
    expect(said.every((u) => u.lang.startsWith(language))).toBe(true);
    // Fahd speaks in a voice of his own, not the narrator's (who also reads the scene descriptions).
    const fahdLines = new Set(
      panels.flatMap((panel) =>
        panel.lettering
          .filter((letter) => letter.speaker === 'fahd')
          .map((letter) => expectedLine(letter, language)),
      ),
    );
    expect(fahdLines.size).toBeGreaterThan(0);
    const fahd = said.find((u) => fahdLines.has(u.text));
    expect(fahd).toBeDefined();
    expect(fahd?.voice).not.toBe(said[0]?.voice);
  });
}

test('read-aloud says clearly when the browser has no voices', async ({ page }) => {
  await stubSpeech(page, []);
  await openReader(page, '/comics/reader/origins-1');
  await openReaderMenu(page);
  await page.getByRole('button', { name: 'Read aloud' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Read-aloud is not available: this browser has no voices for speech.',
  );
  expect(await spoken(page)).toEqual([]);
});

test('the magnifier follows the pointer and magnifies 1.5 to 4 times', async ({ page }) => {
  await openReader(page, '/comics/reader/origins-1');
  await page.keyboard.press('m');
  const box = await page.locator('[data-page-box]').boundingBox();
  if (!box) throw new Error('no page box');
  const loupe = page.getByTestId('reader-loupe');
  // The magnifier appears under the pointer as it moves.
  let step = 0;
  await expect
    .poll(async () => {
      step += 1;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + (step % 2));
      return loupe.count();
    })
    .toBe(1);
  await expect(loupe).toHaveAttribute('data-zoom', '2');
  const first = await loupe.boundingBox();
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 3);
  await expect.poll(async () => (await loupe.boundingBox())?.x).not.toBe(first?.x);
  expect(await loupe.evaluate((el) => el.style.backgroundImage)).toContain('page-1.svg');
  await page.keyboard.press('+');
  await expect(loupe).toHaveAttribute('data-zoom', '2.5');
  await openReaderMenu(page);
  await page.getByRole('combobox', { name: 'Magnification' }).selectOption('4');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(loupe).toHaveAttribute('data-zoom', '4');
  await page.keyboard.press('m');
  await expect(loupe).toHaveCount(0);
});
