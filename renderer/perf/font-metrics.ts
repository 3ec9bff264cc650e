// Measures the site's web fonts against the local font that stands in while they load (Arial,
// metric-compatible with Liberation Sans on Linux, for Latin; DejaVu Sans, the Arabic face Linux
// has, for the Arabic subsets) and prints the `size-adjust` and
// `ascent-override`/`descent-override` of a fallback face that takes the same room, so the swap
// moves nothing. Paste the output into renderer/src/styles/index.css when a font changes.
//
//   npx tsx renderer/perf/font-metrics.ts
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ar } from '../src/lib/i18n/ar';

const MODULES = join(import.meta.dirname, '../../node_modules');
/**
 * A fallback face per weight band: the web fonts widen with their weight faster than DejaVu Sans
 * does, so one `size-adjust` left bold Arabic 11% narrower than it would be set (and headings
 * wrapped on one line less before the swap). Bold bands stand in with DejaVu Sans Bold.
 */
const FONTS = [
  {
    family: 'Cairo Variable',
    fallback: 'Cairo Fallback',
    file: '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
    bands: [{ weight: 400 }],
  },
  {
    family: 'Bangers',
    fallback: 'Bangers Fallback',
    file: '@fontsource/bangers/files/bangers-latin-400-normal.woff2',
    bands: [{ weight: 400 }],
  },
  {
    family: 'Cairo Variable',
    fallback: 'Cairo Arabic Fallback',
    file: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    sample: 'arabic',
    bands: [
      { weight: 400, range: '1 449', local: 'DejaVu Sans' },
      { weight: 500, range: '450 549', local: 'DejaVu Sans' },
      { weight: 600, range: '550 649', local: 'DejaVu Sans Bold' },
      { weight: 700, range: '650 1000', local: 'DejaVu Sans Bold' },
    ],
  },
  {
    family: 'Reem Kufi Variable',
    fallback: 'Reem Kufi Arabic Fallback',
    file: '@fontsource-variable/reem-kufi/files/reem-kufi-arabic-wght-normal.woff2',
    sample: 'arabic',
    bands: [
      { weight: 400, range: '1 549', local: 'DejaVu Sans' },
      { weight: 700, range: '550 1000', local: 'DejaVu Sans Bold' },
    ],
  },
] as const;
// Arial, or the fonts that share its metrics where it is missing (Linux).
const LOCAL = "local('Arial'), local('Liberation Sans'), local('Arimo')";
// Text as the site sets it: letter frequencies of running text, capitals in headings; for Arabic,
// every text of the Arabic edition.
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value.replace(/\{\{\w+\}\}/g, '')]
    : Object.values(value as Record<string, unknown>).flatMap(texts);
const SAMPLES = {
  latin:
    'From the Arab World, A New Universe Rises. Five guardians, born from the desert, the sea, the earth, the sky and the stone of ancient cities, wake to protect a region racing towards the future.',
  arabic: texts(ar).join(' '),
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.goto(pathToFileURL(join(MODULES, '@fontsource/bangers/package.json')).href);
for (const font of FONTS) {
  const SAMPLE = SAMPLES['sample' in font ? font.sample : 'latin'];
  const url = pathToFileURL(join(MODULES, font.file)).href;
  for (const band of font.bands) {
    const src = 'local' in band ? `local('${band.local}')` : LOCAL;
    // A string, not a function: tsx would wrap inner functions in a helper the page lacks.
    const m = (await page.evaluate(`(async () => {
      const face = new FontFace(${JSON.stringify(font.family)}, 'url(${url})', { weight: '1 1000' });
      document.fonts.add(await face.load());
      // The stand-in as the pages declare it: a local face that covers every weight.
      const stand = new FontFace('Stand-in ${band.weight}', ${JSON.stringify(src)}, { weight: '1 1000' });
      document.fonts.add(await stand.load());
      const ctx = document.createElement('canvas').getContext('2d');
      const measure = (name) => {
        ctx.font = '${band.weight} 100px "' + name + '"';
        // Arabic word by word: the spaces between are set in the Latin faces, as on the pages.
        const words = ${'sample' in font ? `${JSON.stringify(SAMPLE)}.split(/\\s+/).filter(Boolean)` : JSON.stringify([SAMPLE])};
        const t = ctx.measureText(words[0]);
        const width = words.reduce((sum, word) => sum + ctx.measureText(word).width, 0);
        return { width, ascent: t.fontBoundingBoxAscent, descent: t.fontBoundingBoxDescent };
      };
      return { web: measure(${JSON.stringify(font.family)}), local: measure('Stand-in ${band.weight}') };
    })()`)) as Record<'web' | 'local', { width: number; ascent: number; descent: number }>;
    const sizeAdjust = m.web.width / m.local.width;
    const pct = (value: number) => `${(value * 100).toFixed(2)}%`;
    console.log(`@font-face {
  font-family: '${font.fallback}';
  src: ${src};${'range' in band ? `\n  font-weight: ${band.range};` : ''}
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(m.web.ascent / 100 / sizeAdjust)};
  descent-override: ${pct(m.web.descent / 100 / sizeAdjust)};
  line-gap-override: 0%;
}`);
  }
}
await browser.close();
