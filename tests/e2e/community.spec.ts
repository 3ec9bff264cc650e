import { expect, test } from './fixtures';
import { toast, uniqueEmail } from './support';

test('a created hero is held for review, not listed yet', async ({ page }) => {
  const name = `Barq ${Date.now().toString(36)}`;
  await page.goto('/community');
  await page.getByLabel('Hero Name').fill(name);
  await page.getByLabel('Element Power').selectOption('Light');
  await page.getByLabel('Origin Story').fill('Born in a lightning storm over the Red Sea coast.');
  await page.getByRole('button', { name: 'Create Hero' }).click();
  await expect(toast(page)).toContainText('Hero Created!');
  await expect(page.getByLabel('Hero Name')).toHaveValue('');
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
});

test('voting needs a choice, then a real vote updates the percentages', async ({ page }) => {
  await page.goto('/community');
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toast(page)).toContainText('Please select an option');
  await expect(toast(page)).toContainText('Choose a guardian to vote for.');

  await page.getByRole('radio', { name: 'Fahd (Cosmic)' }).check();
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(toast(page)).toContainText('Vote Submitted!');
  await expect(page.getByRole('radio', { name: 'Fahd (Cosmic)' })).not.toBeChecked();

  const tally = (await (await page.request.get('/api/votes/guardian-comic-poll')).json()) as {
    option: string;
    count: number;
  }[];
  const total = tally.reduce((sum, row) => sum + row.count, 0);
  expect(total).toBeGreaterThan(0);
  for (const row of tally)
    await expect(page.getByTestId(`vote-${row.option}-share`)).toHaveText(
      `${Math.round((row.count / total) * 100)}%`,
    );
  await expect(page.getByTestId('vote-fahd-share')).not.toHaveText('0%');
});

test('the store teaser registers an email with Notify Me', async ({ page }) => {
  await page.goto('/merch');
  await expect(page.getByText('Coming Soon')).toHaveCount(4);
  await expect(page.getByText('from 0.1 ETH')).toBeVisible();
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill(uniqueEmail('store'));
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(toast(page)).toContainText('Registered!');
  await expect(toast(page)).toContainText("you'll be notified when the store launches.");
});
