import { expect, test } from './fixtures';
import { adminApi } from './admin';
import { linkIn, newestMail } from './mailbox';
import { registerViaApi, toast, uniqueEmail } from './support';

test('a brand applies for a partnership', async ({ page }) => {
  await page.goto('/partnerships');
  await expect(page.getByText('500K+')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeHidden();
  for (const sector of ['Metro and Transportation', 'Retail and Fashion', 'Food and Beverage'])
    await expect(page.getByRole('heading', { name: sector })).toBeVisible();

  await page.getByRole('button', { name: 'Apply for Partnership' }).click();
  const form = page.getByRole('form', { name: 'Partnership application' });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Company name is required')).toBeVisible();

  await form.getByLabel('Company Name *').fill('Desert Rose Cafés');
  await form.getByLabel('Industry *').selectOption('food-beverage');
  await form.getByLabel('Contact Name *').fill('Nour Saleh');
  await form.getByLabel('Contact Email *').fill(uniqueEmail('brand'));
  await form.getByLabel('Website').fill('https://desertrose.example');
  await form.getByLabel('Company Size').selectOption('51-200');
  await form.getByLabel('Campaign Type').selectOption('event-partnership');
  await form.getByLabel('Proposed Budget').selectOption({ label: '$50K - $100K' });
  await form.getByLabel('Company Description *').fill('Forty cafés across the Gulf.');
  await form.getByLabel('Partnership Goals').fill('Launch a guardian-themed menu.');
  await form.getByLabel('Timeline').fill('Q4');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page)).toContainText('Application submitted!');
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apply for Partnership' })).toBeVisible();
});

test('a fan sees no campaigns; an approved partner sees its own, at most four', async ({
  page,
  browser,
}) => {
  await registerViaApi(page);
  await page.goto('/partnerships');
  await expect(page.getByText('500K+')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeHidden();
  await expect(page.getByTestId('campaign')).toHaveCount(0);

  // A brand applies; staff approve it; its contact accepts the mailed invitation.
  const contact = uniqueEmail('brand');
  const applied = await page.request.post('/api/partnerships/apply', {
    data: {
      companyName: 'Oasis Juices',
      industry: 'food-beverage',
      contactName: 'Huda Karim',
      contactEmail: contact,
      description: 'Fresh juice bars in metro stations.',
    },
  });
  expect(applied.ok()).toBe(true);
  const staff = await browser.newContext();
  const admin = await adminApi(staff.request);
  const applications = (await (await admin.get('/api/admin/partners')).json()) as {
    id: string;
    contactEmail: string;
  }[];
  const application = applications.find((row) => row.contactEmail === contact)!;
  expect((await admin.post(`/api/admin/partners/${application.id}/approve`)).ok()).toBe(true);
  await staff.close();
  const mail = await newestMail(page, contact);
  const token = linkIn(mail, '/partner/join').split('#token=')[1];
  await page.request.post('/api/auth/logout');
  await registerViaApi(page, { email: contact });
  expect(
    (await page.request.post('/api/partner/invitations/accept', { data: { token } })).ok(),
  ).toBe(true);

  const names = ['Dawn', 'Noon', 'Dusk', 'Night', 'Dawn again'].map((n) => `Oasis ${n}`);
  for (const name of names) {
    const draft = await page.request.post('/api/partner/v1/campaigns', {
      data: { name, startDate: '2030-01-01', endDate: '2030-01-31' },
      headers: { 'Idempotency-Key': `${contact}-${name}` },
    });
    expect(draft.ok()).toBe(true);
  }
  await page.goto('/partnerships');
  await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeVisible();
  const shown = page.getByTestId('campaign');
  await expect(shown).toHaveCount(4);
  for (const text of await shown.allInnerTexts())
    expect(names.some((name) => text.includes(name))).toBe(true);
});
