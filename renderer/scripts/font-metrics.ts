// Measures the site's web fonts against the local font that stands in while they load (Arial,
// metric-compatible with Liberation Sans on Linux, for Latin; DejaVu Sans, the Arabic face Linux
// has, for the Arabic subsets) and prints the `size-adjust` and
// `ascent-override`/`descent-override` of a fallback face that takes the same room, so the swap
// moves nothing. Paste the output into renderer/src/styles/index.css when a font changes.
//
//   npx tsx renderer/scripts/font-metrics.ts
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MODULES = join(import.meta.dirname, '../../node_modules');
const FONTS = [
  {
    family: 'Cairo Variable',
    fallback: 'Cairo Fallback',
    file: '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
    weight: 400,
  },
  {
    family: 'Bangers',
    fallback: 'Bangers Fallback',
    file: '@fontsource/bangers/files/bangers-latin-400-normal.woff2',
    weight: 400,
  },
  {
    family: 'Cairo Variable',
    fallback: 'Cairo Arabic Fallback',
    file: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    weight: 400,
    local: 'DejaVu Sans',
    sample: 'arabic',
  },
  {
    family: 'Reem Kufi Variable',
    fallback: 'Reem Kufi Arabic Fallback',
    file: '@fontsource-variable/reem-kufi/files/reem-kufi-arabic-wght-normal.woff2',
    weight: 400,
    local: 'DejaVu Sans',
    sample: 'arabic',
  },
] as const;
const LOCAL = 'Arial';
// Text as the site sets it: letter frequencies of running text, capitals in headings.
const SAMPLES = {
  latin:
    'From the Arab World, A New Universe Rises. Five guardians, born from the desert, the sea, the earth, the sky and the stone of ancient cities, wake to protect a region racing towards the future.',
  arabic:
    'من العالم العربي، يولد عالم جديد. خمسة حراس وُلدوا من الصحراء والبحر والأرض والسماء وحجر المدن القديمة، يستيقظون لحماية منطقة تسابق المستقبل.',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.goto(pathToFileURL(join(MODULES, '@fontsource/bangers/package.json')).href);
for (const font of FONTS) {
  const local = 'local' in font ? font.local : LOCAL;
  const SAMPLE = SAMPLES['sample' in font ? font.sample : 'latin'];
  const url = pathToFileURL(join(MODULES, font.file)).href;
  // A string, not a function: tsx would wrap inner functions in a helper the page lacks.
  const m = (await page.evaluate(`(async () => {
    const face = new FontFace(${JSON.stringify(font.family)}, 'url(${url})', { weight: '${font.weight}' });
    document.fonts.add(await face.load());
    const ctx = document.createElement('canvas').getContext('2d');
    const measure = (name) => {
      ctx.font = '${font.weight} 100px "' + name + '"';
      const t = ctx.measureText(${JSON.stringify(SAMPLE)});
      return { width: t.width, ascent: t.fontBoundingBoxAscent, descent: t.fontBoundingBoxDescent };
    };
    return { web: measure(${JSON.stringify(font.family)}), local: measure('${local}') };
  })()`)) as Record<'web' | 'local', { width: number; ascent: number; descent: number }>;
  const sizeAdjust = m.web.width / m.local.width;
  const pct = (value: number) => `${(value * 100).toFixed(2)}%`;
  console.log(`@font-face {
  font-family: '${font.fallback}';
  src: local('${local}');
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(m.web.ascent / 100 / sizeAdjust)};
  descent-override: ${pct(m.web.descent / 100 / sizeAdjust)};
  line-gap-override: 0%;
}`);
}
await browser.close();
