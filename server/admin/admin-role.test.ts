import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAILS_ACTOR, AdminEmailsLog } from '../auth/admin-emails.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { adminAgent, confirmAddress, newAccount } from '../testing/factories.js';
import { createMailTestApp, type TestSmtpServer } from '../testing/smtp.js';
import type { TestApp } from '../testing/test-app.js';
import { ADMIN_MESSAGES } from './admin.service.js';
import { setAdmin } from './cli.js';

const LISTED = 'ops-desk@abtal.example';
const DESK = 'second-desk@abtal.example';
const LISTED_PASSWORD = 'falcon-of-the-ops-desk';
let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;
let config: AppConfig;

beforeAll(async () => {
  ({ smtp, t, close } = await createMailTestApp({ adminEmails: [LISTED, DESK] }));
  config = t.app.get<AppConfig>(APP_CONFIG);
});
afterAll(() => close());

const tokenOf = (mail: ParsedMail) => /#token=([\w-]+)/.exec(mail.text ?? '')![1];
async function confirmationTo(email: string): Promise<string> {
  const to = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined;
  await vi.waitFor(() => expect(smtp.mails.some((mail) => to(mail) === email)).toBe(true), {
    timeout: 8000,
    interval: 50,
  });
  return tokenOf(smtp.mails.find((mail) => to(mail) === email)!);
}

async function member() {
  const account = newAccount();
  const agent = t.agent();
  const res = await agent.post('/api/auth/register').send(account).expect(201);
  return { agent, email: account.email, id: res.body.user.id as string };
}

/** The listed account (registered and confirmed by the first test), signed in. */
async function listedAdmin() {
  const agent = t.agent();
  await agent
    .post('/api/auth/login')
    .send({ email: LISTED, password: LISTED_PASSWORD })
    .expect(200);
  return agent;
}

/** The log's entries about one account's ADMIN role, oldest first. */
const roleEntries = async (targetId: string) =>
  (await t.dataSource.query(
    `SELECT actor_email, action, before, after FROM audit_log
     WHERE target_id = $1 AND action LIKE 'admin.%' ORDER BY created_at, id`,
    [targetId],
  )) as { actor_email: string; action: string; before: unknown; after: unknown }[];

describe('ADMIN_EMAILS', () => {
  it('counts only once the address is confirmed through the mailed link, and is logged', async () => {
    // Whoever registers a listed address first gets an ordinary account.
    const agent = t.agent();
    const registered = await agent
      .post('/api/auth/register')
      .send({ email: LISTED.toUpperCase(), password: LISTED_PASSWORD })
      .expect(201);
    expect(registered.body.user.role).toBe('USER');
    const refused = await agent.get('/api/admin/members?q=desk').expect(403);
    expect(refused.body.message).toBe('Only ADMIN accounts may do this');
    await agent.get('/api/kiosks').expect(403);

    const token = await confirmationTo(LISTED);
    await t.http().post('/api/auth/verify-email').send({ token }).expect(200);
    // The same session, no new sign-in: the role is read on each request.
    expect((await agent.get('/api/auth/me').expect(200)).body.role).toBe('ADMIN');
    await agent.get('/api/admin/members?q=desk').expect(200);
    const id = registered.body.user.id as string;
    expect(await roleEntries(id)).toEqual([
      {
        actor_email: ADMIN_EMAILS_ACTOR,
        action: 'admin.grant',
        before: { admin: false, via: 'ADMIN_EMAILS' },
        after: { admin: true, via: 'ADMIN_EMAILS' },
      },
    ]);
    // A restart logs nothing new while nothing changed.
    await t.app.get(AdminEmailsLog).onApplicationBootstrap();
    expect(await roleEntries(id)).toHaveLength(1);
  });

  it('takes ADMIN back at once when the address leaves the setting; the next start logs it', async () => {
    const { agent, userId } = await adminAgent(t, DESK);
    await agent.get('/api/admin/audit').expect(200);
    await t.app.get(AdminEmailsLog).onApplicationBootstrap();
    config.adminEmails = [LISTED];
    try {
      // The very next request, in the same session.
      await agent.get('/api/admin/audit').expect(403);
      expect((await agent.get('/api/auth/me').expect(200)).body.role).toBe('USER');
      await t.app.get(AdminEmailsLog).onApplicationBootstrap();
      expect((await roleEntries(userId)).map((entry) => entry.action)).toEqual([
        'admin.grant',
        'admin.revoke',
      ]);
    } finally {
      config.adminEmails = [LISTED, DESK];
    }
  });
});

