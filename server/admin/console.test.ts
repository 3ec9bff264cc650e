import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAddress, newAccount, signedInAgent, signedInAs } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = 'console-desk@abtal.example';
const ADMIN_PASSWORD = 'falcon-of-the-console';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  await t.http().post('/api/auth/register').send({ email: ADMIN, password: ADMIN_PASSWORD });
  await confirmAddress(t, ADMIN);
});
afterAll(async () => {
  await t.close();
});

const adminAgent = () => signedInAs(t, ADMIN, ADMIN_PASSWORD);

async function member(extra: Record<string, unknown> = {}) {
  const account = newAccount(extra);
  const agent = t.agent();
  const res = await agent.post('/api/auth/register').send(account).expect(201);
  return { agent, email: account.email, id: res.body.user.id as string };
}

const auditRows = async (targetId: string) =>
  (await t.dataSource.query(
    `SELECT action, actor_email, before, after FROM audit_log WHERE target_id = $1 ORDER BY created_at`,
    [targetId],
  )) as { action: string; actor_email: string; before: unknown; after: unknown }[];

const TARGET = '2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11';

/** Every admin route of the published document, with a path its parameters fill. */
function adminRoutes(): [string, string][] {
  const examples: Record<string, string> = { id: TARGET, slug: 'dubai-guardians-003' };
  return Object.entries(t.document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) =>
          [
            method.toUpperCase(),
            path.replace(/\{(\w+)\}/g, (_, name: string) => examples[name] ?? 'example'),
          ] as [string, string],
      ),
    );
}

describe('every admin route refuses visitors, USER and PARTNER accounts', () => {
  it('401 signed out, 403 signed in without the ADMIN role, and nothing is logged', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const { agent: user } = await signedInAgent(t);
    const partner = await member();
    await t.dataSource.query(`UPDATE users SET role = 'PARTNER' WHERE id = $1`, [partner.id]);
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`);
    for (const [method, url] of routes) {
      const call = (agent: ReturnType<TestApp['agent']> | ReturnType<TestApp['http']>) =>
        agent[method.toLowerCase() as 'get'](url).send({});
      expect((await call(t.http())).status, `${method} ${url} visitor`).toBe(401);
      for (const agent of [user, partner.agent]) {
        const res = await call(agent);
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.message).toBe('Only ADMIN accounts may do this');
      }
    }
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`)).toEqual(before);
  });
});

describe('GET /api/admin/members', () => {
  it('finds accounts by part of the e-mail or the name, any case', async () => {
    const admin = await adminAgent();
    const layla = await member({ firstName: 'Layla', lastName: 'Haddad' });
    const byName = await admin.get('/api/admin/members?q=LAYLA%20hadd').expect(200);
    expect(byName.body.map((u: { id: string }) => u.id)).toContain(layla.id);
    const byMail = await admin
      .get(`/api/admin/members?q=${encodeURIComponent(layla.email.slice(4, 20))}`)
      .expect(200);
    expect(byMail.body).toEqual([expect.objectContaining({ id: layla.id, tier: 'FREE' })]);
    // A LIKE wildcard is a character like any other.
    expect((await admin.get('/api/admin/members?q=%25%25').expect(200)).body).toEqual([]);
    const short = await admin.get('/api/admin/members?q=a').expect(400);
    expect(short.body.errors.q).toEqual(['Search must be at least 2 characters']);
  });
});

