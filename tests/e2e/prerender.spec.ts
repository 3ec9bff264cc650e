import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, test, type Page } from './fixtures';
import { registerViaApi, settled } from './support';

/**
 * Keeps a reference to the first heading the HTML parser inserts, before any script runs: after
 * hydration the same element must still be in the page (React adopted it instead of replacing it).
 */
async function watchFirstHeading(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { prerenderedHeading?: Element };
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('#root h1');
      if (heading) {
        seen.prerenderedHeading = heading;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the heading the HTML parser made is still the page's heading (see watchFirstHeading). */
/** The paths of the scripts the page has fetched so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

const keptFirstHeading = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { prerenderedHeading?: Element }).prerenderedHeading;
    return !!seen && seen.isConnected && seen === document.querySelector('#root h1');
  });

/** The page's console errors and warnings and uncaught errors, collected from now on. */
function warningsOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // The signed-out session check answers 401: that is the browser's note, not the page's.
    if (message.text().includes('status of 401')) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

// Every prerendered page a visitor without a session gets (members-only pages redirect).
const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../dist/web/prerender.json'), 'utf8'),
) as {
  pages: Record<string, string>;
  memberPages: Record<string, string>;
  signInRedirects: Record<string, string>;
};
const visitorPaths = Object.keys(manifest.pages).filter((path) => !manifest.signInRedirects[path]);
// And a server episode's reader in each edition: the shells the server fills in per request.
const shellPaths = ['/comics/reader/dubai-guardians-002', '/ar/comics/reader/dubai-guardians-002'];

/**
 * Runs `check` on each route in turn, in one browser context, each route starting from a visitor's
 * empty storage (`page` is one of the context's pages, to clear it). Returns one entry per failing
 * route, naming it, so that a walk reports every failing route at once instead of the first.
 */
async function eachRoute(
  routes: string[],
  context: BrowserContext,
  page: Page,
  check: (path: string) => Promise<void>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const path of routes) {
    try {
      await check(path);
    } catch (error) {
      failures.push(`${path}: ${(error as Error).message}`);
    }
    await context.clearCookies();
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
  }
  return failures;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

for (const [path, heading] of [
  ['/', 'A New Universe Rises'],
  ['/comics', 'Digital Comics'],
  ['/academy', 'Abtal Academy'],
  ['/characters', 'Meet the Guardians'],
  ['/auth/login', 'Welcome Back'],
] as const) {
  test(`${path} hydrates its prerendered HTML without a warning or a new DOM`, async ({ page }) => {
    const messages = warningsOf(page);
    await watchFirstHeading(page);
    await page.goto(path);
    await hydrated(page);
    // Give React time to report a mismatch (it does so after the hydration pass).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    expect(await keptFirstHeading(page)).toBe(true);
    expect(messages).toEqual([]);
  });
}

for (const [path, loading] of [
  ['/academy', 'Loading courses...'],
  ['/ar/academy', 'جارٍ تحميل الدورات...'],
] as const) {
  test(`${path} hydrates its prerendered course list: no loading frame, the same cards`, async ({
    page,
  }) => {
    const messages = warningsOf(page);
    // Every state of the page from the first parsed card on: the loading text must never show,
    // and the first card must be the element the HTML parser made.
    await page.addInitScript((text) => {
      const seen = window as unknown as { firstCard?: Element; loadingShown?: boolean };
      new MutationObserver(() => {
        seen.firstCard ??= document.querySelector('[data-testid="course-card"]') ?? undefined;
        if (document.getElementById('root')?.textContent?.includes(text)) seen.loadingShown = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, loading);
    const refreshed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/courses',
    );
    await page.goto(path);
    await hydrated(page);
    // The page asks the API again once live (an operator's change since the build would show).
    expect((await refreshed).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    const state = await page.evaluate(() => {
      const seen = window as unknown as { firstCard?: Element; loadingShown?: boolean };
      const cards = document.querySelectorAll('[data-testid="course-card"]');
      return {
        cards: cards.length,
        sameCard: !!seen.firstCard && seen.firstCard === cards[0],
        loadingShown: seen.loadingShown ?? false,
      };
    });
    expect(state).toEqual({ cards: 12, sameCard: true, loadingShown: false });
    expect(messages).toEqual([]);
  });
}

for (const [path, shown] of [
  ['/academy?category=Writing', (page: Page) => page.getByTestId('course-card')],
  ['/comics?category=origins', (page: Page) => page.locator('article:has(img[alt^="Cover of"])')],
  ['/ar/comics?category=origins', (page: Page) => page.locator('article:has(img[alt^="غلاف"])')],
] as const) {
  test(`a shared link's filter (${path}) applies to the prerendered list without a mismatch`, async ({
    page,
  }) => {
    const messages = warningsOf(page);
    await watchFirstHeading(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Writing has two courses; Origins three comics.
    await expect(shown(page)).toHaveCount(path.startsWith('/academy') ? 2 : 3);
    expect(await keptFirstHeading(page)).toBe(true);
    expect(messages).toEqual([]);
  });
}

test('the courses in the academy HTML are the ones the API answers, ids included; the syllabus and outcomes only of the featured course', async ({
  request,
}) => {
  type Course = { featured: number; syllabus: string[]; outcomes: string[] };
  for (const [path, api] of [
    ['/academy', '/api/courses'],
    ['/ar/academy', '/api/courses?lang=ar'],
  ]) {
    const html = await (await request.get(path)).text();
    const json = /<script id="embedded-queries" type="application\/json">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    const [embedded] = JSON.parse(json ?? '[{}]') as { data: unknown }[];
    const answer = (await (await request.get(api)).json()) as Course[];
    // The page shows the featured course's lists; the others' come with the answer the page asks
    // for once live (tested above), so the HTML leaves them out.
    const others = answer.filter((course) => !course.featured);
    expect(others.length, path).toBeGreaterThan(0);
    for (const course of others) expect(course.syllabus.length, path).toBeGreaterThan(0);
    expect(embedded.data, path).toEqual(
      answer.map((course) =>
        course.featured ? course : { ...course, syllabus: [], outcomes: [] },
      ),
    );
  }
});

test('the hydrated page works: a filter on /comics changes the list', async ({ page }) => {
  await page.goto('/comics');
  await hydrated(page);
  await page.getByRole('button', { name: 'Crossover' }).click();
  await expect(page.getByRole('heading', { name: 'Unity: The Five Become One' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guardians United' })).toHaveCount(0);
});

test('the page paints before any script is fetched, and a tap made meanwhile is answered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // Hold the app's entry script until the test lets it through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The menu button is in the prerendered page, the app is not running yet: the tap is held.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  release();
  await hydrated(page);
  // Answered once: the drawer is open, not opened and closed again.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
});

test('the large files a page starts with are asked for beside its entry, not once the entry has arrived', async ({
  page,
}) => {
  // Every script held: what is asked for meanwhile was named by the page itself, since no module
  // has arrived to tell the browser what it imports.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  for (const [path, large] of [
    ['/', ['framework', 'app']],
    ['/ar/auth/login', ['framework', 'app', 'use-zod-form']],
  ] as const) {
    requested.length = 0;
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const scripts = () => requested.filter((file) => file.endsWith('.js'));
    // The entry, the page's module and the large files; the small ones come with the modules
    // that import them.
    await expect.poll(() => scripts().length, path).toBe(large.length + 2);
    for (const name of large)
      expect(
        scripts().some((file) => file.startsWith(`/assets/${name}-`)),
        `${path}: ${name}`,
      ).toBe(true);
  }
  release();
  await hydrated(page);
});

test('a visitor without a session gets each page signed out from the first paint, a member the page that asks', async ({
  page,
}) => {
  // Signed out: the members' plans page says to sign in, in the HTML itself, and stays so.
  const html = await (await page.request.get('/subscription')).text();
  expect(html).toContain('data-session="none"');
  expect(html).toContain('Please sign in to manage your subscription');
  expect(html).not.toContain('Loading your session');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeAttached();

  // With a session cookie: the page a member's browser shows while it asks, then their plan.
  await registerViaApi(page);
  const member = await page.request.get('/subscription');
  expect(member.headers()['vary']).toMatch(/Cookie/i);
  const memberHtml = await member.text();
  expect(memberHtml).toContain('Loading your session');
  expect(memberHtml).not.toContain('data-session');
  await page.goto('/subscription');
  await expect(page.getByText('Current tier:')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page can be read: heading, text and the site navigation', async ({ page }) => {
    await page.goto('/characters');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet the Guardians');
    await expect(page.getByText('Five guardians woke under the great alignment')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page).toHaveTitle('Meet the Guardians | Abtal Universe');
  });
});

test('each page has its own title, description, canonical link and share tags', async ({
  request,
}) => {
  const html = await (await request.get('/academy')).text();
  expect(html).toContain('<title>Abtal Academy | Abtal Universe</title>');
  expect(html).toMatch(/<meta name="description" content="Learn the craft behind the universe/);
  expect(html).toContain('<link rel="canonical" href="https://abtal-universe.com/academy" />');
  expect(html).toContain(
    '<meta property="og:image" content="https://abtal-universe.com/share/academy.png" />',
  );
  const image = await request.get('/share/academy.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test("a server episode's reader names the episode in its head; a reader address with no comic is a 404", async ({
  page,
  request,
}) => {
  const res = await request.get('/comics/reader/dubai-guardians-002');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>Guardians of Dubai: Episode 002 | Abtal Universe</title>');
  expect(html).toMatch(/<meta property="og:description" content="Every light on the Dubai Metro/);
  expect(html).toContain(
    '<link rel="canonical" href="https://abtal-universe.com/comics/reader/dubai-guardians-002" />',
  );
  // Its own cover is preloaded (the loading screen shows it), no other page's image.
  expect(html.match(/<link rel="preload" as="image" href="[^"]+"/g)).toEqual([
    '<link rel="preload" as="image" href="/api/episodes/dubai-guardians-002/cover"',
    '<link rel="preload" as="image" href="/api/episodes/dubai-guardians-002/cover"',
  ]);
  const arabic = await (await request.get('/ar/comics/reader/dubai-guardians-002')).text();
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).toContain('<title>حرّاس دبي: الحلقة 002 | أبطال</title>');

  const missing = await page.goto('/comics/reader/no-such-episode');
  expect(missing?.status()).toBe(404);
  expect(await missing?.text()).toContain('<meta name="robots" content="noindex" />');
  // The app still says so in the reader's own words.
  await expect(page.getByText('Comic not found or not available')).toBeVisible();
});

test("a server episode's reader paints its loading screen from the HTML, then starts the app", async ({
  page,
  request,
}) => {
  // The screen the app first draws there, readable without JavaScript, in each edition; a
  // visitor's version starts signed out.
  const html = await (await request.get('/comics/reader/dubai-guardians-002')).text();
  expect(html).toMatch(/<div id="root">.*<p [^>]*>Loading comic\.\.\.<\/p>/s);
  expect(html).toContain('href="https://abtal-universe.com/ar/comics/reader/dubai-guardians-002"');
  expect(html).toContain('data-session="none"');
  const arabic = await (await request.get('/ar/comics/reader/dubai-guardians-002')).text();
  expect(arabic).toMatch(/<div id="root">.*<p [^>]*>جارٍ تحميل القصة\.\.\.<\/p>/s);

  const messages = warningsOf(page);
  await page.goto('/comics/reader/dubai-guardians-002');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  const { paint, entry } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: performance
      .getEntriesByType('resource')
      .find((item) => /\/assets\/index-[\w-]+\.js$/.test(item.name))?.startTime,
  }));
  // The app is asked for once the loading screen has painted: a page with nothing to paint
  // would wait for the boot script's fallback, 3 s after it ran.
  expect(paint).toBeGreaterThan(0);
  expect(entry).toBeGreaterThan(paint!);
  expect(entry).toBeLessThan(3000);
  // The episode is early access: a visitor is told when it unlocks (the API's 403 is expected).
  await expect(page.getByText('Subscription Required')).toBeVisible();
  expect(messages.filter((message) => !message.includes('status of 403'))).toEqual([]);
});

test('a client-side navigation sets the new page title', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Comics' })
    .click();
  await expect(page).toHaveTitle('Digital Comics | Abtal Universe');
});

