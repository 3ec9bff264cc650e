import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The staff actions' audit log: who, when, what, on which record, before and after. */
export class AuditLog1764900000000 implements MigrationInterface {
  name = 'AuditLog1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "actor_id" uuid,
        "actor_email" varchar(254) NOT NULL,
        "action" varchar(64) NOT NULL,
        "target_type" varchar(32) NOT NULL,
        "target_id" varchar(200) NOT NULL,
        "before" jsonb,
        "after" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "audit_log_actor_id_fkey"
          FOREIGN KEY ("actor_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_created_at" ON "audit_log" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
