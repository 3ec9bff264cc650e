import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../common/clock.js';
import { SubscriptionsService } from '../commerce/subscriptions.service.js';
import { confirmAddress } from '../testing/factories.js';
import { createMailTestApp, type TestSmtpServer } from '../testing/smtp.js';
import type { TestApp } from '../testing/test-app.js';
import { agentWithTier } from '../testing/tiers.js';
import { EpisodeReminderMails } from './episode-reminder-mails.js';

let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;

const SLUG = 'dubai-guardians-003';
const DAY_MS = 24 * 3600_000;

const ADMIN = 'reminder-admin@example.com';

beforeAll(async () => {
  ({ smtp, t, close } = await createMailTestApp({ adminEmails: [ADMIN] }));
});
afterAll(() => close());
afterEach(() => vi.restoreAllMocks());

const reminderMail = (mail: ParsedMail) => /is out for you|متاحة لك الآن/.test(mail.subject ?? '');
const addressOf = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined;
const remindersTo = (email: string) =>
  smtp.mails.filter((mail) => reminderMail(mail) && addressOf(mail) === email);

async function member(tier: 'FREE' | 'SILVER', language = 'en') {
  const { agent, userId } = await agentWithTier(t, tier);
  const [{ email }] = (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [
    userId,
  ])) as { email: string }[];
  await agent.put(`/api/reminders/${SLUG}`).set('Content-Language', language).expect(200);
  return { agent, userId, email };
}

async function releaseAt(): Promise<Date> {
  const [row] = (await t.dataSource.query(`SELECT release_at FROM episodes WHERE slug = $1`, [
    SLUG,
  ])) as { release_at: Date | string }[];
  return new Date(row.release_at);
}

/** Moves the server's clock to `at`: the worker runs what is due by then. */
const moveClockTo = (at: Date) => vi.spyOn(t.app.get(Clock), 'now').mockReturnValue(at);

async function waitForReminders(email: string, count: number): Promise<ParsedMail[]> {
  await vi.waitFor(() => expect(remindersTo(email)).toHaveLength(count), {
    timeout: 8000,
    interval: 50,
  });
  return remindersTo(email);
}

describe('the reminder mail at unlock', () => {
  it('mails each member once at the moment the episode unlocks for their tier, in their edition', async () => {
    const free = await member('FREE');
    const silver = await member('SILVER', 'ar');
    const release = await releaseAt();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(remindersTo(free.email)).toHaveLength(0);
    expect(remindersTo(silver.email)).toHaveLength(0);

    // The paid tiers' moment: the job queued for it runs; SILVER is mailed, FREE waits its week.
    moveClockTo(new Date(+release + 1000));
    const [arabic] = await waitForReminders(silver.email, 1);
    expect(arabic.subject).toBe('حرّاس دبي: الحلقة 003 متاحة لك الآن');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain(`http://abtal.test/ar/comics/reader/${SLUG}`);
    // A link, never the pages themselves.
    expect(arabic.attachments).toHaveLength(0);
    expect(arabic.html).not.toMatch(/<img/);
    expect(remindersTo(free.email)).toHaveLength(0);

    moveClockTo(new Date(+release + 7 * DAY_MS + 1000));
    const [english] = await waitForReminders(free.email, 1);
    expect(english.subject).toBe('Guardians of Dubai: Episode 003 is out for you');
    expect(english.text).toContain(`Read now:\nhttp://abtal.test/comics/reader/${SLUG}`);

    // Once: another run (every server's safety net) mails nobody again.
    expect(await t.app.get(EpisodeReminderMails).sendDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(remindersTo(free.email)).toHaveLength(1);
    expect(remindersTo(silver.email)).toHaveLength(1);
    // The in-app notice stays until the member opens it.
    const listed = await free.agent.get('/api/reminders').expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ slug: SLUG, available: true })]);
  });

  it('follows a tier change: a member who upgrades after the paid release is mailed at once', async () => {
    const fan = await member('FREE');
    const release = await releaseAt();
    moveClockTo(new Date(+release + DAY_MS));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(remindersTo(fan.email)).toHaveLength(0);
    await t.app
      .get(SubscriptionsService)
      .grantTier(fan.userId, 'GOLD', new Date(+release + DAY_MS));
    await waitForReminders(fan.email, 1);
  });

  it('follows a new release time set by an administrator', async () => {
    const fan = await member('SILVER');
    const admin = t.agent();
    await admin
      .post('/api/auth/register')
      .send({ email: ADMIN, password: 'sky-panther-admin' })
      .expect(201);
    await confirmAddress(t, ADMIN);
    const earlier = new Date(Date.now() + 2000);
    await admin
      .put(`/api/admin/episodes/${SLUG}/release`)
      .send({ releaseAt: earlier.toISOString() })
      .expect(200);
    // Nothing before the moment; the run queued for it mails at it, with no sweep needed.
    expect(remindersTo(fan.email)).toHaveLength(0);
    const [mail] = await waitForReminders(fan.email, 1);
    expect(mail.date!.getTime()).toBeGreaterThanOrEqual(earlier.getTime() - 1000);
  });

  it('never mails a member whose tier is below the episode (and a deleted reminder never)', async () => {
    const fan = await member('FREE');
    await t.dataSource.query(`UPDATE episodes SET required_tier = 'GOLD' WHERE slug = $1`, [SLUG]);
    try {
      moveClockTo(new Date(+(await releaseAt()) + 30 * DAY_MS));
      expect(await t.app.get(EpisodeReminderMails).sendDue()).toBe(0);
      const removed = await member('SILVER');
      await removed.agent.delete(`/api/reminders/${SLUG}`).expect(200);
      expect(await t.app.get(EpisodeReminderMails).sendDue()).toBe(0);
      expect(remindersTo(fan.email)).toHaveLength(0);
      expect(remindersTo(removed.email)).toHaveLength(0);
    } finally {
      await t.dataSource.query(`UPDATE episodes SET required_tier = 'FREE' WHERE slug = $1`, [
        SLUG,
      ]);
    }
  });
});