test("the reader's page number in the address is the same page; leaving it is a new one", async ({
  page,
}) => {
  const routeLists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/route-meta-')) routeLists.push(request.url());
  });
  const firstPageMarked = () =>
    page.evaluate(() => document.documentElement.hasAttribute('data-first-page'));
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.goto('/comics/reader/origins-1');
  await hydrated(page);
  await expect(page).toHaveURL(/\?page=1$/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?page=2$/);
  // Turning pages neither fetches the list of routes (for titles) nor lays the page out anew.
  expect(routeLists).toEqual([]);
  expect(await firstPageMarked()).toBe(true);
  await expect(page).toHaveTitle('Origins: The Awakening | Abtal Universe');
  // Escape leaves a reader opened directly for the comics: a new page, with its own title.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/comics$/);
  await expect(page).toHaveTitle('Digital Comics | Abtal Universe');
  expect(routeLists).toHaveLength(1);
  expect(await firstPageMarked()).toBe(false);
});

test('the first page lays out its lower sections as they come near; pages the app shows next are laid out whole', async ({
  page,
}) => {
  const visibility = (selector: string) =>
    page.evaluate(
      (css) => getComputedStyle(document.querySelector(css)!).contentVisibility,
      selector,
    );
  await page.goto('/about');
  expect(await visibility('footer')).toBe('auto');
  expect(await visibility('main section:first-of-type')).toBe('visible');
  // A reload (which restores the scroll position) lays the page out whole.
  await page.reload();
  expect(await visibility('footer')).toBe('visible');

  await page.goto('/comics');
  expect(await visibility('footer')).toBe('auto');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  expect(await visibility('footer')).toBe('visible');
});

