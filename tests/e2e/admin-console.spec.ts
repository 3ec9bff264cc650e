import { expect, test } from './fixtures';
import { adminApi, applyForPartnership as apply, seriousViolations } from './admin';
import { newestMail } from './mailbox';
import { registerViaApi, uniqueEmail } from './support';

test.describe('the operations console', () => {
  test('is closed to a member: the page says so and the console API refuses', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    expect((await page.request.get('/api/admin/members?q=fan')).status()).toBe(403);
  });

  test('members desk in English: find, grant a tier, sign out, delete; the audit log shows it all', async ({
    page,
    browser,
  }) => {
    // The member, signed in in a browser of their own.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const memberEmail = uniqueEmail('desk');
    await registerViaApi(memberPage, { email: memberEmail, firstName: 'Samira' });

    await adminApi(page.request);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(page.getByRole('heading', { name: 'Operations console' })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(
      /noindex/,
    );

    await page.getByLabel('E-mail or name').fill(memberEmail);
    await page.getByRole('button', { name: 'Find' }).click();
    const table = page.getByRole('table', { name: 'Members' });
    const row = table.getByRole('row').filter({ hasText: memberEmail });
    await expect(row).toContainText('Samira');
    await expect(row).toContainText('FREE');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByLabel(`Membership tier of ${memberEmail}`).selectOption('GOLD');
    await row.getByRole('button', { name: 'Set tier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tier set' })).toBeVisible();
    await expect(row).toContainText('GOLD');
    expect((await (await memberPage.request.get('/api/auth/me')).json()).tier).toBe('GOLD');

    await row.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
    expect((await memberPage.request.get('/api/auth/me')).status()).toBe(401);

    await row.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type the account’s e-mail to confirm').fill('wrong@example.com');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The e-mail address is not the account’s',
    );
    await dialog.getByLabel('Type the account’s e-mail to confirm').fill(memberEmail);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account deleted' })).toBeVisible();
    await expect(page.getByText(`No account matches “${memberEmail}”.`)).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Staff e-mail').fill('e2e-admin');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'Account deleted' }).first()).toContainText(
      memberEmail,
    );
    await expect(log.getByRole('row').filter({ hasText: 'Tier granted' }).first()).toContainText(
      '"tier":"GOLD"',
    );
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain(`member.delete,user,`);
    await memberContext.close();

    await page.goto('/admin/kiosks');
    await expect(page.getByRole('heading', { name: 'Kiosk fleet' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Kiosk fleet' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in Arabic: the console, its tables and the audit log, right to left', async ({ page }) => {
    await adminApi(page.request);
    await page.goto('/ar/admin/members');
    await expect(page.getByRole('heading', { name: 'لوحة التشغيل' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('البريد الإلكتروني أو الاسم').fill('e2e-admin');
    await page.getByRole('button', { name: 'ابحث' }).click();
    await expect(page.getByRole('table', { name: 'الأعضاء' })).toContainText(
      'e2e-admin@abtal.example',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'الأكشاك' }).click();
    await expect(page.getByRole('heading', { name: 'أسطول الأكشاك' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'أسطول الأكشاك' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'سجل التدقيق' }).click();
    await expect(page).toHaveURL(/\/ar\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'سجل التدقيق' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('partnership applications: approve (the contact is invited) and reject with a reason, in both editions', async ({
    page,
  }) => {
    await adminApi(page.request);
    const first = await apply(page, 'en');
    const second = await apply(page, 'ar');
    await page.goto('/admin/partners');
    const table = page.getByRole('table', { name: 'Partnership applications' });
    await expect(table).toContainText(first.company);
    expect(await seriousViolations(page)).toEqual([]);
    await table.getByRole('button', { name: `Approve ${first.company}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Application approved' }),
    ).toBeVisible();
    await expect(table).not.toContainText(first.company);
    const invitation = await newestMail(page, first.contactEmail);
    expect(invitation.subject).toContain(first.company);
    expect(invitation.text).toMatch(/\/partner\/join#token=/);

    await page.goto('/ar/admin/partners');
    const arabic = page.getByRole('table', { name: 'طلبات الشراكة' });
    await arabic.getByRole('button', { name: `ارفض ${second.company}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'ارفض' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('السبب').fill('لا نعمل مع شركات الاتصالات حاليًا.');
    await dialog.getByRole('button', { name: 'ارفض' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'رُفض الطلب' })).toBeVisible();
    await page
      .getByRole('group', { name: 'الحالة' })
      .getByRole('button', { name: 'مرفوض' })
      .click();
    await expect(arabic.getByRole('row').filter({ hasText: second.company })).toContainText(
      'لا نعمل مع شركات الاتصالات حاليًا.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    const rejection = await newestMail(page, second.contactEmail);
    expect(rejection.text).toContain('لا نعمل مع شركات الاتصالات حاليًا.');
  });
});
