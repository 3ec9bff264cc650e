import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ADMIN is no longer written into an account for registering an address of the ADMIN_EMAILS
 * setting: the setting now counts only for a confirmed address, read on every request, and a
 * stored ADMIN means granted by an admin or the CLI. Every stored ADMIN so far came from the
 * setting without proof, so it is taken back here, each in the audit log; the confirmed listed
 * addresses are ADMIN again at once (and logged so at the next start).
 */
export class AdminByProof1765100000000 implements MigrationInterface {
  name = 'AdminByProof1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "audit_log" ("actor_email", "action", "target_type", "target_id", "before", "after")
      SELECT 'ADMIN_EMAILS setting', 'admin.revoke', 'user', "id"::text,
             '{"admin": true, "via": "ADMIN_EMAILS"}', '{"admin": false, "via": "ADMIN_EMAILS"}'
      FROM "users" WHERE "role" = 'ADMIN'`);
    await queryRunner.query(`UPDATE "users" SET "role" = 'USER' WHERE "role" = 'ADMIN'`);
  }

  async down(): Promise<void> {
    // Which accounts were ADMIN by the old rule is in the audit log; nothing is given back blindly.
  }
}
