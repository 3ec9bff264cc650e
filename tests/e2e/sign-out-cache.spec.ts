import { adminApi, grantTier } from './admin';
import { expect, test } from './fixtures';
import { registerViaApi } from './support';

/** A page image a SILVER member may read now, FREE members and visitors only later. */
const PAGE = '/api/episodes/dubai-guardians-002/pages/1';

const fetchStatus = (path: string) => fetch(path).then((res) => res.status);

test("a member's page image is not read from the browser's cache once they sign out", async ({
  page,
  request,
}) => {
  const { email } = await registerViaApi(page);
  await grantTier(await adminApi(request), email, 'SILVER');
  await page.goto('/comics');
  // The member reads the page: the browser keeps it.
  expect(await page.evaluate(fetchStatus, PAGE)).toBe(200);
  const signOut = await page.evaluate(() =>
    fetch('/api/auth/logout', { method: 'POST' }).then((res) => res.status),
  );
  expect(signOut).toBe(200);
  // A visitor on the same browser asks for it again: the gate answers, not the cache.
  expect(await page.evaluate(fetchStatus, PAGE)).toBe(403);
});
