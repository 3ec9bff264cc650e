import { expect, test, type Browser, type Page } from './fixtures';
import { invitedPartner, seriousViolations } from './admin';

/**
 * A partner's campaign awaiting review: the partner joins from its invitation on `page`, drafts a
 * campaign with a call to action through the partner API and submits it. The staff browser
 * (signed in as the e2e ADMIN) comes with it.
 */
async function pendingCampaign(page: Page, browser: Browser, edition: 'en' | 'ar', name: string) {
  const partner = await invitedPartner(page, browser, edition);
  await page.goto(`${edition === 'ar' ? '/ar' : ''}/partner/join#${partner.link.split('#')[1]}`);
  await page
    .getByRole('button', { name: edition === 'ar' ? 'قبول الدعوة' : 'Accept the invitation' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: partner.company })).toBeVisible();
  const created = await page.request.post('/api/partner/keys', {
    data: { name: 'Review', scopes: ['campaigns:write'], expiresInDays: 7 },
  });
  const bearer = {
    Authorization: `Bearer ${((await created.json()) as { secret: string }).secret}`,
  };
  const today = new Date().toISOString().slice(0, 10);
  const draft = await page.request.post('/api/partner/v1/campaigns', {
    headers: bearer,
    data: {
      name,
      description: 'Ride the metro with the guardians.',
      startDate: today,
      endDate: '2099-12-31',
      budget: 25000,
      assets: [{ name: 'Get the pass', url: 'https://brand.example/pass' }],
    },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  const submitted = await page.request.post(`/api/partner/v1/campaigns/${id}/submit`, {
    headers: bearer,
  });
  expect(submitted.ok()).toBe(true);
  return { ...partner, id, staffPage: await partner.staff.newPage() };
}

test.describe('campaign review', () => {
  test('English: preview a pending campaign, approve it, and the partner sees it running; then pause it', async ({
    page,
    browser,
  }) => {
    const name = `Metro pass ${Date.now().toString(36)}`;
    const partner = await pendingCampaign(page, browser, 'en', name);
    const staff = partner.staffPage;
    await staff.goto('/admin/campaigns');
    await expect(staff.getByRole('heading', { name: 'Campaign review' })).toBeVisible();
    const row = staff
      .getByRole('table', { name: 'Campaign review' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row).toContainText('Awaiting review');
    await expect(row).toContainText(partner.company);
    expect(await seriousViolations(staff)).toEqual([]);

    await row.getByRole('button', { name: `Preview of ${name}` }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog).toContainText(`Presented by ${partner.company}`);
    await expect(dialog.getByRole('link', { name: 'Get the pass' })).toHaveAttribute(
      'href',
      'https://brand.example/pass',
    );
    await expect(dialog).toContainText('Not linked to an episode');
    expect(await seriousViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await row.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Campaign approved' })).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto('/partner/campaigns');
    const campaign = page.getByTestId('portal-campaign').filter({ hasText: name });
    await expect(campaign).toContainText('ACTIVE');

    await staff.getByRole('button', { name: 'Active' }).click();
    const active = staff.getByRole('row').filter({ hasText: name });
    await active.getByRole('button', { name: `Pause ${name}` }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Campaign paused' })).toBeVisible();
    await page.reload();
    await expect(campaign).toContainText('PAUSED');

    await staff.goto('/admin/audit');
    await expect(staff.getByRole('table').first()).toContainText('Campaign paused');
    await partner.close();
  });

  test('Arabic: the review in the Arabic edition approves a campaign the partner then sees', async ({
    page,
    browser,
  }) => {
    const name = `حملة المترو ${Date.now().toString(36)}`;
    const partner = await pendingCampaign(page, browser, 'ar', name);
    const staff = partner.staffPage;
    await staff.goto('/ar/admin/campaigns');
    await expect(staff.getByRole('heading', { name: 'مراجعة الحملات' })).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('بانتظار المراجعة');
    expect(await seriousViolations(staff)).toEqual([]);
    await row.getByRole('button', { name: `معاينة ${name}` }).click();
    await expect(staff.getByRole('dialog')).toContainText(`بتقديم ${partner.company}`);
    await staff.keyboard.press('Escape');
    await row.getByRole('button', { name: `اعتمد ${name}` }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'اعتُمدت الحملة' })).toBeVisible();

    await page.goto('/ar/partner/campaigns');
    await expect(page.getByTestId('portal-campaign').filter({ hasText: name })).toContainText(
      'ACTIVE',
    );
    const own = (await (await page.request.get('/api/campaigns')).json()) as {
      name: string;
      status: string;
    }[];
    expect(own).toContainEqual(expect.objectContaining({ name, status: 'ACTIVE' }));
    await partner.close();
  });
});
