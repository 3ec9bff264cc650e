import { OVERLAP_SIZES, overlapStates } from '../bench/reader-overlap.mjs';
import { expect, test } from './fixtures';

// Controls never cover the comic: at open, after a turn and in guided view, in both editions, no
// element of the reader outside its stage lies over a pixel of the page, and the page still fills
// the space (85 % of a laptop's or a sideways phone's height, 92 % of an upright phone's width).
for (const size of OVERLAP_SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
    });
    const upright = size.height > size.width;

    for (const edition of ['en', 'ar'] as const) {
      test(`no control covers the page (${edition})`, async ({ page }) => {
        const results = await overlapStates(page, '', edition);
        expect(results.map((r) => r.state)).toEqual(['open', 'turn', 'guided']);
        for (const result of results) {
          expect(result.area, `${result.state}: ${result.covering.join(', ')}`).toBe(0);
        }
        // The page fills the space the bar leaves (guided view zooms, so the page view is measured).
        for (const result of results.slice(0, 2)) {
          if (upright) expect(result.widthShare, result.state).toBeGreaterThanOrEqual(0.92);
          else expect(result.heightShare, result.state).toBeGreaterThanOrEqual(0.85);
        }
      });
    }
  });
}
