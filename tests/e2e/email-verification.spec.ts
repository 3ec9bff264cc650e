import { expect, test } from './fixtures';
import { linkIn, newestMail } from './mailbox';
import { registerViaUi, uniqueEmail } from './support';

test('an account made in the Arabic edition confirms its address from an Arabic mail', async ({
  page,
}) => {
  const email = uniqueEmail('verify-ar');
  await page.goto('/ar/auth/register');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('sandstorm42');
  await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill('sandstorm42');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/ar\/?$/);

  const mail = await newestMail(page, email);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  const link = linkIn(mail, '/ar/auth/verify-email');
  await page.goto(link);
  await expect(page.getByText('تم تأكيد بريدك الإلكتروني. شكراً لك!')).toBeVisible();
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await page.getByRole('link', { name: 'انتقل إلى ملفي الشخصي' }).click();
  await expect(page.getByText(`تم تأكيد بريدك ${email}.`)).toBeVisible();
});

test('the profile shows a banner until the address is confirmed, and sends the link again', async ({
  page,
}) => {
  const { email } = await registerViaUi(page);
  await page.goto('/profile');
  await expect(page.getByText(`Your email ${email} is not confirmed yet.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('A new confirmation link is on its way.')).toBeVisible();

  const link = linkIn(await newestMail(page, email), '/auth/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email is confirmed. Thank you!')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(`Your email ${email} is confirmed.`)).toBeVisible();
});

test('a change of address takes effect when the new address confirms it', async ({ page }) => {
  const { email } = await registerViaUi(page);
  const newEmail = uniqueEmail('moved');
  await page.goto('/profile');
  await page.getByLabel('New address').fill(newEmail);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`A link to confirm ${newEmail} is on its way`)).toBeVisible();
  await expect(page.getByText(`Your email ${email} is not confirmed yet.`)).toBeVisible();

  const link = linkIn(await newestMail(page, newEmail), '/auth/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email is confirmed. Thank you!')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(`Your email ${newEmail} is confirmed.`)).toBeVisible();
  const notice = await newestMail(page, email);
  expect(notice.text).toContain(`now uses ${newEmail}`);
});

test('in the Arabic edition, a change of address is asked, confirmed and told in Arabic', async ({
  page,
}) => {
  const { email } = await registerViaUi(page);
  const newEmail = uniqueEmail('moved-ar');
  await page.goto('/ar/profile');
  await page.getByLabel('العنوان الجديد').fill(newEmail);
  await page.getByRole('button', { name: 'غيّر البريد' }).click();
  await expect(page.getByText(`رابط تأكيد ${newEmail} في الطريق إلى ذلك البريد.`)).toBeVisible();

  const mail = await newestMail(page, newEmail);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  await page.goto(linkIn(mail, '/ar/auth/verify-email'));
  await expect(page.getByText('تم تأكيد بريدك الإلكتروني. شكراً لك!')).toBeVisible();
  await page.goto('/ar/profile');
  await expect(page.getByText(`تم تأكيد بريدك ${newEmail}.`)).toBeVisible();
  const notice = await newestMail(page, email, /تم تغيير بريدك/);
  expect(notice.text).toContain(`يستخدم حسابك في أبطال الآن ${newEmail}.`);
});
