import { expect, test } from './fixtures';
import { cameraTransform, Finger, openReader, pageLabel, zoomScale } from './reader-support';
import { settled } from './support';

for (const size of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  test.describe(`touch at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });

    test('swipes and taps in the outer thirds turn pages; the middle shows and hides the bar', async ({
      page,
    }) => {
      await openReader(page, '/comics/reader/origins-1');
      const finger = await Finger.on(page);
      const { width, height } = size;
      const y = height * 0.6;
      // Portrait shows one page at a time, landscape two.
      const second = width > height ? 'Pages 2-3 of 6' : 'Page 2 of 6';

      await expect(page.getByText(/^Swipe or tap the edges/).first()).toBeAttached();
      await finger.swipe([width * 0.8, y], [width * 0.2, y]);
      await expect(pageLabel(page)).toHaveText(second);
      await finger.swipe([width * 0.2, y], [width * 0.8, y]);
      await expect(pageLabel(page)).toHaveText('Page 1 of 6');

      await finger.tap(width * 0.9, y);
      await expect(pageLabel(page)).toHaveText(second);
      await finger.tap(width * 0.1, y);
      await expect(pageLabel(page)).toHaveText('Page 1 of 6');

      const bar = page.getByTestId('reader-bar');
      const shown = await bar.getAttribute('data-visible');
      await finger.tap(width / 2, y);
      await expect(bar).toHaveAttribute('data-visible', shown === 'true' ? 'false' : 'true');
      // The middle brings it back, and never turned the page.
      await finger.tap(width / 2, y);
      await expect(bar).toHaveAttribute('data-visible', shown ?? 'true');
      await expect(pageLabel(page)).toHaveText('Page 1 of 6');
    });

    test('two fingers zoom and never turn the page; a swipe on a zoomed page pans', async ({
      page,
    }) => {
      await openReader(page, '/comics/reader/origins-1');
      const finger = await Finger.on(page);
      const { width, height } = size;
      const cy = height * 0.55;
      // A pinch that also drifts sideways, like a swipe.
      await finger.stroke([
        { from: [width * 0.45, cy], to: [width * 0.15, cy] },
        { from: [width * 0.55, cy], to: [width * 0.95, cy + 10] },
      ]);
      await expect.poll(() => zoomScale(page)).toBeGreaterThan(1.5);
      await expect(pageLabel(page)).toHaveText('Page 1 of 6');

      // Zoomed, a one-finger swipe moves the page around instead of turning it.
      const zoomed = await cameraTransform(page);
      await finger.swipe([width * 0.8, cy], [width * 0.2, cy]);
      await expect.poll(() => cameraTransform(page)).not.toBe(zoomed);
      await settled(page);
      await expect(pageLabel(page)).toHaveText('Page 1 of 6');
      expect(await zoomScale(page)).toBeGreaterThan(1.5);

      // Double-tap in the middle zooms back out; then a swipe turns again.
      await finger.tap(width / 2, cy);
      await finger.tap(width / 2, cy);
      await expect.poll(() => zoomScale(page)).toBe(1);
      await finger.swipe([width * 0.8, cy], [width * 0.2, cy]);
      await expect(pageLabel(page)).not.toHaveText('Page 1 of 6');
    });
  });
}
