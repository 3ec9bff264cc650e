import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows } from '../../tests/server/support/accounts.js';
import { Clock } from '../common/clock.js';
import { createMailTestApp, type TestSmtpServer } from '../testing/smtp.js';
import type { TestApp } from '../testing/test-app.js';
import {
  CONFIRMATION_JUST_SENT,
  INVALID_CONFIRM_LINK,
  INVALID_UNSUBSCRIBE_LINK,
} from './email-lists.service.js';

let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ smtp, t, close } = await createMailTestApp());
});
afterAll(() => close());
afterEach(() => vi.restoreAllMocks());

let counter = 0;
const newAddress = (name: string) => `${name}-${process.pid}-${++counter}@example.com`;

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

const linkToken = (mail: ParsedMail, page: string) =>
  new RegExp(`${page}#token=([\\w.-]+)`).exec(mail.text ?? '')![1];
/** A header as it was on the wire (unfolded), by its lower-case name. */
const rawHeader = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((line) => line.key === key)
    ?.line.replace(/\r\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
/** The one-click URL of the List-Unsubscribe header, as a path on the app. */
const oneClickPath = (mail: ParsedMail) => {
  const url = new URL(/^<([^>]+)>$/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')![1]);
  return url.pathname + url.search;
};

const LISTS = [
  { list: 'newsletter', path: '/api/newsletter', table: 'newsletters' },
  { list: 'store', path: '/api/pre-register', table: 'pre_registrations' },
] as const;

describe.each(LISTS)('$list sign-up (double opt-in)', ({ list, path, table }) => {
  it('mails a confirmation link with a one-click unsubscribe, and confirms once', async () => {
    const email = newAddress(list);
    const res = await t.http().post(path).send({ email: email.toUpperCase() }).expect(201);
    expect(res.body).toEqual({ email, status: 'confirmation-sent' });
    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toMatch(/^Confirm/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClickPath(mail)).toMatch(/^\/api\/email-lists\/unsubscribe\?token=/);
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/email\/confirm#token=/);
    expect(mail.text).toMatch(/Unsubscribe:\nhttp:\/\/abtal\.test\/email\/unsubscribe#token=/);
    const token = linkToken(mail, '/email/confirm');
    expect(
      (await t.http().post('/api/email-lists/confirm').send({ token }).expect(200)).body,
    ).toEqual({ list, email, subscribed: true });
    const [row] = (await t.dataSource.query(`SELECT confirmed_at FROM ${table} WHERE email = $1`, [
      email,
    ])) as { confirmed_at: Date | null }[];
    expect(row.confirmed_at).not.toBeNull();
    // A second use answers the same (a mail client may open the link twice).
    await t.http().post('/api/email-lists/confirm').send({ token }).expect(200);
  });

  it('answers a repeat sign-up: resends while unconfirmed, says so once confirmed', async () => {
    const email = newAddress(list);
    await t.http().post(path).send({ email }).expect(201);
    const [first] = await mailsTo(email, 1);
    // Within a minute the address gets no second mail.
    const early = await t.http().post(path).send({ email }).expect(429);
    expect(early.body.message).toBe(CONFIRMATION_JUST_SENT);
    const later = new Date(Date.now() + 2 * 60_000);
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(later);
    const again = await t.http().post(path).send({ email }).expect(201);
    expect(again.body).toEqual({ email, status: 'confirmation-resent' });
    const [, second] = await mailsTo(email, 2);
    // The newer link replaces the older one.
    const old = await t
      .http()
      .post('/api/email-lists/confirm')
      .send({ token: linkToken(first, '/email/confirm') })
      .expect(410);
    expect(old.body.message).toBe(INVALID_CONFIRM_LINK);
    await t
      .http()
      .post('/api/email-lists/confirm')
      .send({ token: linkToken(second, '/email/confirm') })
      .expect(200);
    const before = await countRows(t, table);
    const confirmed = await t.http().post(path).send({ email }).expect(201);
    expect(confirmed.body).toEqual({ email, status: 'already-subscribed' });
    expect(await countRows(t, table)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email, 2)).toHaveLength(2);
  });

  it('refuses an invalid address with the specification message and writes nothing', async () => {
    const before = await countRows(t, table);
    for (const email of ['not-an-email', 'collector@']) {
      const res = await t.http().post(path).send({ email }).expect(400);
      expect(res.body.errors.email).toEqual(['Please enter a valid email address']);
    }
    expect(await countRows(t, table)).toBe(before);
  });

  it('ends the sign-up by the one-click POST a mail client sends, without signing in', async () => {
    const email = newAddress(list);
    await t.http().post(path).send({ email }).expect(201);
    const [mail] = await mailsTo(email, 1);
    await t
      .http()
      .post('/api/email-lists/confirm')
      .send({ token: linkToken(mail, '/email/confirm') })
      .expect(200);
    const oneClick = await t
      .http()
      .post(oneClickPath(mail))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(oneClick.body).toEqual({ list, email, subscribed: false });
    const [row] = (await t.dataSource.query(
      `SELECT unsubscribed_at FROM ${table} WHERE email = $1`,
      [email],
    )) as { unsubscribed_at: Date | null }[];
    expect(row.unsubscribed_at).not.toBeNull();
    // The page's link (same token) answers the same; the old confirmation link no longer resubscribes.
    await t
      .http()
      .post(`/api/email-lists/unsubscribe?token=${linkToken(mail, '/email/unsubscribe')}`)
      .expect(200);
    await t
      .http()
      .post('/api/email-lists/confirm')
      .send({ token: linkToken(mail, '/email/confirm') })
      .expect(410);
    // Signing up again starts over with a new confirmation.
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * 60_000));
    const again = await t.http().post(path).send({ email }).expect(201);
    expect(again.body.status).toBe('confirmation-sent');
    await mailsTo(email, 2);
  });
});

