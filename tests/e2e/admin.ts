import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from './fixtures';
import { linkIn, newestMail } from './mailbox';
import { registerViaApi, toast, uniqueEmail } from './support';

/** Serious or critical axe findings on the page as it is. */
export async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

const ADMIN = { email: 'e2e-admin@abtal.example', password: 'e2e-admin-falcon' };

/**
 * The ADMIN account named in the e2e server's ADMIN_EMAILS, signed in on its own API context. The
 * setting counts for a confirmed address only: the first time, the link mailed at registration
 * (read from the development mailbox) confirms it.
 */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const registered = await request.post('/api/auth/register', { data: ADMIN });
  if (registered.status() === 409) {
    expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  } else {
    expect(registered.status()).toBe(201);
  }
  const verified = async () =>
    ((await (await request.get('/api/auth/email-status')).json()) as { verified: boolean })
      .verified;
  if (!(await verified())) {
    const mail = await newestMail({ request }, ADMIN.email, /Confirm your email/);
    const token = /#token=([\w-]+)/.exec(mail.text)![1];
    // Two workers starting at once both confirm the address: the other one's link may win.
    await request.post('/api/auth/verify-email', { data: { token } });
    await expect.poll(verified).toBe(true);
  }
  const me = (await (await request.get('/api/auth/me')).json()) as { role: string };
  expect(me.role).toBe('ADMIN');
  return request;
}

export async function grantTier(admin: APIRequestContext, email: string, tier: string) {
  const found = await admin.get(`/api/admin/users?email=${encodeURIComponent(email)}`);
  expect(found.ok()).toBe(true);
  const { id } = (await found.json()) as { id: string };
  expect((await admin.put(`/api/admin/users/${id}/tier`, { data: { tier } })).ok()).toBe(true);
}

/** A partnership application through the public API, from the given edition. */
export async function applyForPartnership(page: Page, language: 'en' | 'ar') {
  const company = `Falcon ${Date.now().toString(36)} ${language}`;
  const contactEmail = uniqueEmail('partner');
  const res = await page.request.post('/api/partnerships/apply', {
    headers: { 'Content-Language': language },
    data: {
      companyName: company,
      industry: 'telecom',
      contactName: 'Huda Saleh',
      contactEmail,
      description: 'Mobile network.',
    },
  });
  expect(res.status()).toBe(201);
  return { company, contactEmail };
}

/**
 * An approved partner: applied from `language`'s edition, approved by the e2e ADMIN (in a browser
 * of its own), its contact registered and signed in on `page`, with the invitation link in hand.
 */
export async function invitedPartner(page: Page, browser: Browser, language: 'en' | 'ar') {
  const staff = await browser.newContext();
  const admin = await adminApi(staff.request);
  const applied = await applyForPartnership(page, language);
  const pending = await admin.get('/api/admin/partners?status=PENDING');
  const { id } = ((await pending.json()) as { id: string; name: string }[]).find(
    (a) => a.name === applied.company,
  )!;
  expect((await admin.post(`/api/admin/partners/${id}/approve`)).ok()).toBe(true);
  const link = linkIn(await newestMail(page, applied.contactEmail), '/partner/join');
  await registerViaApi(page, { email: applied.contactEmail });
  return { ...applied, link, admin, staff, close: () => staff.close() };
}

/** A fan hero submitted through the community page of an edition, by whoever `page` is. */
export async function submitHero(page: Page, edition: 'en' | 'ar', name: string) {
  await page.goto(edition === 'ar' ? '/ar/community' : '/community');
  const form = page.getByRole('form', { name: edition === 'ar' ? /بطلك/ : 'Create your hero' });
  await form.locator('input').first().fill(name);
  await form.locator('select').selectOption('Light');
  await form.locator('textarea').fill('Born in a lightning storm over the Red Sea coast.');
  await form.getByRole('button').click();
  await expect(toast(page).first()).toBeVisible();
}