test('the first page is marked before its body is parsed, so nothing on screen is laid out late', async ({
  page,
}) => {
  // Set once a frame had rendered part of the body, the mark made the sections already on
  // screen skip their content for a frame now and then (a layout shift of 0.2 on /characters).
  await page.addInitScript(() => {
    const seen = window as unknown as { bodyWhenMarked?: number };
    // Scripts added here run before the parser has made the root element: watch the document.
    new MutationObserver(() => {
      if (document.documentElement?.hasAttribute('data-first-page'))
        seen.bodyWhenMarked ??= document.body ? document.body.childElementCount : -1;
    }).observe(document, { attributeFilter: ['data-first-page'], subtree: true });
  });
  for (const path of ['/characters', '/ar/comics']) {
    await page.goto(path);
    expect(
      await page.evaluate(() => (window as unknown as { bodyWhenMarked?: number }).bodyWhenMarked),
      `${path}: marked with no body yet`,
    ).toBe(-1);
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-first-page')),
    ).toBe(true);
  }
});

test('the decorative loops start once the app is live, not with the prerendered page', async ({
  page,
}) => {
  const loops = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => (animation as CSSAnimation).animationName === 'pulse-slow').length,
    );
  // The app's scripts refused: the page (with its full stylesheet) never goes live.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelector('link[rel=stylesheet]') !== null);
  // The stylesheet applied, and frames drawn with it: a loop it started would be running.
  await page.evaluate(
    () => (window as unknown as { __abtalBoot: { styled: Promise<void> } }).__abtalBoot.styled,
  );
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
  expect(await loops()).toBe(0);

  await page.unroute(/\/assets\/.+\.js$/);
  await page.goto('/');
  // The hero's dots and the sparkle on its image.
  await expect.poll(loops).toBeGreaterThanOrEqual(7);
});

