import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const COMMON = 'This password is too common. Choose one that is harder to guess.';

/** An account signed in on two browsers. */
async function member() {
  const account = newAccount();
  const here = t.agent();
  const res = await here.post('/api/auth/register').send(account).expect(201);
  const elsewhere = t.agent();
  await elsewhere
    .post('/api/auth/login')
    .send({ email: account.email, password: account.password })
    .expect(200);
  return { here, elsewhere, account, userId: res.body.user.id as string };
}

/** The status a sign-in with these credentials gets. */
const loginStatus = async (email: string, password: string) =>
  (await t.http().post('/api/auth/login').send({ email, password })).status;

const count = async (sql: string, params: unknown[]) =>
  Number(((await t.dataSource.query(sql, params)) as { n: string }[])[0].n);

/** A row in every table that refers to the account (and rows keyed by its e-mail). */
async function fillAccount(userId: string, email: string) {
  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
  const [episode] = await q(`SELECT id FROM episodes ORDER BY release_at LIMIT 1`);
  const [course] = await q(`SELECT id FROM courses LIMIT 1`);
  const [merch] = await q(`INSERT INTO merchandise (title, price) VALUES ('Cap', 40) RETURNING id`);
  const [partner] = await q(`INSERT INTO partners (name) VALUES ('Desert Rose') RETURNING id`);
  await q(`INSERT INTO subscriptions (user_id, tier) VALUES ($1, 'GOLD')`, [userId]);
  const [order] = await q(
    `INSERT INTO orders (user_id, email, subtotal, total) VALUES ($1, $2, 40, 40) RETURNING id`,
    [userId, email],
  );
  await q(
    `INSERT INTO order_items (order_id, merch_id, quantity, unit_price, total_price)
     VALUES ($1, $2, 1, 40, 40)`,
    [order.id, merch.id],
  );
  await q(
    `INSERT INTO reading_progress (user_id, episode_id, current_page, total_pages) VALUES ($1, $2, 1, 3)`,
    [userId, episode.id],
  );
  await q(`INSERT INTO episode_reminders (user_id, episode_id) VALUES ($1, $2)`, [
    userId,
    episode.id,
  ]);
  await q(`INSERT INTO calendar_feeds (user_id, token) VALUES ($1, $2)`, [
    userId,
    `secret-${randomUUID()}`,
  ]);
  await q(
    `INSERT INTO bookmarks (user_id, comic_id, page, note) VALUES ($1, 'origins-1', 2, 'the storm')`,
    [userId],
  );
  await q(
    `INSERT INTO heroes (user_id, name, element, origin) VALUES ($1, 'Sahab', 'Air', 'Born in a storm.')`,
    [userId],
  );
  await q(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, 'verify-email', $2, now() + interval '1 day')`,
    [userId, randomUUID().replace(/-/g, '').padEnd(64, '0')],
  );
  await q(`INSERT INTO analytics_events (user_id, event_type) VALUES ($1, 'page_view')`, [userId]);
  await q(
    `INSERT INTO campaigns (partner_id, name, start_at, end_at, approved_by, approved_at)
     VALUES ($1, 'Metro launch', now(), now(), $2, now())`,
    [partner.id, userId],
  );
  await q(
    `INSERT INTO passkeys (id, user_id, public_key, device_type, name)
     VALUES ($1, $2, '\\x0102', 'singleDevice', 'Firefox 133 · Linux')`,
    [`key-${randomUUID()}`, userId],
  );
  await q(
    `INSERT INTO tier_events (user_id, from_tier, to_tier, reason, created_at) VALUES ($1, 'FREE', 'GOLD', 'grant', now())`,
    [userId],
  );
  await q(
    `INSERT INTO invoices (user_id, provider, provider_invoice_id, tier, billing_interval, kind, amount, status, issued_at)
     VALUES ($1, 'test', $2, 'GOLD', 'MONTH', 'SUBSCRIPTION', 49, 'PAID', now())`,
    [userId, `test_in_${userId}`],
  );
  await q(
    `INSERT INTO billing_events (provider, event_id, type, user_id) VALUES ('test', $1, 'invoice.paid', $2)`,
    [`test_evt_${userId}`, userId],
  );
  await q(
    `INSERT INTO test_provider_subscriptions (id, user_id, tier, billing_interval, status, current_period_start, current_period_end)
     VALUES ($1, $2, 'GOLD', 'MONTH', 'ACTIVE', now(), now() + interval '1 month')`,
    [`test_sub_${userId}`, userId],
  );
  await q(
    `INSERT INTO test_checkouts (user_id, tier, billing_interval, created_at) VALUES ($1, 'GOLD', 'MONTH', now())`,
    [userId],
  );
  await q(`INSERT INTO partner_members (user_id, partner_id) VALUES ($1, $2)`, [
    userId,
    partner.id,
  ]);
  await q(
    `INSERT INTO partner_invitations (partner_id, email, invited_by, expires_at)
     VALUES ($1, 'colleague@brand.example', $2, now() + interval '7 days')`,
    [partner.id, userId],
  );
  await q(
    `INSERT INTO api_keys (partner_id, name, lookup, secret_hash, hint, scopes, expires_at, created_by)
     VALUES ($1, 'Reports', $2, 'secret-hash', 'abcd', '{reports:read}', now() + interval '1 day', $3)`,
    [partner.id, randomUUID().slice(0, 24), userId],
  );
  await q(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id)
     VALUES ($1, $2, 'member.sessions', 'user', $3)`,
    [userId, email, userId],
  );
  await q(
    `INSERT INTO submitter_blocks (submitter, reason, blocked_by)
     VALUES ($1, 'Spam heroes', $2)`,
    [`browser:${randomUUID()}`, userId],
  );
  await q(`INSERT INTO newsletters (email) VALUES ($1)`, [email]);
  await q(`INSERT INTO pre_registrations (email) VALUES ($1)`, [email]);
  await q(`INSERT INTO enrollments (email, course_id, name) VALUES ($1, $2, 'Layla')`, [
    email,
    course.id,
  ]);
  return { orderId: order.id as string };
}