describe('staff actions are written to the audit log with the action', () => {
  it('a tier grant: who, what, before and after', async () => {
    const admin = await adminAgent();
    const target = await member();
    await admin.put(`/api/admin/users/${target.id}/tier`).send({ tier: 'GOLD' }).expect(200);
    expect(await auditRows(target.id)).toEqual([
      {
        action: 'member.tier',
        actor_email: ADMIN,
        before: { tier: 'FREE' },
        after: { tier: 'GOLD' },
      },
    ]);
  });

  it('ending sessions signs the member out everywhere', async () => {
    const admin = await adminAgent();
    const target = await member();
    const res = await admin.delete(`/api/admin/users/${target.id}/sessions`).expect(200);
    expect(res.body).toEqual({ endedSessions: 1 });
    await target.agent.get('/api/auth/me').expect(401);
    expect(await auditRows(target.id)).toEqual([
      expect.objectContaining({ action: 'member.sessions', after: { endedSessions: 1 } }),
    ]);
  });

  it('a deletion needs the address typed again; a refused one changes and logs nothing', async () => {
    const admin = await adminAgent();
    const target = await member();
    const wrong = await admin
      .post(`/api/admin/users/${target.id}/delete`)
      .send({ email: 'someone-else@abtal.example', lang: 'ar' })
      .expect(400);
    expect(wrong.body.errors.email).toEqual(['The e-mail address is not the account’s']);
    await target.agent.get('/api/auth/me').expect(200);
    expect(await auditRows(target.id)).toEqual([]);

    await admin
      .post(`/api/admin/users/${target.id}/delete`)
      .send({ email: target.email.toUpperCase(), lang: 'ar' })
      .expect(200, { success: true });
    await target.agent.get('/api/auth/me').expect(401);
    expect(await t.dataSource.query(`SELECT id FROM users WHERE id = $1`, [target.id])).toEqual([]);
    expect(await auditRows(target.id)).toEqual([
      expect.objectContaining({
        action: 'member.delete',
        before: expect.objectContaining({ email: target.email }),
        after: null,
      }),
    ]);
    const [mail] = await t.dataSource.query(
      `SELECT payload->>'subject' AS subject FROM jobs WHERE type = 'mail.send' AND payload->>'to' = $1`,
      [target.email],
    );
    expect(mail.subject).toMatch(/^تم حذف حسابك/);
  });

  it('a grant that fails writes no entry (the entry is in the same transaction)', async () => {
    const admin = await adminAgent();
    const missing = '00000000-0000-4000-8000-000000000000';
    await admin.put(`/api/admin/users/${missing}/tier`).send({ tier: 'GOLD' }).expect(404);
    expect(await auditRows(missing)).toEqual([]);
  });

  it('a moved release', async () => {
    const admin = await adminAgent();
    const at = '2027-01-15T18:00:00.000Z';
    await admin
      .put('/api/admin/episodes/dubai-guardians-003/release')
      .send({ releaseAt: at })
      .expect(200);
    const rows = await auditRows('dubai-guardians-003');
    expect(rows.at(-1)).toMatchObject({ action: 'episode.release', after: { releaseAt: at } });
  });
});

describe('GET /api/admin/audit and audit.csv', () => {
  it('filters by action, actor, target and time, pages, and exports the same as CSV', async () => {
    const admin = await adminAgent();
    const target = await member();
    await admin.put(`/api/admin/users/${target.id}/tier`).send({ tier: 'SILVER' }).expect(200);
    await admin.delete(`/api/admin/users/${target.id}/sessions`).expect(200);

    const all = await admin.get(`/api/admin/audit?target=${target.id}`).expect(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(all.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'member.sessions',
      'member.tier',
    ]);
    const tiers = await admin
      .get(`/api/admin/audit?target=${target.id}&action=member.tier&actor=CONSOLE-DESK`)
      .expect(200);
    expect(tiers.body.entries).toEqual([
      expect.objectContaining({ actorEmail: ADMIN, after: { tier: 'SILVER' } }),
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await admin
      .get(`/api/admin/audit?target=${target.id}&from=${encodeURIComponent(future)}`)
      .expect(200);
    expect(none.body).toMatchObject({ total: 0, entries: [] });
    const bad = await admin.get('/api/admin/audit?action=member.explode&page=0').expect(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['action', 'page']);

    const csv = await admin.get(`/api/admin/audit.csv?target=${target.id}`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('createdAt,actorEmail,action,targetType,targetId,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`${ADMIN},member.tier,user,${target.id},"{""tier"":""FREE""}"`);
  });
});
