import { expect, test } from './fixtures';
import { newestMail } from './mailbox';
import { loginViaUi, logoutViaApi, registerViaApi } from './support';

test('a forgotten password is reset from the mail: the link, a new password, then sign in', async ({
  page,
}) => {
  const { email } = await registerViaApi(page);
  await logoutViaApi(page);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The address changes as the app starts drawing the next page, while the sign-in form, which
  // has an Email field too, may still be on screen.
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `If an account exists for ${email}` }),
  ).toBeVisible();

  // The mail, read on the development mailbox page.
  const mail = await newestMail(page, email, /Reset|إعادة تعيين/);
  expect(mail.subject).toBe('Reset your Abtal Universe password');
  await page.goto('/dev/mailbox');
  await page
    .getByRole('button', { name: `Reset your Abtal Universe password ${email}`, exact: true })
    .click();
  const link = page.getByRole('link', { name: /\/auth\/reset-password#token=/ });
  await link.click();

  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  // The token left the address bar as the page opened.
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await page.getByLabel('New password', { exact: true }).fill('new-desert-falcon');
  await page.getByLabel('Confirm new password', { exact: true }).fill('new-desert-falcon');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // The reset signs nobody in.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await loginViaUi(page, email, 'new-desert-falcon');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});

test('the Arabic edition mails an Arabic reset link that opens the Arabic page', async ({
  page,
}) => {
  const { email } = await registerViaApi(page);
  await logoutViaApi(page);
  await page.goto('/ar/auth/login');
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/forgot-password$/);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  const mail = await newestMail(page, email, /Reset|إعادة تعيين/);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  const url = /https?:\/\/\S+\/ar\/auth\/reset-password#token=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(url).pathname + new URL(url).hash);
  await expect(page).toHaveURL(/\/ar\/auth\/reset-password$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('sahara-night-owl');
  await page.getByLabel('تأكيد كلمة المرور الجديدة', { exact: true }).fill('sahara-night-owl');
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور.')).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'sahara-night-owl' },
  });
  expect(login.status()).toBe(200);
});
