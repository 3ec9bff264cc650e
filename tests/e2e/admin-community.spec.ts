import { expect, test } from './fixtures';
import { adminApi, seriousViolations, submitHero } from './admin';
import { registerViaApi } from './support';

test.describe('community moderation', () => {
  test('English: a hero is held, approved from the queue, then hidden with a reason the submitter sees', async ({
    page,
    browser,
  }) => {
    const fanContext = await browser.newContext();
    const fan = await fanContext.newPage();
    await registerViaApi(fan);
    const name = `Barq ${Date.now().toString(36)}`;
    await submitHero(fan, 'en', name);
    await expect(fan.getByText(name, { exact: true })).toHaveCount(0);
    await expect(
      fan.getByText('New heroes join this page once our team has reviewed them.'),
    ).toBeVisible();

    await adminApi(page.request);
    await page.goto('/admin/community');
    await expect(page.getByRole('heading', { name: 'Community moderation' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Community moderation' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toContainText('Awaiting review');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hero approved' })).toBeVisible();
    await expect(row).toHaveCount(0);

    await fan.reload();
    await expect(fan.getByRole('list', { name: 'Community heroes' })).toContainText(name);

    await page.getByRole('button', { name: 'Approved' }).click();
    const approved = page.getByRole('row').filter({ hasText: name });
    await approved.getByRole('button', { name: `Hide ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('A copy of another fan’s hero.');
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hero hidden' })).toBeVisible();

    await fan.reload();
    await expect(fan.getByText(name, { exact: true })).toHaveCount(0);
    const mine = await (await fan.request.get('/api/heroes/mine')).json();
    expect(mine[0]).toMatchObject({
      name,
      status: 'HIDDEN',
      reason: 'A copy of another fan’s hero.',
    });

    await page.goto('/admin/audit');
    await expect(page.getByRole('table').first()).toContainText('Hero hidden');
    await fanContext.close();
  });

  test('Arabic: the queue in the Arabic edition rejects a held hero with a reason', async ({
    page,
  }) => {
    const name = `برق ${Date.now().toString(36)}`;
    await submitHero(page, 'ar', name);
    await adminApi(page.request);
    await page.goto('/ar/admin/community');
    await expect(page.getByRole('heading', { name: 'الإشراف على المجتمع' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('بانتظار المراجعة');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `ارفض ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'ارفض' }).click();
    await expect(dialog.getByText('A reason is required to reject or hide a hero')).toBeVisible();
    await dialog.getByLabel('السبب').fill('قريب جداً من أحد الحراس.');
    await dialog.getByRole('button', { name: 'ارفض' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'رُفض البطل' })).toBeVisible();
    await page.getByRole('button', { name: 'مرفوض' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
      'قريب جداً من أحد الحراس.',
    );
  });
});

test('one vote per person: voting again changes the vote, and the poll says which', async ({
  page,
}) => {
  await page.goto('/community');
  const before = (await (await page.request.get('/api/votes/guardian-comic-poll')).json()) as {
    option: string;
    count: number;
  }[];
  const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);
  for (const option of ['Fahd (Cosmic)', 'Fahd (Cosmic)', 'Nazra (Earth)']) {
    await page.getByRole('radio', { name: option }).check();
    // The same choice twice already reads as voted: wait for the vote's own answer.
    const voted = page.waitForResponse(
      (response) => response.url().endsWith('/api/votes') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Vote' }).click();
    expect((await voted).ok()).toBe(true);
    await expect(page.getByTestId('my-vote')).toContainText(`You voted for ${option}.`);
  }
  const after = (await (await page.request.get('/api/votes/guardian-comic-poll')).json()) as {
    count: number;
  }[];
  expect(total(after) - total(before)).toBe(1);
  await page.reload();
  await expect(page.getByTestId('my-vote')).toContainText('You voted for Nazra (Earth).');
});
