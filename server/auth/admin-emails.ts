import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';

/** How the audit log names the ADMIN_EMAILS setting when it grants or takes back ADMIN. */
export const ADMIN_EMAILS_ACTOR = 'ADMIN_EMAILS setting';

/** Whether an address is one of the ADMIN_EMAILS setting (compared without case). */
const isAdminEmail = (email: string, adminEmails: readonly string[] = []) =>
  adminEmails.includes(email.trim().toLowerCase());

/**
 * Whether the setting makes an account ADMIN: its address is listed and its owner confirmed it
 * (the link mailed at registration), so registering a listed address first proves nothing.
 */
export const adminBySetting = (
  user: { email: string; emailVerifiedAt: Date | null },
  adminEmails: readonly string[] = [],
) => user.emailVerifiedAt !== null && isAdminEmail(user.email, adminEmails);

/**
 * Keeps the audit log's account of the ADMIN_EMAILS setting: an `admin.grant` entry when the
 * setting starts making an account ADMIN (its listed address confirmed, or moved to a listed one)
 * and an `admin.revoke` entry when it stops (the address removed from the setting, or changed).
 * The role itself is read on every request; this only writes down each change, once, at start
 * and when an address is confirmed.
 */
@Injectable()
export class AdminEmailsLog implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.dataSource.transaction((manager) => this.sync(manager));
  }

  /** Logs what changed since the log's last entry by the setting (for `userId` only, if given). */
  async sync(manager: EntityManager, userId?: string): Promise<void> {
    // Servers starting together take turns, so each change is logged once.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('abtal:admin-emails'))`);
    const only = userId ? [userId] : null;
    const holders = (await manager.query(
      `SELECT id::text AS id FROM users
       WHERE email = ANY($1::text[]) AND email_verified_at IS NOT NULL
         AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`,
      [this.config.adminEmails ?? [], only],
    )) as { id: string }[];
    const logged = (await manager.query(
      `SELECT last.target_id AS id FROM (
         SELECT DISTINCT ON (target_id) target_id, action FROM audit_log
         WHERE actor_email = $1 AND target_type = 'user'
           AND action IN ('admin.grant', 'admin.revoke')
           AND ($2::text[] IS NULL OR target_id = ANY($2::text[]))
         ORDER BY target_id, created_at DESC, id DESC) last
       JOIN users u ON u.id::text = last.target_id
       WHERE last.action = 'admin.grant'`,
      [ADMIN_EMAILS_ACTOR, only],
    )) as { id: string }[];
    const granted = new Set(logged.map((row) => row.id));
    const holding = new Set(holders.map((row) => row.id));
    const entries = [
      ...[...holding].filter((id) => !granted.has(id)).map((id) => [id, 'admin.grant'] as const),
      ...[...granted].filter((id) => !holding.has(id)).map((id) => [id, 'admin.revoke'] as const),
    ];
    for (const [id, action] of entries) {
      const role = (value: boolean) => ({ admin: value, via: 'ADMIN_EMAILS' });
      await manager.query(
        `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
         VALUES (NULL, $1, $2, 'user', $3, $4, $5)`,
        [
          ADMIN_EMAILS_ACTOR,
          action,
          id,
          role(action !== 'admin.grant'),
          role(action === 'admin.grant'),
        ],
      );
    }
  }
}
