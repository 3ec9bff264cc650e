import { expect, test } from './fixtures';
import { logoutViaApi, registerViaApi, toast, uniqueEmail } from './support';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the profile lists this device and another one, and logs out everywhere else', async ({
  page,
  request,
}) => {
  const { email, password } = await registerViaApi(page);
  // A second "browser": the request fixture keeps cookies of its own.
  const login = await request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'User-Agent': PHONE },
  });
  expect(login.status()).toBe(200);

  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Where you’re signed in' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('This device');
  await expect(items.first()).toContainText('Chrom');
  await expect(items.nth(1)).toContainText('Safari 17 on iOS 17');
  await expect(items.nth(1)).toContainText('Phone');

  await page.getByRole('button', { name: 'Log out everywhere else' }).click();
  await expect(toast(page)).toContainText('Sessions ended: 1.');
  await expect(items).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  expect((await request.get('/api/auth/me')).status()).toBe(401);
});

test('the Arabic profile marks this device', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/ar/profile');
  await expect(page.getByRole('heading', { name: 'أين سجّلت الدخول' })).toBeVisible();
  await expect(page.getByText('هذا الجهاز')).toBeVisible();
  await expect(page.getByRole('button', { name: 'تغيير كلمة المرور' })).toBeVisible();
});

test('changing the password keeps this session and the new one signs in', async ({
  page,
  request,
}) => {
  const { email, password } = await registerViaApi(page);
  await page.goto('/profile');
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm new password', { exact: true }).fill('password1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'This password is too common. Choose one that is harder to guess.',
  );

  await page.getByLabel('New password', { exact: true }).fill('falcon-over-the-dunes');
  await page.getByLabel('Confirm new password', { exact: true }).fill('falcon-over-the-dunes');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page)).toContainText('Password changed');
  await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  const old = await request.post('/api/auth/login', { data: { email, password } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/auth/login', {
    data: { email, password: 'falcon-over-the-dunes' },
  });
  expect(fresh.status()).toBe(200);
});

test('signing up with a common password is refused with a clear message', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('iloveyou');
  await page.getByLabel('Confirm Password', { exact: true }).fill('iloveyou');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText(
    'This password is too common. Choose one that is harder to guess.',
  );
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('deleting the account asks for the password, then signs out for good', async ({
  page,
  request,
}) => {
  const { email, password } = await registerViaApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/auth/account/export',
  );
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Enter your password to confirm', { exact: true }).fill('not-it-at-all');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await dialog.getByLabel('Enter your password to confirm', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page)).toContainText('Account deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(401);
});

test('"Download my data" gives a JSON file of the account', async ({ page }) => {
  const { email } = await registerViaApi(page);
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^abtal-account-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(path, 'utf8')) as {
    tables: { users: { email: string }[] };
  };
  expect(data.tables.users[0].email).toBe(email);
});

test('a passkey added in the profile signs in, and can be removed', async ({ page }) => {
  // Chromium's virtual authenticator: a platform passkey that always approves.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await registerViaApi(page, { firstName: 'Nazra' });
  await page.goto('/profile');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page)).toContainText('Passkey added');
  const passkeys = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
  await expect(passkeys).toHaveCount(1);

  // Autofill (conditional UI): the browser offers the passkey on the e-mail field; the virtual
  // authenticator picks it at once.
  await logoutViaApi(page);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-display-name')).toHaveText('Nazra');

  // The button, where the browser offers no autofill.
  await logoutViaApi(page);
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-display-name')).toHaveText('Nazra');

  await page.goto('/profile');
  await expect(passkeys).toContainText('Last used');
  await passkeys.getByRole('button', { name: /^Remove passkey / }).click();
  await expect(toast(page)).toContainText('Passkey removed');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});

test('without WebAuthn (the desktop app on some systems) only the password is offered', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  await registerViaApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
});
