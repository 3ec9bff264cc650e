import { expect, test } from './fixtures';

test('the navigation lists the pages in order and marks the current one', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'About',
    'Phase 1',
    'Heroes',
    'Comics',
    'Universe',
    'Academy',
    'Community',
    'Store',
  ]);
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('on a small screen the links sit in a drawer opened by the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Academy' }).click();
  await expect(page).toHaveURL(/\/academy$/);
  await expect(drawer).toBeHidden();
});

test('signed-out visitors see Login and Sign Up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
});