test('the code every page starts with comes in a few files, not one per shared module', async ({
  page,
}) => {
  // What the entry imports: before, a file for each module a lazy page shared with it (the
  // translations, the auth hooks, the button, ...), 16 files on every first visit.
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../dist/web/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
  const entryImports = (entry.imports ?? []).map((key) => manifest[key]!.file);
  expect(entryImports.length, entryImports.join(' ')).toBeLessThanOrEqual(3);
  expect(entryImports.some((file) => file.includes('/framework-'))).toBe(true);
  expect(entryImports.some((file) => file.includes('/app-'))).toBe(true);

  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
  const scripts = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
  );
  // The entry, its three, the home page's module and the four it shares with other pages (39
  // scripts before by the time the page was idle, with the "continue reading" code, which a
  // visitor with nothing started has no use for).
  expect(scripts).toBeLessThanOrEqual(10);
});

test("the reader checks its panel data and read count with the schema library's small build", async ({
  page,
  request,
}) => {
  await page.goto('/comics/reader/origins-1');
  await expect(page.getByTestId('read-count')).toHaveText(/\d+ reads?/);
  // The panel data is checked once its module has come.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/panels-data-')),
  );
  await expect(page.getByRole('button', { name: 'Text', exact: true })).toBeEnabled();
  const scripts = await loadedScripts(page);
  const texts = await Promise.all(
    scripts.map(async (script) => (await request.get(script)).text()),
  );
  // Each build names its schema classes: `ZodMiniObject` in the small one, `ZodObject` in the
  // full one (`$ZodObject` is their shared core's), whose own code is as much again to start.
  expect(texts.some((text) => text.includes('ZodMiniObject'))).toBe(true);
  const full = scripts.filter((_, at) => /[`'"]ZodObject[`'"]/.test(texts[at]!));
  expect(full).toEqual([]);
});

for (const path of ['/auth/register', '/subscription']) {
  test(`${path} starts without the schema library, which comes with the first check`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
    const scripts = await loadedScripts(page);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      // `ZodObject` names a schema class of the full build, `$ZodObject` one of the core every
      // build shares: neither has come by the time the page is live.
      const text = await (await request.get(script)).text();
      expect(/[`'"]\$?ZodObject[`'"]/.test(text), script).toBe(false);
    }
  });
}

test('every script a page starts with carries the compile hint, in each encoding', async ({
  page,
  request,
}) => {
  await page.goto('/community');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
  const scripts = await loadedScripts(page);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request.get(script, { headers: { 'accept-encoding': encoding } });
      // V8 compiles every function of the file while it streams in, not on first call.
      expect(
        (await res.text()).startsWith('//# allFunctionsCalledOnLoad\n'),
        `${script} ${encoding}`,
      ).toBe(true);
    }
  }
});

test('a page starts without making an error object, so a DevTools client costs it no re-parse', async ({
  page,
}) => {
  // With the DevTools Runtime domain on (Lighthouse, Playwright), every error made records a
  // detailed stack, for which V8 parses the whole function around it again: React DOM's module
  // body for the errors it made as it started.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { errorsMade: string[] }).errorsMade = made;
    const record = (args: unknown[]) => made.push(String(args[0]).slice(0, 80));
    window.Error = new Proxy(Error, {
      apply(target, self, args: unknown[]) {
        record(args);
        return Reflect.apply(target, self, args) as Error;
      },
      construct(target, args: unknown[], newTarget) {
        record(args);
        return Reflect.construct(target, args, newTarget) as Error;
      },
    });
  });
  for (const path of ['/', '/comics/reader/origins-1', '/ar/community']) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
    expect(
      await page.evaluate(() => (window as unknown as { errorsMade: string[] }).errorsMade),
      path,
    ).toEqual([]);
  }
});

test("a member's plans page starts without making an Intl number formatter, in either edition", async ({
  page,
}) => {
  await registerViaApi(page);
  // The first one a page makes loads Intl's number data: a long task on a phone.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const Real = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made.push(String(args[0]));
        return new target(...args);
      },
    });
  });
  for (const path of ['/subscription', '/ar/subscription']) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
    await expect(page.getByText(/AED \d|د\.إ\./).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade),
    ).toEqual([]);
  }
});

test('the reader preloads its first page from the HTML, before any script, in its edition only', async ({
  request,
}) => {
  const editions = [
    ['/comics/reader/origins-1', /^\/art\/comics\/origins-1\/page-1\.svg\?v=[0-9a-f]{10}$/],
    ['/ar/comics/reader/origins-1', /^\/art\/comics\/origins-1\/page-1\.ar\.svg\?v=[0-9a-f]{10}$/],
  ] as const;
  for (const [path, image] of editions) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const link = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec(
      head,
    );
    expect(link?.[1], path).toMatch(image);
    // Every image the page preloads is the page it shows: nothing competes with it.
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)];
    expect(new Set(preloaded.map((match) => match[1])), path).toEqual(new Set([link![1]]));
  }
});

test('the episode page preloads its cover, its largest paint, and asks for it first', async ({
  request,
}) => {
  for (const path of ['/comics/dubai-guardians', '/ar/comics/dubai-guardians']) {
    const html = await (await request.get(path)).text();
    const cover = /<img src="(\/art\/covers\/dubai-guardians\.svg\?v=\w+)"[^>]*>/.exec(html);
    expect(cover, path).not.toBeNull();
    expect(cover![0], path).toContain('fetchPriority="high"');
    expect(html.slice(0, html.indexOf('</head>')), path).toContain(
      `<link rel="preload" as="image" href="${cover![1]}" fetchpriority="high" />`,
    );
  }
});

