import { createServer, type Server } from 'node:http';
import { expect, test, workerPort } from './fixtures';
import { invitedPartner, seriousViolations } from './admin';
import { registerViaApi } from './support';

/** A receiver of the partner's webhooks on this machine, answering 204 to every message. */
function receiver(): Promise<{ url: string; received: string[]; server: Server }> {
  const received: string[] = [];
  const server = createServer((req, res) => {
    received.push(String(req.headers['webhook-id']));
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  const port = workerPort(1);
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}/abtal`, received, server }),
    ),
  );
}

test.describe('the partner portal', () => {
  test('in English: join from the invitation, create and revoke a key, add a webhook and see its delivery', async ({
    page,
    browser,
  }) => {
    const partner = await invitedPartner(page, browser, 'en');
    await page.goto(partner.link);
    await expect(page.getByRole('heading', { name: 'Join your partner' })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(
      /noindex/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `You now belong to ${partner.company}` }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Open the portal' }).click();
    await expect(page.getByRole('heading', { name: partner.company })).toBeVisible();
    await expect(page.getByText(partner.contactEmail)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A key, shown once, works against the partner API; revoked, it no longer does.
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Name').fill('Reporting');
    await page.getByLabel('campaigns:write').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('once-secret').textContent())!;
    expect(secret).toMatch(/^abtal_pk_/);
    const bearer = { Authorization: `Bearer ${secret}` };
    const draft = await page.request.post('/api/partner/v1/campaigns', {
      headers: bearer,
      data: { name: 'Ramadan nights', startDate: '2030-03-01', endDate: '2030-03-30' },
    });
    expect(draft.status()).toBe(201);
    await expect(page.getByTestId('api-key')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('once-secret')).toHaveCount(0);
    await page.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByTestId('api-key')).toContainText('revoked');
    const refused = await page.request.get('/api/partner/v1/campaigns', { headers: bearer });
    expect(refused.status()).toBe(401);

    await page.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByTestId('portal-campaign')).toContainText('Ramadan nights');
    await expect(page.getByTestId('portal-campaign')).toContainText('DRAFT');

    // A webhook: its secret once, a signed test message delivered to a real receiver.
    const hooks = await receiver();
    try {
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByLabel('Endpoint URL (https://…)').fill(hooks.url);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByTestId('once-secret')).toContainText('whsec_');
      await page.getByRole('button', { name: 'Send test' }).click();
      await page.getByRole('button', { name: 'Delivery log' }).click();
      await expect(page.getByTestId('delivery')).toContainText('delivered', { timeout: 15_000 });
      await expect(page.getByTestId('delivery')).toContainText('webhook.test');
      expect(hooks.received).toHaveLength(1);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      hooks.server.close();
      await partner.close();
    }
  });

  test('in Arabic: the campaigns with their report, chart and CSV', async ({ page, browser }) => {
    const partner = await invitedPartner(page, browser, 'ar');
    const token = partner.link.split('#')[1];
    await page.goto(`/ar/partner/join#${token}`);
    await page.getByRole('button', { name: 'قبول الدعوة' }).click();
    await expect(page.getByRole('status').filter({ hasText: partner.company })).toBeVisible();

    const created = await page.request.post('/api/partner/keys', {
      data: { name: 'Ops', scopes: ['campaigns:write'], expiresInDays: 7 },
    });
    const key = ((await created.json()) as { secret: string }).secret;
    const today = new Date().toISOString().slice(0, 10);
    const draft = await page.request.post('/api/partner/v1/campaigns', {
      headers: { Authorization: `Bearer ${key}` },
      data: { name: 'حملة الصيف', startDate: today, endDate: '2099-12-31', budget: 5000 },
    });
    const { id } = (await draft.json()) as { id: string };
    await page.request.post(`/api/partner/v1/campaigns/${id}/submit`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    const reviewed = await partner.admin.post(`/api/admin/campaigns/${id}/review`, {
      data: { decision: 'APPROVE' },
    });
    expect(reviewed.ok()).toBe(true);
    await partner.close();

    await page.goto('/ar/partner/campaigns');
    await expect(page.getByRole('heading', { name: 'الحملات', level: 2 })).toBeVisible();
    const campaign = page.getByTestId('portal-campaign');
    await expect(campaign).toContainText('حملة الصيف');
    await expect(campaign).toContainText('ACTIVE');
    await campaign.getByRole('button', { name: 'التقرير' }).click();
    await expect(page.getByRole('img', { name: 'مرات الظهور والنقرات يوميًا' })).toBeVisible();
    await expect(page.getByTestId('report').locator('canvas')).toHaveCount(1);
    const csv = page.getByRole('link', { name: 'تنزيل CSV' });
    const download = await page.request.get((await csv.getAttribute('href'))!);
    expect(download.headers()['content-type']).toContain('text/csv');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('is closed to an account of no partner', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/partner/keys');
    await expect(page.getByRole('heading', { name: 'Partners only' })).toBeVisible();
    expect((await page.request.get('/api/partner/keys')).status()).toBe(403);
  });
});
