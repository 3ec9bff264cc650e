import { expect, test, type APIRequestContext } from './fixtures';
import { adminApi, seriousViolations, submitHero } from './admin';
import { registerViaApi, toast } from './support';

/** The held hero of that name, as the moderation queue lists it. */
async function heldHero(admin: APIRequestContext, name: string): Promise<string> {
  const queue = (await (await admin.get('/api/admin/heroes')).json()) as {
    id: string;
    name: string;
  }[];
  return queue.find((hero) => hero.name === name)!.id;
}

async function decide(admin: APIRequestContext, id: string, action: string, reason?: string) {
  const res = await admin.post(`/api/admin/heroes/${id}/moderation`, { data: { action, reason } });
  expect(res.ok()).toBe(true);
}

test.describe('reporting heroes and blocking submitters', () => {
  test('English: a visitor reports an approved hero; staff see the report and block its submitter', async ({
    page,
    browser,
  }) => {
    const submitterContext = await browser.newContext();
    const submitter = await submitterContext.newPage();
    const name = `Saiqa ${Date.now().toString(36)}`;
    await submitHero(submitter, 'en', name);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const admin = await adminApi(staff.request);
    await decide(admin, await heldHero(admin, name), 'approve');

    await page.goto('/community');
    const heroes = page.getByRole('list', { name: 'Community heroes' });
    await heroes.getByRole('button', { name: `Report ${name} to the moderators` }).click();
    await expect(heroes.getByText('Reported', { exact: true })).toBeVisible();

    await staff.goto('/admin/community?status=APPROVED');
    const row = staff.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('1 report');
    await expect(row).toContainText('Visitor’s browser');
    expect(await seriousViolations(staff)).toEqual([]);
    await row.getByRole('button', { name: `Block submitter of ${name}` }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Spam, again and again.');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Submitter blocked' })).toBeVisible();
    await expect(row).toContainText('Blocked');

    // The same browser is refused with a clear message; nothing new waits in the queue.
    const next = `${name} II`;
    await submitHero(submitter, 'en', next);
    await expect(toast(submitter).first()).toContainText('The moderators have blocked new heroes');
    expect(
      ((await (await admin.get('/api/admin/heroes')).json()) as { name: string }[]).map(
        (h) => h.name,
      ),
    ).not.toContain(next);

    await row.getByRole('button', { name: `Unblock submitter of ${name}` }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: 'Submitter unblocked' }),
    ).toBeVisible();
    await submitterContext.close();
    await staffContext.close();
  });

  test('Arabic: reporting and blocking an account in the Arabic edition', async ({
    page,
    browser,
  }) => {
    await registerViaApi(page);
    const name = `شهاب ${Date.now().toString(36)}`;
    await submitHero(page, 'ar', name);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const admin = await adminApi(staff.request);
    await decide(admin, await heldHero(admin, name), 'approve');

    await page.goto('/ar/community');
    await page.getByRole('button', { name: `إبلاغ المشرفين عن ${name}` }).click();
    await expect(page.getByText('تم الإبلاغ', { exact: true }).first()).toBeVisible();

    await staff.goto('/ar/admin/community?status=APPROVED');
    const row = staff.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('1 بلاغ');
    expect(await seriousViolations(staff)).toEqual([]);
    await row.getByRole('button', { name: `احظر المُرسِل لـ ${name}` }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('السبب').fill('إساءة متكررة.');
    await dialog.getByRole('button', { name: 'احظر' }).click();
    await expect(row).toContainText('محظور');

    await submitHero(page, 'ar', `${name} ٢`);
    await expect(toast(page).first()).toContainText('حظر المشرفون الأبطال الجديدة منك');
    await staffContext.close();
  });
});

test.describe('the profile lists my heroes', () => {
  test('English: held, then rejected with the moderators’ reason', async ({ page, browser }) => {
    await registerViaApi(page);
    const held = `Nour ${Date.now().toString(36)}`;
    const refused = `${held} B`;
    await submitHero(page, 'en', held);
    await submitHero(page, 'en', refused);
    const staffContext = await browser.newContext();
    const admin = await adminApi(staffContext.request);
    await decide(admin, await heldHero(admin, refused), 'reject', 'Too close to a guardian.');
    await staffContext.close();

    await page.goto('/profile');
    const mine = page.getByRole('list', { name: 'My heroes' });
    const item = (hero: string) =>
      mine.getByRole('listitem').filter({ has: page.getByText(hero, { exact: true }) });
    await expect(item(held)).toContainText('Awaiting review');
    const rejected = item(refused);
    await expect(rejected).toContainText('Not accepted');
    await expect(rejected).toContainText('Too close to a guardian.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Arabic: an approved hero shows as published', async ({ page, browser }) => {
    await registerViaApi(page);
    const name = `ضياء ${Date.now().toString(36)}`;
    await page.goto('/ar/profile');
    await expect(page.getByText('لم ترسل بطلًا بعد.')).toBeVisible();
    await submitHero(page, 'ar', name);
    const staffContext = await browser.newContext();
    const admin = await adminApi(staffContext.request);
    await decide(admin, await heldHero(admin, name), 'approve');
    await staffContext.close();

    await page.goto('/ar/profile');
    const mine = page.getByRole('list', { name: 'أبطالي' });
    await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText('منشور');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
