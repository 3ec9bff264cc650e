import { expect, test } from './fixtures';
import { toast, uniqueEmail } from './support';

test('searching and filtering narrow the courses, and enrolling succeeds', async ({ page }) => {
  await page.goto('/academy');
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  await expect(page.getByText('FEATURED', { exact: true })).toHaveCount(1);

  await page.getByLabel('Search courses').fill('FOLEY');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Sound Design for Heroes');

  await page.getByRole('button', { name: 'Writing', exact: true }).click();
  await expect(page.getByText('No courses found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'All Courses' }).click();
  await expect(cards).toHaveCount(1);

  await cards
    .first()
    .getByRole('button', { name: /Enroll/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sound Design for Heroes' });
  await dialog.getByRole('button', { name: 'Complete Enrollment' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Ziad Mansour');
  await dialog.getByLabel('Email Address').fill(uniqueEmail('student'));
  await dialog.getByLabel('Experience Level (Optional)').selectOption('Intermediate');
  await dialog.getByRole('button', { name: 'Complete Enrollment' }).click();
  await expect(toast(page)).toContainText('Enrollment Successful!');
  await expect(dialog).toBeHidden();
});

test('the featured course has its curriculum and a call to action', async ({ page }) => {
  await page.goto('/academy');
  await expect(
    page
      .getByRole('heading', { name: 'Featured Course Curriculum' })
      .or(page.getByText('Featured Course Curriculum')),
  ).toBeVisible();
  const curriculum = page.locator('section[aria-labelledby="curriculum-heading"]');
  await expect(curriculum.locator('ol > li')).toHaveCount(5);
  await expect(curriculum.locator('ul > li')).toHaveCount(4);
  await curriculum.getByRole('button', { name: /^Enroll in / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
