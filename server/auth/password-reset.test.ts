import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../shared/schemas/auth.schemas.js';
import { Clock } from '../common/clock.js';
import { newAccount, signedInAgent } from '../testing/factories.js';
import { createMailTestApp, type TestSmtpServer } from '../testing/smtp.js';
import type { TestApp } from '../testing/test-app.js';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords.js';
import {
  INVALID_RESET_LINK,
  PER_ADDRESS_LIMIT,
  TOO_MANY_RESETS,
} from './password-reset.service.js';

let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ smtp, t, close } = await createMailTestApp());
});
afterAll(() => close());
afterEach(() => vi.restoreAllMocks());

const recipient = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined;

/** The next mail to `email` (after the ones already received). */
async function mailTo(email: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await vi.waitFor(
    () => {
      found = smtp.mails.find((m) => recipient(m) === email && subject.test(m.subject ?? ''));
      expect(found).toBeDefined();
    },
    { timeout: 8000, interval: 50 },
  );
  smtp.mails.splice(smtp.mails.indexOf(found!), 1);
  return found!;
}

const tokenOf = (mail: ParsedMail) => /#token=([\w-]+)/.exec(mail.text ?? '')![1];

/** Waits until every queued account job and mail has run (scheduled jobs of other modules wait). */
async function jobsSettled() {
  await vi.waitFor(
    async () => {
      const [{ n }] = (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL AND failed_at IS NULL
           AND (type = 'mail.send' OR type LIKE 'auth.%')`,
      )) as { n: number }[];
      expect(n).toBe(0);
    },
    { timeout: 8000, interval: 50 },
  );
}

async function registered(extra: Record<string, unknown> = {}) {
  const body = newAccount(extra);
  await t.http().post('/api/auth/register').send(body).expect(201);
  return body;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the account', async () => {
    const account = await registered();
    const unknown = newAccount().email;
    const known = await t.http().post('/api/auth/forgot-password').send({ email: account.email });
    const other = await t.http().post('/api/auth/forgot-password').send({ email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(other.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true });
    const mail = await mailTo(account.email, /Reset your Abtal Universe password/);
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/auth\/reset-password#token=[\w-]{43}/);
    expect(mail.html).toContain('lang="en"');
    await jobsSettled();
    expect(smtp.mails.filter((m) => recipient(m) === unknown)).toEqual([]);
  });

  it('keeps only the hash of the token', async () => {
    const account = await registered();
    await t.http().post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = tokenOf(await mailTo(account.email, /Reset/));
    const rows = (await t.dataSource.query(
      `SELECT token_hash FROM account_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = $1 AND t.purpose = 'password_reset'`,
      [account.email],
    )) as { token_hash: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('writes the mail in Arabic with a link to the Arabic edition', async () => {
    const account = await registered();
    await t
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: account.email.toUpperCase(), language: 'ar' })
      .expect(200);
    const mail = await mailTo(account.email, /إعادة تعيين/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/ar\/auth\/reset-password#token=/);
  });

  it('limits the requests for one address, known or not', async () => {
    for (const email of [(await registered()).email, newAccount().email]) {
      for (let i = 0; i < PER_ADDRESS_LIMIT; i += 1) {
        await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
      }
      const refused = await t.http().post('/api/auth/forgot-password').send({ email }).expect(429);
      expect(refused.body.message).toBe(TOO_MANY_RESETS);
    }
  });

  it('refuses a missing or malformed address with a 400 naming it, and queues nothing', async () => {
    const [{ n: before }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM jobs WHERE type = 'mail.send' OR type LIKE 'auth.%'`,
    )) as {
      n: number;
    }[];
    const missing = await t.http().post('/api/auth/forgot-password').send({}).expect(400);
    expect(missing.body.errors.email).toEqual(['Email is required']);
    const bad = await t
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: 'not-an-address', language: 'fr' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'language']);
    const [{ n: after }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM jobs WHERE type = 'mail.send' OR type LIKE 'auth.%'`,
    )) as {
      n: number;
    }[];
    expect(after).toBe(before);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password once, ends every session, signs nobody in and sends a notice', async () => {
    const password = 'old-sky-panther';
    const { agent } = await signedInAgent(t, { password });
    const { email } = (await agent.get('/api/auth/me').expect(200)).body as { email: string };
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
    const token = tokenOf(await mailTo(email, /Reset/));

    const res = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'new-desert-falcon' })
      .expect(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    // The session signed in before the reset has ended.
    await agent.get('/api/auth/me').expect(401);
    await t.http().post('/api/auth/login').send({ email, password }).expect(401);
    await t
      .http()
      .post('/api/auth/login')
      .send({ email, password: 'new-desert-falcon' })
      .expect(200);
    const notice = await mailTo(email, /password was changed/);
    expect(notice.text).toContain('every device signed in to it was signed out');

    const again = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'third-password' })
      .expect(410);
    expect(again.body.message).toBe(INVALID_RESET_LINK);
  });

  it('refuses a token after 30 minutes', async () => {
    const account = await registered();
    await t.http().post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = tokenOf(await mailTo(account.email, /Reset/));
    const later = new Date(Date.now() + 30 * 60_000 + 1000);
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(later);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'too-late-now' })
      .expect(410);
    vi.restoreAllMocks();
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
  });

  it('refuses an unknown token and a password against the rules, changing nothing', async () => {
    const unknown = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: 'x'.repeat(43), password: 'long-enough' })
      .expect(410);
    expect(unknown.body.message).toBe(INVALID_RESET_LINK);
    const account = await registered();
    await t.http().post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = tokenOf(await mailTo(account.email, /Reset/));
    const short = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'abc' })
      .expect(400);
    expect(short.body.errors.password).toEqual([PASSWORD_TOO_SHORT]);
    const common = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'password123' })
      .expect(400);
    expect(common.body.errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);
    // The token was not used by the refused requests.
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'long-enough' })
      .expect(200);
  });

  it('lets one of two simultaneous resets with one token through', async () => {
    const account = await registered();
    await t.http().post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = tokenOf(await mailTo(account.email, /Reset/));
    const answers = await Promise.all(
      ['first-new-password', 'second-new-password'].map((password) =>
        t.http().post('/api/auth/reset-password').send({ token, password }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
  });
});
