import { expect, test, type Page } from './fixtures';
import { collectScripts } from './support';
import { stubBridge } from './desktop-bridge';

const OFFLINE = 'You are offline. Comics you have opened before are still available.';

// The renderer's desktop and kiosk features in Chromium against the real built server, with the
// Electron bridge stubbed (desktop-bridge.ts).

const callsTo = (page: Page, method: string) =>
  page.evaluate(
    (name) => window.__abtal.calls.filter((call) => call.method === name).map((call) => call.args),
    method,
  );

// The reader's toolbar is another feature's markup: find the button by its own name only.
const fullscreenButton = (page: Page, name: 'Enter fullscreen' | 'Exit fullscreen') =>
  page.getByRole('button', { name, exact: true });
const attractScreen = (page: Page) => page.getByTestId('attract-screen');

test.describe('in a plain browser (no bridge)', () => {
  test('uses the browser fullscreen, and shows no attract screen or kiosk rules', async ({
    page,
  }) => {
    await page.goto('/comics/reader/origins-1');
    await expect(page.getByText('Page 1 of 6')).toBeVisible();
    // The reader's one fullscreen button drives the web's Fullscreen API here.
    await fullscreenButton(page, 'Enter fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await expect(attractScreen(page)).toHaveCount(0);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).userSelect),
    ).not.toBe('none');
    await page.goto('/');
    await expect(attractScreen(page)).toHaveCount(0);
  });

  test('the comics page loads no code of the offline library (the desktop app\u2019s alone)', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await page.goto('/comics');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /for offline$/ })).toHaveCount(0);
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    // The library's status texts are its own translation keys.
    expect(loaded.filter((code) => code.includes('offline.partOffline'))).toEqual([]);
  });

  test('says so while offline, and stops when back online', async ({ page, context }) => {
    await page.goto('/comics');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  });
});

test.describe('in the desktop app', () => {
  test('the comics page lists each comic to save for offline, and saves one', async ({ page }) => {
    await stubBridge(page);
    await page.goto('/comics');
    const save = page.getByRole('button', { name: 'Save Origins: The Awakening for offline' });
    await save.click();
    await expect.poll(async () => (await callsTo(page, 'saveOffline')).length).toBe(1);
    const saved = (await callsTo(page, 'saveOffline')) as string[][][];
    expect(saved[0]?.[0]).toContainEqual(
      expect.stringMatching(/^\/art\/comics\/origins-1\/page-6\.svg(\?v=[0-9a-f]{10})?$/),
    );
  });

  test('the reader toolbar has a fullscreen toggle that follows the window', async ({ page }) => {
    await stubBridge(page);
    await page.goto('/comics/reader/origins-1');
    await expect(page.getByText('Page 1 of 6')).toBeVisible();
    const enter = fullscreenButton(page, 'Enter fullscreen');
    await expect(enter).toBeVisible();
    await expect(enter).toHaveAttribute('aria-pressed', 'false');

    await enter.click();
    const exit = fullscreenButton(page, 'Exit fullscreen');
    await expect(exit).toHaveAttribute('aria-pressed', 'true');
    expect(await callsTo(page, 'toggleFullscreen')).toHaveLength(1);

    // F11 or Escape handled by main.
    await page.evaluate(() => window.__abtal.emit('window:fullscreen-changed', false));
    await expect(fullscreenButton(page, 'Enter fullscreen')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await callsTo(page, 'toggleFullscreen')).toHaveLength(1);
  });

  test('shows the offline notice when the network or the server goes away', async ({
    page,
    context,
  }) => {
    await stubBridge(page);
    await page.goto('/comics');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    // Main cannot reach the server although the network is up.
    await page.evaluate(() => window.__abtal.emit('app:online-changed', false));
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await page.evaluate(() => window.__abtal.emit('app:online-changed', true));
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  });

  test('restores reading progress from the app and writes page turns through', async ({ page }) => {
    await stubBridge(page, { progress: { 'comic-progress-nazra-origins': '2' } });
    await page.goto('/comics');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('comic-progress-nazra-origins')))
      .toBe('2');

    // One page at a time: a portrait window (a landscape one shows two-page spreads).
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto('/comics/reader/nazra-origins');
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect
      .poll(() => callsTo(page, 'setProgress'))
      .toEqual(
        expect.arrayContaining([
          ['comic-progress-nazra-origins', '3'],
          ['comic-read-nazra-origins', 'true'],
        ]),
      );
  });
});