describe('list links', () => {
  it('writes the mails of a sign-up from the Arabic edition in Arabic, right to left', async () => {
    const email = newAddress('arabic');
    await t
      .http()
      .post('/api/newsletter')
      .set('Content-Language', 'ar')
      .send({ email })
      .expect(201);
    const [mail] = await mailsTo(email, 1);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toContain('أكّد اشتراكك');
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/ar\/email\/confirm#token=/);
    expect(mail.text).toMatch(
      /إلغاء الاشتراك:\nhttp:\/\/abtal\.test\/ar\/email\/unsubscribe#token=/,
    );
  });

  it('refuses forged, altered, expired and malformed tokens with a clear answer', async () => {
    const email = newAddress('forged');
    await t.http().post('/api/newsletter').send({ email }).expect(201);
    const [mail] = await mailsTo(email, 1);
    const confirm = linkToken(mail, '/email/confirm');
    const unsubscribe = linkToken(mail, '/email/unsubscribe');
    const altered = (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    // A confirmation token does not unsubscribe and an unsubscribe token does not confirm.
    for (const token of [altered(confirm), unsubscribe, 'n.not-a-token', 'x'.repeat(60)]) {
      const res = await t.http().post('/api/email-lists/confirm').send({ token }).expect(410);
      expect(res.body.message).toBe(INVALID_CONFIRM_LINK);
    }
    for (const token of [altered(unsubscribe), confirm]) {
      const res = await t.http().post(`/api/email-lists/unsubscribe?token=${token}`).expect(410);
      expect(res.body.message).toBe(INVALID_UNSUBSCRIBE_LINK);
    }
    const missing = await t.http().post('/api/email-lists/unsubscribe').expect(400);
    expect(missing.body.errors.token).toBeDefined();
    const empty = await t.http().post('/api/email-lists/confirm').send({ token: '' }).expect(400);
    expect(empty.body.errors.token).toEqual(['Token is required']);
    // A week later the confirmation link has expired.
    vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 8 * 24 * 3600_000));
    await t.http().post('/api/email-lists/confirm').send({ token: confirm }).expect(410);
  });
});
