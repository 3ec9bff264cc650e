// How much of the comic the reader's controls cover: the area (px²) of every visible element of the
// reader outside its stage (the bar, its buttons and texts, the hint, notices) that lies over the
// part of a page box the stage shows. Shared by the browser test (tests/e2e/reader-overlap.spec.ts)
// and `npm run bench:reader`.
/* global document, getComputedStyle, innerWidth, innerHeight */

/** The window sizes measured: two laptops, a phone held upright and held sideways. */
export const OVERLAP_SIZES = [
  { width: 1366, height: 900, touch: false },
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
  { width: 844, height: 390, touch: true },
];

/** In the page: the covered area, the elements covering, and the page's share of the window. */
export function measureInPage() {
  const stage = document.querySelector('[data-testid="reader-stage"]');
  if (!stage) return null;
  const s = stage.getBoundingClientRect();
  const clip = (r, c) => {
    const left = Math.max(r.left, c.left);
    const top = Math.max(r.top, c.top);
    const right = Math.min(r.right, c.right);
    const bottom = Math.min(r.bottom, c.bottom);
    return right > left && bottom > top ? { left, top, right, bottom } : null;
  };
  const pages = [...document.querySelectorAll('[data-page-box]')]
    .map((box) => clip(box.getBoundingClientRect(), s))
    .filter(Boolean);
  const shown = (element) => {
    if (element.closest('.sr-only, [hidden]')) return false;
    for (let e = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    }
    return true;
  };
  const covering = [];
  let area = 0;
  for (const element of document.querySelectorAll('[data-testid="reader"] *')) {
    if (stage.contains(element) || element.contains(stage) || !shown(element)) continue;
    const r = element.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    for (const page of pages) {
      const over = clip(r, page);
      if (!over) continue;
      area += (over.right - over.left) * (over.bottom - over.top);
      covering.push(element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30));
    }
  }
  const width = pages.reduce((sum, p) => sum + p.right - p.left, 0);
  const height = Math.max(0, ...pages.map((p) => p.bottom - p.top));
  return {
    area: Math.round(area),
    covering: [...new Set(covering)].slice(0, 5),
    widthShare: width / innerWidth,
    heightShare: height / innerHeight,
  };
}

/**
 * Opens a comic in an edition and measures at open, after a turn and in guided view. `page` is a
 * Playwright page of a context of the size to measure.
 */
export async function overlapStates(page, base, edition) {
  const prefix = edition === 'ar' ? '/ar' : '';
  await page.goto(`${base}${prefix}/comics/reader/origins-1?page=1`);
  const decoded = () =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('[data-page-box] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
  await page.waitForSelector('[data-page-box] img');
  await decoded();
  const results = [{ state: 'open', ...(await page.evaluate(measureInPage)) }];
  const label = () => page.locator('[data-testid="reader-bar"] p[aria-live]').textContent();
  const before = await label();
  // The next page: ArrowRight left to right, ArrowLeft in the Arabic edition (right to left).
  await page.keyboard.press(edition === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await page.waitForFunction(
    (text) =>
      document.querySelector('[data-testid="reader-bar"] p[aria-live]')?.textContent !== text,
    before,
  );
  await decoded();
  await page.waitForTimeout(400);
  results.push({ state: 'turn', ...(await page.evaluate(measureInPage)) });
  await page.keyboard.press('g');
  await page.waitForSelector('[data-testid="reader-panel-highlight"]');
  // The camera's move to the panel.
  await page.waitForTimeout(700);
  results.push({ state: 'guided', ...(await page.evaluate(measureInPage)) });
  return results;
}