test.describe('in the kiosk', () => {
  test.use({ hasTouch: true });

  test('attract screen, touch to start, "Still there?" and the reset back to attract', async ({
    page,
  }) => {
    await stubBridge(page, { kiosk: true, slideSeconds: 2 });
    await page.goto('/about');

    // Attract covers the app, on the start page.
    const start = attractScreen(page).getByRole('button', { name: /Touch to start/ });
    await expect(start).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const box = await start.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(300);

    // Covers and heroes take turns.
    const caption = page.getByTestId('attract-caption');
    const first = await caption.textContent();
    await expect(caption).not.toHaveText(first!, { timeout: 4000 });

    // Kiosk touch rules.
    expect(await page.evaluate(() => getComputedStyle(document.body).userSelect)).toBe('none');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction)).toBe(
      'manipulation',
    );
    const menuBlocked = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(menuBlocked).toBe(true);

    // A touch starts the visit on the comics.
    await start.tap();
    await expect(attractScreen(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/comics$/);
    expect((await callsTo(page, 'reportActivity')).length).toBeGreaterThan(0);

    // Idle: "Still there?" counts down; "I'm still here" keeps the visit.
    await page.evaluate(() => window.__abtal.runIdle(60));
    const prompt = page.getByRole('alertdialog', { name: 'Still there?' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByTestId('idle-countdown')).toHaveText(/^(60|59|58) seconds$/);
    await expect(prompt.getByTestId('idle-countdown')).toHaveText(/^5[0-8] seconds$/, {
      timeout: 4000,
    });
    const before = (await callsTo(page, 'reportActivity')).length;
    await prompt.getByRole('button', { name: "I'm still here" }).tap();
    await expect(prompt).toHaveCount(0);
    expect((await callsTo(page, 'reportActivity')).length).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/comics$/);

    // Idle again, nobody answers: reset, back to attract on the start page.
    await page.evaluate(() => window.__abtal.runIdle(2));
    await expect(prompt).toBeVisible();
    await expect(attractScreen(page)).toBeVisible({ timeout: 6000 });
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the staff PIN pad has large keys and reports a wrong PIN', async ({ page }) => {
    await stubBridge(page, {
      kiosk: true,
      exitResults: [{ ok: false }, { ok: false, retryAfterSeconds: 60 }],
    });
    await page.goto('/');
    await expect(attractScreen(page)).toBeVisible();

    await page.evaluate(() => window.__abtal.emit('kiosk:exit-requested', null));
    const pad = page.getByRole('dialog', { name: 'Staff exit' });
    await expect(pad).toBeVisible();
    for (const digit of ['0', '1', '5', '9']) {
      const key = pad.getByRole('button', { name: digit, exact: true });
      const box = await key.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    for (const digit of ['4', '3', '2', '1']) {
      await pad.getByRole('button', { name: digit, exact: true }).tap();
    }
    await pad.getByRole('button', { name: 'Unlock' }).tap();
    await expect(pad.getByRole('alert')).toHaveText('Wrong PIN');
    expect(await callsTo(page, 'exitKiosk')).toEqual([['4321']]);

    await pad.getByRole('button', { name: '7', exact: true }).tap();
    await pad.getByRole('button', { name: 'Unlock' }).tap();
    await expect(pad.getByRole('alert')).toHaveText(
      'Too many wrong PINs. Try again in 60 seconds.',
    );
  });
});
