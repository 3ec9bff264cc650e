import type { EntityManager } from 'typeorm';

/** One table's rows of an account, as stored (column names as in the database). */
type Rows = Record<string, unknown>[];

/**
 * Every table holding an account's rows, with the query that reads them: $1 is the account's id, or
 * its e-mail for the tables keyed by e-mail (`BY_EMAIL`). Secrets and keys are left out: the password
 * hash, the calendar feed's token, the mailed links' token hashes and passkeys' public keys. The export
 * test fails when a table referencing users is missing here.
 */
const TABLES: Record<string, string> = {
  users: `SELECT to_jsonb(t) - 'password' AS row FROM users t WHERE id = $1`,
  subscriptions: `SELECT to_jsonb(t) AS row FROM subscriptions t WHERE user_id = $1 ORDER BY created_at`,
  tier_events: `SELECT to_jsonb(t) AS row FROM tier_events t WHERE user_id = $1 ORDER BY created_at, id`,
  invoices: `SELECT to_jsonb(t) AS row FROM invoices t WHERE user_id = $1 ORDER BY issued_at`,
  billing_events: `SELECT to_jsonb(t) AS row FROM billing_events t WHERE user_id = $1 ORDER BY received_at`,
  test_provider_subscriptions: `SELECT to_jsonb(t) AS row FROM test_provider_subscriptions t WHERE user_id = $1`,
  test_checkouts: `SELECT to_jsonb(t) AS row FROM test_checkouts t WHERE user_id = $1 ORDER BY created_at`,
  orders: `SELECT to_jsonb(t) AS row FROM orders t WHERE user_id = $1 ORDER BY created_at`,
  order_items: `SELECT to_jsonb(i) AS row FROM order_items i JOIN orders o ON o.id = i.order_id
                WHERE o.user_id = $1 ORDER BY o.created_at, i.id`,
  reading_progress: `SELECT to_jsonb(t) AS row FROM reading_progress t WHERE user_id = $1 ORDER BY last_read_at`,
  episode_reminders: `SELECT to_jsonb(t) AS row FROM episode_reminders t WHERE user_id = $1 ORDER BY created_at`,
  calendar_feeds: `SELECT to_jsonb(t) - 'token' AS row FROM calendar_feeds t WHERE user_id = $1`,
  bookmarks: `SELECT to_jsonb(t) AS row FROM bookmarks t WHERE user_id = $1 ORDER BY created_at`,
  account_tokens: `SELECT to_jsonb(t) - 'token_hash' AS row FROM account_tokens t WHERE user_id = $1 ORDER BY created_at`,
  analytics_events: `SELECT to_jsonb(t) AS row FROM analytics_events t WHERE user_id = $1 ORDER BY created_at`,
  passkeys: `SELECT to_jsonb(t) - 'public_key' AS row FROM passkeys t WHERE user_id = $1 ORDER BY created_at`,
  heroes: `SELECT to_jsonb(t) AS row FROM heroes t WHERE user_id = $1 ORDER BY created_at`,
  campaigns: `SELECT jsonb_build_object('id', id, 'name', name, 'approved_at', approved_at) AS row
              FROM campaigns WHERE approved_by = $1 ORDER BY approved_at`,
  partner_members: `SELECT to_jsonb(t) AS row FROM partner_members t WHERE user_id = $1`,
  partner_invitations: `SELECT to_jsonb(t) - 'token_hash' AS row FROM partner_invitations t
                        WHERE invited_by = $1 OR accepted_by = $1 ORDER BY created_at`,
  api_keys: `SELECT to_jsonb(t) - 'secret_hash' AS row FROM api_keys t WHERE created_by = $1
             ORDER BY created_at`,
  audit_log: `SELECT jsonb_build_object('id', id, 'action', action, 'target_type', target_type,
              'target_id', target_id, 'created_at', created_at) AS row
              FROM audit_log WHERE actor_id = $1 ORDER BY created_at`,
  submitter_blocks: `SELECT jsonb_build_object('submitter', submitter, 'reason', reason,
                     'blocked_by_you', blocked_by::text = $1, 'created_at', created_at) AS row
                     FROM submitter_blocks WHERE blocked_by::text = $1 OR submitter = 'user:' || $1
                     ORDER BY created_at`,
  newsletters: `SELECT to_jsonb(t) AS row FROM newsletters t WHERE lower(email) = $1`,
  pre_registrations: `SELECT to_jsonb(t) AS row FROM pre_registrations t WHERE lower(email) = $1`,
  enrollments: `SELECT to_jsonb(t) AS row FROM enrollments t WHERE lower(email) = $1 ORDER BY created_at`,
};

const BY_EMAIL = new Set(['newsletters', 'pre_registrations', 'enrollments']);

/** The account's rows of every table, by table name (only the account's own rows). */
export async function accountRows(
  manager: EntityManager,
  userId: string,
  email: string,
): Promise<Record<string, Rows>> {
  const tables: Record<string, Rows> = {};
  for (const [table, sql] of Object.entries(TABLES)) {
    const rows: { row: Record<string, unknown> }[] = await manager.query(sql, [
      BY_EMAIL.has(table) ? email : userId,
    ]);
    tables[table] = rows.map(({ row }) => row);
  }
  return tables;
}