test.describe("at a phone's size, the largest paint", () => {
  // The largest paint the browser reports once the page is live: the address of its image, or ''
  // for text. Chromium now and then reports none for an image (see the reader's tests below).
  const largestPaint = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
            resolve(entries.at(-1)!.url);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 2000);
        }),
    );

  /** Text, or an image asked for first: preloaded with high priority, never lazy. */
  async function checkLargestPaint(phone: Page, request: APIRequestContext, path: string) {
    let url: string | null = null;
    for (let attempt = 0; url === null && attempt < 3; attempt += 1) {
      await phone.goto(path);
      await expect(phone.locator('html')).toHaveAttribute('data-live', '', { timeout: 10_000 });
      url = await largestPaint(phone);
    }
    expect(url, 'no largest paint reported in 3 loads').not.toBeNull();
    if (url === '') return;
    const { pathname, search } = new URL(url!);
    const src = `${pathname}${search}`;
    const escaped = src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const html = await (await request.get(path)).text();
    const image = new RegExp(`<img [^>]*src="${escaped}"[^>]*>`).exec(html);
    expect(image, `${src} in the page's HTML`).not.toBeNull();
    expect(image![0], src).toMatch(/fetchpriority="high"/i);
    expect(image![0], src).not.toMatch(/loading="lazy"/);
    expect(html, `a preload of ${src}`).toMatch(
      new RegExp(`<link rel="preload" as="image" href="${escaped}"[^>]* fetchpriority="high"`, 'i'),
    );
  }

  test('of every visitor page and server reader is text, or an image asked for first (preloaded with high priority, never lazy)', async ({
    browser,
    request,
  }) => {
    const routes = [...visitorPaths, ...shellPaths];
    test.setTimeout(routes.length * 10_000);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const phone = await context.newPage();
    const failures = await eachRoute(routes, context, phone, (path) =>
      checkLargestPaint(phone, request, path),
    );
    await context.close();
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});

test('the reader starts once its first page has painted, even when the browser reports no largest paint', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // As Chromium does now and then for the reader's first page: no largest-paint entry at all.
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options?: PerformanceObserverInit) {
      if (options?.type === 'largest-contentful-paint') return;
      observe.call(this, options);
    };
    // And no 3 s fallback: only what the page itself shows may start the app.
    const later = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 3000 ? 0 : later(handler, delay, ...rest)) as typeof window.setTimeout;
  });
  await page.goto('/comics/reader/nazra-origins', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 10_000 });
  await expect(page.getByRole('region', { name: /^Page 1 of \d+$/ })).toBeVisible();
});

test("the reader waits for the report of its first page's paint, which comes after the paint", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // The report of the largest paint reaches the page 30 ms late (Chromium's own lag is 10 to
    // 20 ms): the app must still start after it, not on a guess that the image has painted.
    const Real = PerformanceObserver;
    const state = window as unknown as { reportedAt?: number; loadedAt?: number };
    window.PerformanceObserver = class extends Real {
      constructor(callback: PerformanceObserverCallback) {
        super((list, observer) => {
          const late = list.getEntries().some((e) => e.entryType === 'largest-contentful-paint');
          if (!late) return callback(list, observer);
          setTimeout(() => {
            state.reportedAt ??= performance.now();
            callback(list, observer);
          }, 30);
        });
      }
    };
    // A load event reaches the document, not the window.
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement) state.loadedAt ??= performance.now();
      },
      true,
    );
    // The boot stops waiting 150 ms (and two frames) after the image has loaded (the test above
    // shows it); on a busy machine Chromium's report can come later than that, which would start
    // the app on the fallback and say nothing here. So that wait is stretched to 5 s.
    const later = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      later(handler, delay === 150 ? 5000 : delay, ...rest)) as typeof window.setTimeout;
  });
  const path = '/comics/reader/nazra-origins';
  // Chromium now and then reports no largest paint at all for the image (see the test above), and
  // the app starts on the 3 s fallback: such a load says nothing here, so load again.
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 10_000 });
    const { reportedAt, loadedAt, appAt } = await page.evaluate(() => ({
      reportedAt: (window as unknown as { reportedAt?: number }).reportedAt,
      loadedAt: (window as unknown as { loadedAt?: number }).loadedAt,
      appAt: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(appAt).toBeDefined();
    expect(loadedAt).toBeDefined();
    if (reportedAt === undefined && attempt < 6) continue;
    // An image still on its way at the first paint has the app requested at once, behind it (by
    // design, see shared/boot.ts): such a load is not the case tested here either.
    if (appAt! < loadedAt! && attempt < 6) continue;
    expect(reportedAt, `no report of the paint in ${attempt} loads`).toBeDefined();
    expect(reportedAt!).toBeGreaterThanOrEqual(loadedAt!);
    expect(appAt!).toBeGreaterThanOrEqual(reportedAt!);
    break;
  }
});