/** Every table with a foreign key to users, with its delete rule. */
async function tablesReferencingUsers(): Promise<Map<string, string>> {
  const rows: { table_name: string; delete_rule: string }[] = await t.dataSource.query(`
    SELECT DISTINCT tc.table_name, rc.delete_rule
    FROM information_schema.table_constraints tc
    JOIN information_schema.referential_constraints rc ON rc.constraint_name = tc.constraint_name
    JOIN information_schema.constraint_column_usage cu ON cu.constraint_name = tc.constraint_name
    WHERE tc.constraint_type = 'FOREIGN KEY' AND cu.table_name = 'users'`);
  return new Map(rows.map((row) => [row.table_name, row.delete_rule]));
}

describe('POST /api/auth/change-password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const { here, elsewhere, account } = await member();
    const res = await here
      .post('/api/auth/change-password')
      .send({ currentPassword: account.password, newPassword: 'falcon-over-the-dunes' })
      .expect(200);
    expect(res.body).toEqual({ success: true, endedSessions: 1 });
    await elsewhere.get('/api/auth/me').expect(401);
    await here.get('/api/auth/me').expect(200);
    expect(await loginStatus(account.email, account.password)).toBe(401);
    expect(await loginStatus(account.email, 'falcon-over-the-dunes')).toBe(200);
  });

  it('refuses a wrong current password with a 400 naming it, and changes nothing', async () => {
    const { here, elsewhere, account } = await member();
    const res = await here
      .post('/api/auth/change-password')
      .send({ currentPassword: 'not-the-password', newPassword: 'falcon-over-the-dunes' })
      .expect(400);
    expect(res.body.errors).toEqual({ currentPassword: ['Current password is incorrect'] });
    await elsewhere.get('/api/auth/me').expect(200);
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });

  it('refuses a common password, whatever its case, and changes nothing', async () => {
    const { here, elsewhere, account } = await member();
    const res = await here
      .post('/api/auth/change-password')
      .send({ currentPassword: account.password, newPassword: 'Password1' })
      .expect(400);
    expect(res.body.errors).toEqual({ newPassword: [COMMON] });
    expect(res.body.issues).toEqual([
      { field: 'newPassword', message: COMMON, code: 'password_common' },
    ]);
    await elsewhere.get('/api/auth/me').expect(200);
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });
});

describe('common passwords at sign-up', () => {
  it.each(['password', 'qwerty123', 'Dragon', 'iloveyou'])('refuses %s', async (password) => {
    const account = newAccount({ password });
    const res = await t.http().post('/api/auth/register').send(account).expect(400);
    expect(res.body.errors).toEqual({ password: [COMMON] });
    expect(await count(`SELECT count(*) AS n FROM users WHERE email = $1`, [account.email])).toBe(
      0,
    );
  });
});

