import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAgent, newAccount, signedInAgent } from '../../testing/factories.js';
import { campaignOf, partnerAgent } from '../../testing/partners.js';
import { createMailTestApp, type TestSmtpServer } from '../../testing/smtp.js';
import type { TestApp } from '../../testing/test-app.js';

const ADMIN = 'partners-admin@abtal.example';
let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedInAgent>>['agent'];

beforeAll(async () => {
  ({ smtp, t, close } = await createMailTestApp({ adminEmails: [ADMIN] }));
  ({ agent: admin } = await adminAgent(t, ADMIN));
});
afterAll(() => close());

const to = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined;
async function mailsTo(email: string, count: number): Promise<ParsedMail[]> {
  await vi.waitFor(() => expect(smtp.mails.filter((m) => to(m) === email).length).toBe(count), {
    timeout: 8000,
    interval: 50,
  });
  return smtp.mails.filter((m) => to(m) === email);
}
const tokenOf = (mail: ParsedMail) => /#token=([\w-]+)/.exec(mail.text ?? '')![1];

/** Applies through the public form, from the given edition. */
async function apply(language = 'en', company = `Falcon ${Date.now()}`) {
  const contactEmail = `contact-${Math.random().toString(36).slice(2)}@falcon.example`;
  const res = await t
    .http()
    .post('/api/partnerships/apply')
    .set('Content-Language', language)
    .send({
      companyName: company,
      industry: 'telecom',
      contactName: 'Huda Saleh',
      contactEmail,
      description: 'Mobile network.',
    })
    .expect(201);
  return { id: res.body.id as string, contactEmail, company };
}

describe('approving an application', () => {
  it('approves it, invites the contact, and binds the account that accepts to the partner', async () => {
    const { id, contactEmail, company } = await apply();
    const listed = await admin.get('/api/admin/partners?status=PENDING').expect(200);
    expect(listed.body.map((p: { id: string }) => p.id)).toContain(id);

    const res = await admin.post(`/api/admin/partners/${id}/approve`).expect(200);
    expect(res.body).toMatchObject({ id, status: 'APPROVED', reviewedAt: expect.any(String) });
    await admin.post(`/api/admin/partners/${id}/approve`).expect(409);
    // Logged for the console in the approval's transaction.
    expect(
      await t.dataSource.query(
        `SELECT action, actor_email, before, after FROM audit_log WHERE target_id = $1`,
        [id],
      ),
    ).toEqual([
      {
        action: 'partner.approve',
        actor_email: ADMIN,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', invited: contactEmail },
      },
    ]);

    const [mail] = await mailsTo(contactEmail, 1);
    expect(mail.subject).toBe(`${company} is now a Abtal Universe partner`);
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/partner\/join#token=[\w-]{43}/);

    // The contact creates an account (any address) and accepts.
    const { agent, userId } = await signedInAgent(t);
    expect((await agent.get('/api/campaigns').expect(200)).body).toEqual([]);
    await agent.get('/api/partner/account').expect(403);
    const accepted = await agent
      .post('/api/partner/invitations/accept')
      .send({ token: tokenOf(mail) })
      .expect(200);
    expect(accepted.body).toMatchObject({ id, name: company, status: 'APPROVED' });
    expect(accepted.body.users.map((u: { id: string }) => u.id)).toEqual([userId]);
    expect((await agent.get('/api/auth/me').expect(200)).body.role).toBe('PARTNER');
    // Once only.
    const other = await signedInAgent(t);
    await other.agent
      .post('/api/partner/invitations/accept')
      .send({ token: tokenOf(mail) })
      .expect(404);

    // The partner's own campaigns only.
    const mine = await campaignOf(t, id, { name: 'Falcon launch' });
    const theirs = await partnerAgent(t);
    await campaignOf(t, theirs.partnerId, { name: 'Not yours' });
    const campaigns = (await agent.get('/api/campaigns').expect(200)).body;
    expect(campaigns.map((c: { id: string }) => c.id)).toEqual([mine]);
  });

  it('lets a partner account invite a colleague, in the edition asked', async () => {
    const { agent, partnerId } = await partnerAgent(t);
    const email = newAccount().email;
    const res = await agent
      .post('/api/partner/invitations')
      .set('Content-Language', 'ar')
      .send({ email: ` ${email.toUpperCase()} ` })
      .expect(201);
    expect(res.body.email).toBe(email);
    const [mail] = await mailsTo(email, 1);
    expect(mail.text).toContain('قبول الدعوة');
    expect(mail.text).toMatch(/http:\/\/abtal\.test\/ar\/partner\/join#token=/);
    const colleague = await signedInAgent(t);
    const accepted = await colleague.agent
      .post('/api/partner/invitations/accept')
      .send({ token: tokenOf(mail) })
      .expect(200);
    expect(accepted.body.id).toBe(partnerId);
    expect(accepted.body.users).toHaveLength(2);
  });

  it('refuses to bind an ADMIN account, and invitations from accounts of no partner', async () => {
    const fan = await signedInAgent(t);
    await fan.agent.post('/api/partner/invitations').send({ email: 'x@y.example' }).expect(403);
    const { agent } = await partnerAgent(t);
    const email = newAccount().email;
    await agent.post('/api/partner/invitations').send({ email }).expect(201);
    const [mail] = await mailsTo(email, 1);
    await admin
      .post('/api/partner/invitations/accept')
      .send({ token: tokenOf(mail) })
      .expect(409);
  });
});

describe('rejecting an application', () => {
  it('mails the reason in the language of the application, and the applicant sees it', async () => {
    const { id, contactEmail } = await apply('ar');
    await admin.post(`/api/admin/partners/${id}/reject`).send({ reason: ' ' }).expect(400);
    const res = await admin
      .post(`/api/admin/partners/${id}/reject`)
      .send({ reason: 'الميزانية أقل من الحد الأدنى' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'REJECTED', language: 'ar' });
    const [mail] = await mailsTo(contactEmail, 1);
    expect(mail.text).toContain('السبب: الميزانية أقل من الحد الأدنى');
    await admin.post(`/api/admin/partners/${id}/approve`).expect(409);

    // The applicant's account, once its address is confirmed, sees the status and the reason.
    const { agent, userId } = await signedInAgent(t, { email: contactEmail });
    expect((await agent.get('/api/partnerships/applications').expect(200)).body).toEqual([]);
    await t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [userId]);
    const own = (await agent.get('/api/partnerships/applications').expect(200)).body;
    expect(own).toEqual([
      expect.objectContaining({
        id,
        status: 'REJECTED',
        rejectionReason: 'الميزانية أقل من الحد الأدنى',
      }),
    ]);
  });

  it('is for ADMIN accounts only', async () => {
    const { id } = await apply();
    const fan = await signedInAgent(t);
    await fan.agent.post(`/api/admin/partners/${id}/approve`).expect(403);
    await t.http().get('/api/admin/partners').expect(401);
    await admin.post('/api/admin/partners/not-a-uuid/approve').expect(400);
    await admin
      .post('/api/admin/partners/7d0f6b0e-3c55-4b7a-9a3e-2f6f1f0b9c21/approve')
      .expect(404);
  });
});
