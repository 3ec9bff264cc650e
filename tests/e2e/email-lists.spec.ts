import { expect, test } from './fixtures';
import { adminApi, grantTier } from './admin';
import { linkIn, newestMail } from './mailbox';
import { registerViaApi, toast, uniqueEmail } from './support';

test('the newsletter: a confirmation mail, its link confirms, a repeat is told, the mail unsubscribes', async ({
  page,
}) => {
  const email = uniqueEmail('news');
  await page.goto('/community');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page)).toContainText(`confirm with the link we sent to ${email}`);
  // A quick repeat is asked to wait (no second mail within a minute), and keeps what was typed.
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page).last()).toContainText(
    'A confirmation mail was just sent to this address.',
  );
  await expect(form.getByLabel('Email address')).toHaveValue(email);

  const mail = await newestMail(page, email, /Confirm your subscription/);
  expect(mail.headers?.['List-Unsubscribe']).toMatch(
    /^<https?:\/\/\S+\/api\/email-lists\/unsubscribe\?token=/,
  );
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  await page.goto(linkIn(mail, '/email/confirm'));
  await expect(page.getByTestId('email-list-result')).toContainText('Subscription confirmed');
  await expect(page.getByTestId('email-list-result')).toContainText(
    `${email} will receive the Abtal Universe newsletter.`,
  );
  // The token left the address bar as the page opened.
  expect(await page.evaluate(() => window.location.hash)).toBe('');

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page).last()).toContainText(
    `Already subscribed${email} already receives the newsletter.`,
  );

  // The mail's own link asks before it acts (a mail scanner opening it changes nothing).
  await page.goto(linkIn(mail, '/email/unsubscribe'));
  await expect(page.getByText('Stop the mails of this list to your address?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('email-list-result')).toContainText('You are unsubscribed');
  await expect(page.getByTestId('email-list-result')).toContainText(
    `${email} will get no more mails from the newsletter.`,
  );
  await expect(
    page.getByRole('link', { name: 'Sign up again on the community page' }),
  ).toBeVisible();
});

test('the store in Arabic: the mail is Arabic, its links open Arabic pages, one click unsubscribes', async ({
  page,
}) => {
  const email = uniqueEmail('store-ar');
  await page.goto('/ar/merch');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'أخبرني' }).click();
  await expect(toast(page)).toContainText(`أكّد بالرابط الذي أرسلناه إلى ${email}`);

  const mail = await newestMail(page, email, /أكّد/);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  await page.goto(linkIn(mail, '/ar/email/confirm'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('email-list-result')).toContainText('تأكّد الاشتراك');
  await expect(page.getByTestId('email-list-result')).toContainText(
    `سنُعلم ${email} عند افتتاح المتجر.`,
  );

  // What a mail client's "Unsubscribe" button does: a POST to the header's URL, no cookie, no page.
  const oneClick = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe'])![1]);
  const answer = await page.request.post(oneClick.pathname + oneClick.search, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { cookie: '' },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ list: 'store', email, subscribed: false });
  // The confirmation link no longer resubscribes (opened afresh: not a jump within the page).
  await page.goto('/ar');
  await page.goto(linkIn(mail, '/ar/email/confirm'));
  await expect(page.getByTestId('email-list-result')).toContainText('رابط التأكيد هذا غير صالح');
});

test('a reminder mails the member when the episode unlocks for them, and its link opens the reader', async ({
  page,
  request,
}) => {
  const { email } = await registerViaApi(page);
  await page.goto('/ar/comics');
  const card = page.getByTestId('episode-card').filter({ hasText: 'الحلقة 002' });
  const stored = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes('/api/reminders/'),
  );
  await card.getByRole('button', { name: /ذكّرني/ }).click();
  // Stored (the mail below shows it was kept for the member).
  expect((await stored).status()).toBe(200);

  // The episode unlocks for the member when their tier changes: the mail goes at once.
  await grantTier(await adminApi(request), email, 'GOLD');
  const mail = await newestMail(page, email, /متاحة لك الآن/);
  expect(mail.subject).toBe('حرّاس دبي: الحلقة 002 متاحة لك الآن');
  expect(mail.html).not.toMatch(/<img/);
  await page.goto(linkIn(mail, '/ar/comics/reader/dubai-guardians-002'));
  await expect(page).toHaveURL(/\/ar\/comics\/reader\/dubai-guardians-002(\?page=1)?$/);
  // The reader, not the gate: the stage shows the episode's pages.
  await expect(page.getByTestId('reader-stage')).toBeVisible();
  await expect(page.getByTestId('reader-pages').locator('img').first()).toBeVisible();
});
