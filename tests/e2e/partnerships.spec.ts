import { expect, test } from './fixtures';
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

test('signed-in users see at most four campaigns', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/partnerships');
  await expect(page.getByRole('heading', { name: 'Active Campaigns' })).toBeVisible();
  const count = await page.getByTestId('campaign').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
});
