import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../common/clock.js';
import { newAccount } from '../testing/factories.js';
import { createMailTestApp, type TestSmtpServer } from '../testing/smtp.js';
import type { TestApp } from '../testing/test-app.js';
import { INVALID_VERIFY_LINK, TOO_MANY_RESENDS } from './email-verification.service.js';

let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ smtp, t, close } = await createMailTestApp());
});
afterAll(() => close());
afterEach(() => vi.restoreAllMocks());

/** The mails received so far for `email`, waiting until there are `count`. */
async function mailsTo(email: string, count: number): Promise<ParsedMail[]> {
  const to = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined;
  await vi.waitFor(() => expect(smtp.mails.filter((m) => to(m) === email).length).toBe(count), {
    timeout: 8000,
    interval: 50,
  });
  return smtp.mails.filter((m) => to(m) === email);
}
const tokenOf = (mail: ParsedMail) => /#token=([\w-]+)/.exec(mail.text ?? '')![1];

/** Registers through the API (from the given edition) with a cookie-keeping agent. */
async function register(language = 'en') {
  const body = newAccount();
  const agent = t.agent();
  await agent.post('/api/auth/register').set('Content-Language', language).send(body).expect(201);
  return { agent, email: body.email };
}

describe('e-mail verification', () => {
  it('mails a confirmation link at registration that confirms the address once, signed in or not', async () => {
    const { agent, email } = await register();
    expect((await agent.get('/api/auth/email-status').expect(200)).body).toEqual({
      email,
      verified: false,
    });
    // Reading is never blocked while unconfirmed.
    await agent.get('/api/auth/me').expect(200);
    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe('Confirm your email for Abtal Universe');
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/auth\/verify-email#token=[\w-]{43}/);
    const token = tokenOf(mail);
    await t.http().post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await agent.get('/api/auth/email-status').expect(200)).body.verified).toBe(true);
    const again = await t.http().post('/api/auth/verify-email').send({ token }).expect(410);
    expect(again.body.message).toBe(INVALID_VERIFY_LINK);
    // Confirmed: asking again sends nothing.
    await agent.post('/api/auth/verify-email/resend').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email, 1)).toHaveLength(1);
  });

  it('writes the mail of an account made in the Arabic edition in Arabic', async () => {
    const { email } = await register('ar');
    const [mail] = await mailsTo(email, 1);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toContain('أكّد بريدك الإلكتروني');
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/ar\/auth\/verify-email#token=/);
  });

  it('sends the link again on request, up to a limit, each link working', async () => {
    const { agent, email } = await register();
    await mailsTo(email, 1);
    for (let i = 0; i < 3; i += 1) {
      await agent.post('/api/auth/verify-email/resend').expect(200);
    }
    const refused = await agent.post('/api/auth/verify-email/resend').expect(429);
    expect(refused.body.message).toBe(TOO_MANY_RESENDS);
    const mails = await mailsTo(email, 4);
    // The newest link works (and uses up the others).
    await t
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(mails[3]) })
      .expect(200);
    await t
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(mails[0]) })
      .expect(410);
  });

  it('refuses a link after 24 hours, and an unknown or malformed token', async () => {
    const { agent, email } = await register();
    const [mail] = await mailsTo(email, 1);
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 24 * 3_600_000 + 1000));
    await t
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(mail) })
      .expect(410);
    vi.restoreAllMocks();
    expect((await agent.get('/api/auth/email-status').expect(200)).body.verified).toBe(false);
    await t.http().post('/api/auth/verify-email').send({ token: 'nope' }).expect(410);
    const bad = await t.http().post('/api/auth/verify-email').send({ token: 'a/b' }).expect(400);
    expect(bad.body.errors.token).toEqual([
      'Token may contain only letters, digits, dashes and underscores',
    ]);
  });

  it('answers 401 to a visitor asking for the status or a new link', async () => {
    await t.http().get('/api/auth/email-status').expect(401);
    await t.http().post('/api/auth/verify-email/resend').expect(401);
  });
});

describe('e-mail change', () => {
  it('moves the account only when the new address confirms, and tells the old one', async () => {
    const { agent, email } = await register();
    await mailsTo(email, 1);
    const newEmail = newAccount().email;
    await agent
      .post('/api/auth/email-change')
      .send({ newEmail: ` ${newEmail.toUpperCase()} ` })
      .expect(200);
    const [link] = await mailsTo(newEmail, 1);
    expect(link.subject).toBe('Confirm your new email for Abtal Universe');
    // Nothing changed yet.
    expect((await agent.get('/api/auth/email-status').expect(200)).body.email).toBe(email);

    await t
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(link) })
      .expect(200);
    expect((await agent.get('/api/auth/email-status').expect(200)).body).toEqual({
      email: newEmail,
      verified: true,
    });
    const notices = await mailsTo(email, 2);
    expect(notices[1].subject).toBe('Your Abtal Universe email was changed');
    expect(notices[1].text).toContain(newEmail);
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: newEmail, password: 'sky-panther' })
      .expect(200);
    await t.http().post('/api/auth/login').send({ email, password: 'sky-panther' }).expect(401);
    await t
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(link) })
      .expect(410);
  });

  it('answers 409 when another account took the new address before the link was followed', async () => {
    const { agent, email } = await register();
    await mailsTo(email, 1);
    const contested = newAccount().email;
    await agent.post('/api/auth/email-change').send({ newEmail: contested }).expect(200);
    const [link] = await mailsTo(contested, 1);
    await t
      .http()
      .post('/api/auth/register')
      .send(newAccount({ email: contested }))
      .expect(201);
    const taken = await t
      .http()
      .post('/api/auth/verify-email')
      .send({ token: tokenOf(link) })
      .expect(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    expect((await agent.get('/api/auth/email-status').expect(200)).body.email).toBe(email);
  });

  it('refuses a malformed address with a 400 and a visitor with a 401', async () => {
    const { agent } = await register();
    const bad = await agent.post('/api/auth/email-change').send({ newEmail: 'nope' }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['newEmail']);
    await t.http().post('/api/auth/email-change').send({ newEmail: 'a@example.com' }).expect(401);
  });
});