test.describe('the first screen paints from the HTML alone', () => {
  // What decides where things are and how they look; the typeface comes later by design.
  const LOOKS = [
    'display',
    'position',
    'color',
    'background-color',
    'font-size',
    'font-weight',
    'line-height',
    'margin-top',
    'margin-left',
    'padding-top',
    'padding-left',
    'width',
    'height',
    'border-top-width',
    'border-top-color',
    'border-radius',
    'opacity',
    'text-align',
    'gap',
  ];
  // Once the faces in use are settled (a local() face can take a moment to be found). A face only
  // starts loading when a layout needs it: lay the page out first, then wait until none is loading.
  const looks = (page: Page) =>
    page.evaluate(async (props) => {
      for (;;) {
        void document.body.offsetHeight;
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (![...document.fonts].some((face) => face.status === 'loading')) break;
      }
      // Animations at rest: with reduced motion each runs once, for a hundredth of a millisecond,
      // from when its rule applies, as the stylesheet arrives (read in that frame, a style shows
      // the first keyframe).
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      // Whether a content-visibility: auto section near the screen is laid out is decided at a
      // rendering update: two more frames, so both loads are read after that decision.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const seen: string[] = [];
      for (const element of document.querySelectorAll('#root *')) {
        // A section further down whose layout the browser is skipping (content-visibility: auto)
        // is not on the first screen, whatever box its content reports meanwhile.
        if (!element.checkVisibility({ contentVisibilityAuto: true })) continue;
        const box = element.getBoundingClientRect();
        // Within the first screen (a box reaching below it grows with what is further down).
        if (box.top < 0 || box.bottom > window.innerHeight) continue;
        const style = getComputedStyle(element);
        const tag = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
        seen.push(`${tag} ${props.map((p) => `${p}:${style.getPropertyValue(p)}`).join(' ')}`);
      }
      return seen;
    }, LOOKS);

  // How many lines each heading on the first screen takes (a heading that wraps differently once
  // its font arrives pushes the page below it down or up).
  const headingLines = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('#root :is(h1, h2, h3)')]
        .filter(
          (heading) =>
            heading.checkVisibility({ contentVisibilityAuto: true }) &&
            heading.getBoundingClientRect().top < window.innerHeight,
        )
        .map((heading) => {
          const { height } = heading.getBoundingClientRect();
          const lines = Math.round(height / parseFloat(getComputedStyle(heading).lineHeight));
          return `${heading.textContent?.trim()}: ${lines} line(s)`;
        }),
    );
  // A phone, animations at rest.
  const PHONE = { viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' } as const;

  /** The same first screen with and without the stylesheet, and the same heading lines. */
  async function checkFirstScreen(pages: Record<'styled' | 'bare' | 'web', Page>, path: string) {
    // The markup with the full stylesheet and the fallback faces (the fonts swap in later).
    const { styled, bare, web } = pages;
    await styled.goto(path);
    await styled.evaluate(
      () => (window as unknown as { __abtalBoot: { styled: Promise<void> } }).__abtalBoot.styled,
    );
    expect(
      await styled.evaluate(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.later.css')),
      ),
    ).toBe(true);
    const full = await looks(styled);
    const standInLines = await headingLines(styled);

    // The HTML alone: no stylesheet, no font file, no script.
    await bare.goto(path, { waitUntil: 'load' });
    const first = await looks(bare);
    expect(first.length).toBeGreaterThan(4);
    expect(first).toEqual(full);

    // With the web fonts in, each heading keeps its lines. (The reader's first screen is its page;
    // its title sits in its bar, which hides itself.)
    if (path.includes('/reader/')) return;
    await web.goto(path);
    await web.locator('html[data-fonts]').waitFor({ state: 'attached' });
    await looks(web);
    const webFontLines = await headingLines(web);
    expect(standInLines.length).toBeGreaterThan(0);
    expect(standInLines).toEqual(webFontLines);
  }

  test(
    'on every visitor page and server reader, the first screen looks the same before the stylesheet and scripts arrive, and its headings keep their lines when the web fonts do',
    { tag: '@full-browser' },
    async ({ browser }) => {
      const routes = [...visitorPaths, ...shellPaths];
      test.setTimeout(routes.length * 15_000);
      const context = await browser.newContext(PHONE);
      const styled = await context.newPage();
      // The fallback faces only (Bangers also comes as .woff, which the browser tries when the
      // .woff2 fails); the page's scripts stay out (the app would go on to change what is on screen,
      // the reader its page), the boot script adds the stylesheet.
      await styled.route(/\.woff2?$/, (route) => route.abort());
      await styled.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const bare = await context.newPage();
      await bare.route(/\/assets\//, (route) => route.abort());
      const web = await context.newPage();
      const failures = await eachRoute(routes, context, web, (path) =>
        checkFirstScreen({ styled, bare, web }, path),
      );
      await context.close();
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
  );
});

test.describe('the first paint uses the stand-in faces and the inline styles', () => {
  test(
    'Arabic text takes the same width in the stand-in faces as in the web fonts, at every weight',
    { tag: '@full-browser' },
    async ({ browser }) => {
      // The total width of the Arabic text runs of each family and weight on the academy page (it
      // sets Arabic from regular to bold), as the stand-ins lay it out and as the web fonts do.
      const widths = async (webFonts: boolean) => {
        const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
        if (!webFonts) await page.route(/\.woff2?$/, (route) => route.abort());
        await page.goto('/ar/academy');
        await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
        const totals = await page.evaluate(async () => {
          // Every section laid out (the first page lays out its lower ones as they come near).
          delete document.documentElement.dataset.firstPage;
          void document.body.offsetHeight;
          await document.fonts.ready;
          const sums: Record<string, number> = {};
          for (const element of document.querySelectorAll('#root *')) {
            const style = getComputedStyle(element);
            const key = `${style.fontFamily.split(',')[0]} ${style.fontWeight}`;
            for (const node of element.childNodes) {
              if (
                node.nodeType !== Node.TEXT_NODE ||
                !/[\u0600-\u06FF]/.test(node.textContent ?? '')
              )
                continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) sums[key] = (sums[key] ?? 0) + rect.width;
            }
          }
          return sums;
        });
        await page.close();
        return totals;
      };
      const standIn = await widths(false);
      const web = await widths(true);
      const weights = Object.keys(web).filter((key) => web[key] > 1000);
      expect(weights.length, JSON.stringify(web)).toBeGreaterThanOrEqual(4);
      for (const key of weights) expect(standIn[key] / web[key], key).toBeCloseTo(1, 1);
    },
  );

  test('the HTML holds its styles and the fallback faces, and links no stylesheet or font to wait for', async ({
    request,
  }) => {
    for (const path of ['/', '/ar/comics', '/comics/reader/origins-1']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.replace(/<noscript>.*?<\/noscript>/gs, ''), path).not.toMatch(
        /<link[^>]+rel="(stylesheet|preload)"[^>]+(\.css|\.woff2)/,
      );
      expect(head, path).toMatch(/<style>[^<]*font-family:["']?Cairo Fallback/);
      expect(head, path).toMatch(
        /<noscript><link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/,
      );
      expect(html, path).toMatch(
        /<script data-css="\/assets\/[^"]+\.css" data-fonts="\/assets\/[^"]+\.fonts\.css" data-entry=/,
      );
    }
  });

  test('the stylesheet loaded after the first paint declares no face; the web fonts have their own', async ({
    request,
  }) => {
    const faces = (css: string) => css.match(/@font-face\s*{[^}]*}/g) ?? [];
    for (const path of ['/', '/ar/academy']) {
      const html = await (await request.get(path)).text();
      const inline = faces(/<style>([\s\S]*?)<\/style>/.exec(html)![1]);
      expect(inline.length, path).toBeGreaterThanOrEqual(4);
      const href = /<script data-css="([^"]+)"/.exec(html)![1];
      const later = await (await request.get(href)).text();
      expect(faces(later), href).toEqual([]);
      // The rest of the stylesheet is all there: the rules of a page not yet visited.
      expect(later).toContain('.font-display{');
      // The web fonts are declared once, in their own stylesheet (also linked for a browser
      // without JavaScript); the fallback faces only in the page.
      const fontsHref = /data-fonts="([^"]+)"/.exec(html)![1];
      expect(html, path).toContain(`<link rel="stylesheet" href="${fontsHref}" /></noscript>`);
      const fonts = await (await request.get(fontsHref)).text();
      expect(faces(fonts).length, fontsHref).toBeGreaterThanOrEqual(9);
      for (const face of faces(fonts)) expect(face, fontsHref).toContain('url(');
      for (const face of inline) expect(fonts, fontsHref).not.toContain(face);
    }
  });
});

