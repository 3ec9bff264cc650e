import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { registerViaApi, settled } from './support';

const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../dist/web/prerender.json'), 'utf8'),
) as { pages: Record<string, string>; signInRedirects: Record<string, string> };
const routes = Object.keys(manifest.pages);
const EDITIONS = {
  English: routes.filter((path) => !path.startsWith('/ar')),
  Arabic: routes.filter((path) => path.startsWith('/ar')),
};
/** Beside the prerendered pages: a server episode's reader (a filled shell) and the 404 page. */
const OTHER_ANSWERS = {
  English: ['/comics/reader/no-such-episode', '/no-such-page'],
  Arabic: ['/ar/comics/reader/no-such-episode', '/ar/no-such-page'],
};

/**
 * Every Content-Security-Policy violation the page reports, from the first byte of each document
 * (the page fixture also fails a test on each the console reports).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Resolves once none of the page's requests has been in flight for 100 ms (Playwright's
 * `networkidle` waits 500 ms, half of each visit here), or after 5 s.
 */
function requestsSettle(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return async () => {
    const until = Date.now() + 5_000;
    for (let quiet = 0; quiet < 100 && Date.now() < until;) {
      await page.waitForTimeout(25);
      quiet = inFlight <= 0 ? quiet + 25 : 0;
    }
  };
}

async function visitAll(page: Page, paths: string[]) {
  const violations = await watchViolations(page);
  const settle = requestsSettle(page);
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).not.toMatch(
      /style-src(-elem)? [^;]*'unsafe-inline'/,
    );
    await settle();
    await settled(page);
    expect(await violations(), path).toEqual([]);
  }
}

for (const [edition, paths] of Object.entries(EDITIONS) as [keyof typeof EDITIONS, string[]][]) {
  test(`no page of the ${edition} edition breaks the style policy, as a visitor`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const visitorPaths = paths.filter((path) => !manifest.signInRedirects[path]);
    expect(visitorPaths.length).toBeGreaterThan(15);
    await visitAll(page, [...visitorPaths, ...OTHER_ANSWERS[edition]]);
  });

  test(`no page of the ${edition} edition breaks the style policy, as a member`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await registerViaApi(page);
    await visitAll(page, [...paths, ...OTHER_ANSWERS[edition]]);
  });
}