describe('PUT and DELETE /api/admin/users/{id}/admin', () => {
  it('an admin grants ADMIN and takes it back, each in the audit log, effective at once', async () => {
    const admin = await listedAdmin();
    const target = await member();
    // Not for ordinary accounts, not even on themselves.
    await target.agent.put(`/api/admin/users/${target.id}/admin`).expect(403);

    const granted = await admin.put(`/api/admin/users/${target.id}/admin`).expect(200);
    expect(granted.body).toMatchObject({ id: target.id, role: 'ADMIN' });
    await target.agent.get('/api/admin/members?q=fan').expect(200);
    const again = await admin.put(`/api/admin/users/${target.id}/admin`).expect(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.alreadyAdmin);
    // A granted admin cannot take back their own role.
    const self = await target.agent.delete(`/api/admin/users/${target.id}/admin`).expect(409);
    expect(self.body.message).toBe(ADMIN_MESSAGES.self);

    const revoked = await admin.delete(`/api/admin/users/${target.id}/admin`).expect(200);
    expect(revoked.body.role).toBe('USER');
    await target.agent.get('/api/admin/members?q=fan').expect(403);
    expect(await roleEntries(target.id)).toEqual([
      {
        actor_email: LISTED,
        action: 'admin.grant',
        before: { role: 'USER' },
        after: { role: 'ADMIN' },
      },
      {
        actor_email: LISTED,
        action: 'admin.revoke',
        before: { role: 'ADMIN' },
        after: { role: 'USER' },
      },
    ]);
    const notGranted = await admin.delete(`/api/admin/users/${target.id}/admin`).expect(409);
    expect(notGranted.body.message).toBe(ADMIN_MESSAGES.notGranted);
  });

  it('refuses what it cannot change: its own role, a partner, a bad or unknown id', async () => {
    const admin = await listedAdmin();
    const [listed] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [LISTED]);
    const bySetting = await admin.delete(`/api/admin/users/${listed.id}/admin`).expect(409);
    expect(bySetting.body.message).toBe(ADMIN_MESSAGES.self);
    const partner = await member();
    await t.dataSource.query(`UPDATE users SET role = 'PARTNER' WHERE id = $1`, [partner.id]);
    const refused = await admin.put(`/api/admin/users/${partner.id}/admin`).expect(409);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.partner);
    const bad = await admin.put('/api/admin/users/not-a-uuid/admin').expect(400);
    expect(bad.body.errors.id).toEqual(['User id must be a uuid']);
    await admin.put('/api/admin/users/2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11/admin').expect(404);
  });

  it('another admin cannot take back an ADMIN given by the setting', async () => {
    const target = await member();
    const admin = await listedAdmin();
    await admin.put(`/api/admin/users/${target.id}/admin`).expect(200);
    const [listed] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [LISTED]);
    const res = await target.agent.delete(`/api/admin/users/${listed.id}/admin`).expect(409);
    expect(res.body.message).toBe(ADMIN_MESSAGES.bySetting);
    await admin.delete(`/api/admin/users/${target.id}/admin`).expect(200);
  });
});

describe('npm run admin -- grant-admin / revoke-admin', () => {
  it("grants and takes back ADMIN through the running server's API", async () => {
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const password = 'falcon-of-the-cli-desk';
      const cli = `cli-desk-${Date.now()}@abtal.example`;
      config.adminEmails = [LISTED, DESK, cli];
      await t.http().post('/api/auth/register').send({ email: cli, password }).expect(201);
      await confirmAddress(t, cli);
      const { port } = server.address() as AddressInfo;
      const options = {
        baseUrl: `http://127.0.0.1:${port}`,
        adminEmail: cli,
        adminPassword: password,
      };
      const target = await member();
      expect(await setAdmin(options, target.email, true)).toMatchObject({ role: 'ADMIN' });
      expect((await target.agent.get('/api/auth/me').expect(200)).body.role).toBe('ADMIN');
      expect(await setAdmin(options, target.email, false)).toMatchObject({ role: 'USER' });
      await expect(setAdmin(options, target.email, false)).rejects.toThrow(/^409/);
      expect(
        (await roleEntries(target.id)).map((entry) => [entry.actor_email, entry.action]),
      ).toEqual([
        [cli, 'admin.grant'],
        [cli, 'admin.revoke'],
      ]);
    } finally {
      config.adminEmails = [LISTED, DESK];
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
