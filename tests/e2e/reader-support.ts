import { expect, type CDPSession, type Page } from '@playwright/test';

/** The page label in the reader bar ("Page 2 of 6", "Pages 2-3 of 6"). */
export const pageLabel = (page: Page) =>
  page.getByRole('group', { name: 'Reader controls' }).locator('p[aria-live]');

/** Opens the reader bar's menu ("More"), where the options that do not fit in the bar are. */
export async function openReaderMenu(page: Page, name = 'More') {
  const more = page.getByTestId('reader-bar').getByRole('button', { name, exact: true });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(page.getByTestId('reader-menu')).toBeVisible();
}

/** Opens a comic in the reader and waits for its first page image to be decoded. */
export async function openReader(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('reader-stage')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('[data-page-box] img');
        return Boolean(img?.complete && img.naturalWidth > 0);
      }),
    )
    .toBe(true);
}

/** The bounding boxes of the page images on screen. */
export const pageImageBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-page-box] img')].map((img) => {
      const r = img.getBoundingClientRect();
      return { width: r.width, height: r.height };
    }),
  );

/** The reader's camera as its transform of the pages (its pan and its zoom). */
export const cameraTransform = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<HTMLElement>('[data-testid="reader-pages"]')?.parentElement?.style
        .transform ?? '',
  );

/** The zoom of the reader's camera, read from the transform of the pages. */
export const zoomScale = (page: Page) =>
  page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>(
      '[data-testid="reader-pages"]',
    )?.parentElement;
    const match = /scale\(([\d.]+)\)/.exec(layer?.style.transform ?? '');
    return match ? Number(match[1]) : 1;
  });

/** Touch input through the Chrome DevTools Protocol (real touch events, as a finger makes them). */
export class Finger {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }

  /** A stroke of one or more fingers, each from a point to a point, in `steps` moves. */
  async stroke(paths: { from: [number, number]; to: [number, number] }[], steps = 8) {
    const at = (t: number) =>
      paths.map((path, id) => ({
        x: path.from[0] + (path.to[0] - path.from[0]) * t,
        y: path.from[1] + (path.to[1] - path.from[1]) * t,
        id,
      }));
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let step = 1; step <= steps; step += 1) {
      await this.cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(step / steps),
      });
    }
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  swipe(from: [number, number], to: [number, number]) {
    return this.stroke([{ from, to }]);
  }

  tap(x: number, y: number) {
    return this.stroke([{ from: [x, y], to: [x, y] }], 1);
  }
}
