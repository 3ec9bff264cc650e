import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../common/clock.js';
import { JobWorker } from '../jobs/job-worker.js';
import { createMailTestApp, startSmtpServer, type TestSmtpServer } from '../testing/smtp.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { renderMail } from './mail-layout.js';
import { MailService } from './mail.service.js';

const welcome = (lang: 'en' | 'ar') =>
  renderMail(
    lang === 'en'
      ? {
          lang,
          subject: 'Welcome',
          heading: 'Welcome, hero',
          paragraphs: ['Your account is ready.'],
          action: { label: 'Start reading', url: 'http://abtal.test/comics' },
          notes: ['Not you? Ignore this mail.'],
        }
      : {
          lang,
          subject: 'أهلاً',
          heading: 'أهلاً بك يا بطل',
          paragraphs: ['حسابك جاهز.'],
          action: { label: 'ابدأ القراءة', url: 'http://abtal.test/ar/comics' },
        },
  );

describe('mail through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ smtp, t, close } = await createMailTestApp());
  });
  afterAll(() => close());

  it('delivers a queued mail with an HTML and a plain-text part, from MAIL_FROM', async () => {
    await t.app.get(MailService).send('nazra@example.com', welcome('en'));
    const [mail] = await smtp.waitForMails(1);
    expect(mail.subject).toBe('Welcome');
    expect(mail.from?.value).toEqual([
      { name: 'Abtal Universe', address: 'no-reply@abtal-universe.com' },
    ]);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('nazra@example.com');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('href="http://abtal.test/comics"');
    expect(mail.html).toContain('#e3b548');
    expect(mail.html).not.toMatch(/<img|src="http/);
    expect(mail.text).toContain('Start reading:\nhttp://abtal.test/comics');
    expect(mail.text).toContain('Not you? Ignore this mail.');
  });

  it('writes the Arabic mail right to left', async () => {
    const before = smtp.mails.length;
    await t.app.get(MailService).send('sahab@example.com', welcome('ar'));
    const mails = await smtp.waitForMails(before + 1);
    const mail = mails[before];
    expect(mail.subject).toBe('أهلاً');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('أبطال');
    expect(mail.text).toContain('ابدأ القراءة:\nhttp://abtal.test/ar/comics');
  });

  it('sends a mail with the same idempotency key once', async () => {
    const before = smtp.mails.length;
    const mail = t.app.get(MailService);
    await mail.send('once@example.com', welcome('en'), { idempotencyKey: 'welcome:once' });
    await mail.send('once@example.com', welcome('en'), { idempotencyKey: 'welcome:once' });
    await smtp.waitForMails(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.subject === 'Welcome').length).toBe(
      smtp.mails.slice(0, before).filter((m) => m.subject === 'Welcome').length + 1,
    );
  });
});

describe('mail while the SMTP server is down', () => {
  it('keeps the mail queued, retries with backoff and delivers it once when the server is back', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.stop();
    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, jobWorker: false });
    let smtp: TestSmtpServer | undefined;
    try {
      const clock = t.app.get(Clock);
      let now = new Date('2027-03-01T10:00:00Z');
      vi.spyOn(clock, 'now').mockImplementation(() => now);
      const worker = t.app.get(JobWorker);
      await t.app.get(MailService).send('late@example.com', welcome('en'));
      expect(await worker.runDue()).toBe(1);
      const [job] = (await t.dataSource.query(`SELECT * FROM jobs WHERE type = 'mail.send'`)) as {
        attempts: number;
        last_error: string;
        done_at: Date | null;
      }[];
      expect(job.attempts).toBe(1);
      expect(job.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(job.done_at).toBeNull();

      smtp = await startSmtpServer(port);
      // Not before its backoff.
      expect(await worker.runDue()).toBe(0);
      now = new Date(now.getTime() + 1500);
      expect(await worker.runDue()).toBe(1);
      const [mail] = await smtp.waitForMails(1);
      expect(mail.subject).toBe('Welcome');
      now = new Date(now.getTime() + 3_600_000);
      expect(await worker.runDue()).toBe(0);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      // The app first: its pooled SMTP connection ends with it.
      await t.close();
      await smtp?.stop();
    }
  });
});

describe('the development mailbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'abtal-mailbox-'));
    t = await createTestApp({ dataDir, jobWorker: true, jobPollMs: 50 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every mail when SMTP_URL is unset and shows them through /api/dev/mailbox', async () => {
    await t.app.get(MailService).send('mailbox@example.com', welcome('ar'));
    let list: { id: string; to: string; subject: string }[] = [];
    await vi.waitFor(
      async () => {
        list = (await t.http().get('/api/dev/mailbox').expect(200)).body as typeof list;
        expect(list).toHaveLength(1);
      },
      { timeout: 5000 },
    );
    expect(list[0]).toMatchObject({ to: 'mailbox@example.com', subject: 'أهلاً' });
    const one = await t.http().get(`/api/dev/mailbox/${list[0].id}`).expect(200);
    expect(one.body.html).toContain('dir="rtl"');
    expect(one.body.text).toContain('حسابك جاهز.');
  });

  it('answers 404 for an unknown mail and 400 for an id it never makes', async () => {
    await t.http().get('/api/dev/mailbox/no-such-mail').expect(404);
    const bad = await t.http().get('/api/dev/mailbox/..%2Fsecret').expect(400);
    expect(bad.body.message).toContain('Mail id may contain only letters, digits and dashes');
  });
});