describe('POST /api/auth/account/delete', () => {
  it('deletes the account by the specification’s cascades and signs every session out', async () => {
    const { here, elsewhere, account, userId } = await member();
    const { orderId } = await fillAccount(userId, account.email);
    const other = await member();
    await fillAccount(other.userId, other.account.email);

    await here
      .post('/api/auth/account/delete')
      .send({ password: account.password })
      .expect(200, { success: true });

    const byUser = async (table: string, column = 'user_id') =>
      count(`SELECT count(*) AS n FROM ${table} WHERE ${column} = $1`, [userId]);
    expect(await byUser('users', 'id')).toBe(0);
    for (const table of [
      'subscriptions',
      'reading_progress',
      'episode_reminders',
      'calendar_feeds',
      'bookmarks',
      'account_tokens',
      'passkeys',
      'heroes',
    ])
      expect(await byUser(table), table).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM sessions WHERE sess->>'userId' = $1`, [userId]),
    ).toBe(0);
    // Orders are kept for the shop's records, without the user; their items with them.
    const [order] = await t.dataSource.query(`SELECT user_id FROM orders WHERE id = $1`, [orderId]);
    expect(order).toEqual({ user_id: null });
    expect(
      await count(`SELECT count(*) AS n FROM order_items WHERE order_id = $1`, [orderId]),
    ).toBe(1);
    expect(await byUser('analytics_events')).toBe(0);
    expect(await byUser('campaigns', 'approved_by')).toBe(0);
    // Staff actions stay in the audit log and the submitters blocked stay blocked, without the account.
    expect(await byUser('audit_log', 'actor_id')).toBe(0);
    expect(await byUser('submitter_blocks', 'blocked_by')).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM audit_log WHERE actor_email = $1`, [account.email]),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*) AS n FROM campaigns WHERE name = 'Metro launch' AND approved_by IS NULL`,
        [],
      ),
    ).toBeGreaterThanOrEqual(1);

    // A confirmation mail is queued with the deletion, to the address that went.
    expect(
      await count(
        `SELECT count(*) AS n FROM jobs WHERE type = 'mail.send' AND payload->>'to' = $1
           AND payload->>'subject' = 'Your Abtal Universe account was deleted'`,
        [account.email],
      ),
    ).toBe(1);
    await here.get('/api/auth/me').expect(401);
    await elsewhere.get('/api/auth/me').expect(401);
    expect(await loginStatus(account.email, account.password)).toBe(401);
    // The other member keeps everything.
    await other.here.get('/api/auth/me').expect(200);
    for (const table of ['subscriptions', 'reading_progress', 'episode_reminders', 'orders'])
      expect(
        await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [other.userId]),
        table,
      ).toBe(1);
  });

  it('covers every table that refers to users with the rule the specification gives', async () => {
    expect(Object.fromEntries(await tablesReferencingUsers())).toEqual({
      subscriptions: 'CASCADE',
      orders: 'SET NULL',
      reading_progress: 'CASCADE',
      episode_reminders: 'CASCADE',
      calendar_feeds: 'CASCADE',
      bookmarks: 'CASCADE',
      account_tokens: 'CASCADE',
      heroes: 'CASCADE',
      analytics_events: 'SET NULL',
      campaigns: 'SET NULL',
      passkeys: 'CASCADE',
      tier_events: 'CASCADE',
      invoices: 'CASCADE',
      billing_events: 'CASCADE',
      test_provider_subscriptions: 'CASCADE',
      test_checkouts: 'CASCADE',
      partner_members: 'CASCADE',
      partner_invitations: 'SET NULL',
      api_keys: 'SET NULL',
      audit_log: 'SET NULL',
      submitter_blocks: 'SET NULL',
    });
  });

  it('refuses a wrong password with a 400 and deletes nothing', async () => {
    const { here, userId } = await member();
    const res = await here
      .post('/api/auth/account/delete')
      .send({ password: 'not-the-password' })
      .expect(400);
    expect(res.body.errors).toEqual({ password: ['Password is incorrect'] });
    expect(await count(`SELECT count(*) AS n FROM users WHERE id = $1`, [userId])).toBe(1);
    await here.get('/api/auth/me').expect(200);
  });
});

describe('GET /api/auth/account/export', () => {
  it('is a JSON attachment of every table holding the account’s rows, and only its own', async () => {
    const { here, account, userId } = await member();
    await fillAccount(userId, account.email);
    const other = await member();
    await fillAccount(other.userId, other.account.email);

    const res = await here.get('/api/auth/account/export').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="abtal-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { tables } = res.body as { tables: Record<string, Record<string, unknown>[]> };
    for (const table of await tablesReferencingUsers()) {
      expect(tables[table[0]], table[0]).toHaveLength(1);
    }
    expect(tables.users).toEqual([expect.objectContaining({ id: userId, email: account.email })]);
    expect(tables.order_items).toHaveLength(1);
    for (const table of ['newsletters', 'pre_registrations', 'enrollments'])
      expect(tables[table], table).toEqual([expect.objectContaining({ email: account.email })]);
    expect(tables.sessions).toEqual([
      expect.objectContaining({ current: true }),
      expect.objectContaining({ current: false }),
    ]);

    const text = JSON.stringify(res.body);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/"password"/);
    expect(text).not.toContain('secret-');
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(other.account.email);
    const sids: { sid: string }[] = await t.dataSource.query(`SELECT sid FROM sessions`);
    for (const { sid } of sids) expect(text).not.toContain(sid);
  });

  it('answers 401 when signed out', async () => {
    await t.http().get('/api/auth/account/export').expect(401);
  });
});