test.describe('the stylesheet and the web fonts come after the first paint', () => {
  test('the web fonts the page uses load first, then each family is added in a frame of its own', async ({
    page,
  }) => {
    // Each face added to the document, with the task it was added in and whether it had loaded.
    await page.addInitScript(() => {
      const added: {
        family: string;
        range: string;
        status: string;
        task: number;
        frame: number;
      }[] = [];
      let task = 0;
      let open = false;
      let frame = 0;
      const count = () => {
        frame += 1;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      const add = FontFaceSet.prototype.add;
      FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
        if (!open) {
          open = true;
          task += 1;
          setTimeout(() => (open = false), 0);
        }
        added.push({
          family: face.family,
          range: face.unicodeRange,
          status: face.status,
          task,
          frame,
        });
        return add.call(this, face);
      };
      (window as unknown as { added: typeof added }).added = added;
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fetched.push(request.url());
    });
    await page.goto('/ar');
    await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
    const added = await page.evaluate(
      () =>
        (
          window as unknown as {
            added: { family: string; status: string; task: number; frame: number }[];
          }
        ).added,
    );
    expect(added.length).toBeGreaterThanOrEqual(9);
    // One task per family the page uses (every face of a family together), each after a frame.
    const tasks = new Map<string, Set<number>>();
    for (const face of added)
      tasks.set(face.family, (tasks.get(face.family) ?? new Set()).add(face.task));
    for (const [family, seen] of tasks) expect(seen.size, family).toBe(1);
    // The Arabic home page uses all three families: three tasks, in three frames.
    expect(new Set(added.map((face) => face.task)).size).toBe(3);
    expect(new Set(added.map((face) => face.frame)).size).toBe(3);
    const loaded = added.filter((face) => face.status === 'loaded').map((face) => face.family);
    // The Arabic home page sets Arabic text in Cairo and Reem Kufi, and its title in Bangers.
    for (const family of ['Bangers', 'Cairo Variable', 'Reem Kufi Variable'])
      expect(
        loaded.map((name) => name.replace(/"/g, '')),
        family,
      ).toContain(family);
    // Only the files of the faces in use were fetched (not the Vietnamese or extended Latin ones).
    expect(fetched.length).toBe(loaded.length);
    expect(fetched.some((url) => /vietnamese|latin-ext/.test(url))).toBe(false);
    expect(await page.evaluate(() => document.fonts.check('48px Bangers', 'ABTAL'))).toBe(true);
  });

  test('the stylesheet, fonts and scripts are fetched after the first contentful paint', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => document.fonts.ready);
    const { paint, fetched } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.(css|js|woff2)$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(fetched.some((entry) => entry.name.endsWith('.css'))).toBe(true);
    expect(fetched.some((entry) => entry.name.endsWith('.woff2'))).toBe(true);
    for (const entry of fetched) expect(entry.startTime, entry.name).toBeGreaterThan(paint);
  });
});

test.describe('delivery', () => {
  const BR = { 'accept-encoding': 'br, gzip' };

  test('HTML, JavaScript, SVG and JSON go out brotli-compressed', async ({ request }) => {
    const html = await request.get('/', { headers: BR });
    const script = /<script [^>]*data-entry="([^"]+)"/.exec(await html.text())![1];
    for (const url of ['/', script, '/art/logo.svg', '/api/courses']) {
      const res = await request.get(url, { headers: BR });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-encoding'], url).toBe('br');
      expect(res.headers()['vary'], url).toMatch(/Accept-Encoding/i);
    }
    const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test("every page's answer, headers and body, arrives in TCP's first round trip", async ({
    page,
  }) => {
    // An initial window of 10 packets of 1,460 bytes; the page is the brotli copy the build wrote.
    const FIRST_ROUND_TRIP = 14_600;
    const sizeOf = async (path: string) => {
      const res = await page.request.get(path, { headers: BR, maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-encoding'], path).toBe('br');
      const headers = res
        .headersArray()
        .reduce((sum, { name, value }) => sum + `${name}: ${value}\r\n`.length, 0);
      const statusLine = `HTTP/1.1 ${res.status()} ${res.statusText()}\r\n`.length;
      const html = await res.text();
      return {
        headers: statusLine + headers + 2,
        total: statusLine + headers + 2 + Number(res.headers()['content-length']),
        member: !html.includes('data-session="none"'),
      };
    };
    // Members-only pages (the profile) have the member version alone.
    const memberPaths = [
      ...Object.keys(manifest.memberPages),
      ...Object.keys(manifest.signInRedirects),
    ];
    expect(visitorPaths.length).toBeGreaterThanOrEqual(40);
    expect(memberPaths.length).toBeGreaterThan(40);
    for (const path of visitorPaths) {
      const { headers, total, member } = await sizeOf(path);
      expect(member, path).toBe(false);
      // bench:bundle allows the page's brotli body 14,600 bytes less 1,200 for these.
      expect(headers, path).toBeLessThanOrEqual(1_200);
      expect(total, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
    // A member's version, which a request with the session cookie gets.
    await registerViaApi(page);
    for (const path of memberPaths) {
      const { total, member } = await sizeOf(path);
      expect(member, path).toBe(true);
      expect(total, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
  });

  test('an unknown address answers the 404 page with status 404', async ({ request }) => {
    const res = await request.get('/no/such/page');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  test('/favicon.ico is an icon', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/vnd.microsoft.icon');
    expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('art with its content hash is cached for good, without it revalidated', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const logo = await page.getByRole('img', { name: /Fahd Al-Samaa soaring/ }).getAttribute('src');
    expect(logo).toMatch(/^\/art\/home\/sky-panther\.svg\?v=[0-9a-f]{10}$/);
    const hashed = await request.get(logo!);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request.get('/art/logo.svg');
    expect(plain.headers()['cache-control']).toBe('no-cache');
    expect(plain.headers()['etag']).toBeTruthy();
    const wrong = await request.get('/art/logo.svg?v=0000000000');
    expect(wrong.headers()['cache-control']).toBe('no-cache');
  });

  test("a comic's pages and panel data carry their content hash and are cached for good", async ({
    page,
    request,
  }) => {
    const guided: string[] = [];
    page.on('request', (req) => {
      if (/\/art\/comics\/origins-1\/guided/.test(req.url())) guided.push(req.url());
    });
    await page.goto('/comics/reader/origins-1');
    const image = page.locator('[data-page="1"] img');
    await expect(image).toHaveAttribute('src', /\?v=[0-9a-f]{10}$/);
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/^\/art\/comics\/origins-1\/page-1\.svg\?/);
    // The hash is the page's own: the same bytes as the plain path, cached for a year.
    const hashed = await request.get(src);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request.get('/art/comics/origins-1/page-1.svg');
    expect(plain.headers()['cache-control']).toBe('no-cache');
    expect((await hashed.body()).equals(await plain.body())).toBe(true);
    // The Arabic page has a hash of its own.
    await page.goto('/ar/comics/reader/origins-1');
    const arabic = (await page.locator('[data-page="1"] img').getAttribute('src'))!;
    expect(arabic).toMatch(/^\/art\/comics\/origins-1\/page-1\.ar\.svg\?v=[0-9a-f]{10}$/);
    expect(arabic.slice(-10)).not.toBe(src.slice(-10));
    // The panel data (guided view, text layer) is asked for by its hashed address too.
    await page.keyboard.press('g');
    await expect.poll(() => guided.length).toBeGreaterThan(0);
    for (const url of guided) {
      expect(url).toMatch(/\/guided(\.ar)?\.json\?v=[0-9a-f]{10}$/);
      const data = await request.get(new URL(url).pathname + new URL(url).search);
      expect(data.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
