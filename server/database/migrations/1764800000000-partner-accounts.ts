import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner accounts and keys: the review of an application (its language, when, why refused), the
 * accounts bound to a partner, the invitations mailed to them, API keys (hashed) and their use.
 */
export class PartnerAccounts1764800000000 implements MigrationInterface {
  name = 'PartnerAccounts1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "partners"
        ADD "language" varchar(2) NOT NULL DEFAULT 'en',
        ADD "reviewed_at" timestamptz,
        ADD "rejection_reason" text`);
    await queryRunner.query(`
      CREATE TABLE "partner_members" (
        "user_id" uuid NOT NULL,
        "partner_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "partner_members_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "partner_members_user_id_fkey"
          FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "partner_members_partner_id_fkey"
          FOREIGN KEY ("partner_id") REFERENCES "partners" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_partner_members_partner" ON "partner_members" ("partner_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "partner_invitations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "partner_id" uuid NOT NULL,
        "email" varchar(254) NOT NULL,
        "language" varchar(2) NOT NULL DEFAULT 'en',
        "token_hash" text,
        "invited_by" uuid,
        "expires_at" timestamptz NOT NULL,
        "accepted_at" timestamptz,
        "accepted_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "partner_invitations_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_partner_invitations_token" UNIQUE ("token_hash"),
        CONSTRAINT "partner_invitations_partner_id_fkey"
          FOREIGN KEY ("partner_id") REFERENCES "partners" ("id") ON DELETE CASCADE,
        CONSTRAINT "partner_invitations_invited_by_fkey"
          FOREIGN KEY ("invited_by") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "partner_invitations_accepted_by_fkey"
          FOREIGN KEY ("accepted_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "api_keys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "partner_id" uuid NOT NULL,
        "name" varchar(80) NOT NULL,
        "lookup" varchar(24) NOT NULL,
        "secret_hash" text NOT NULL,
        "hint" varchar(8) NOT NULL,
        "scopes" text[] NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "last_used_at" timestamptz,
        "rolled_to" uuid,
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_api_keys_lookup" UNIQUE ("lookup"),
        CONSTRAINT "api_keys_partner_id_fkey"
          FOREIGN KEY ("partner_id") REFERENCES "partners" ("id") ON DELETE CASCADE,
        CONSTRAINT "api_keys_created_by_fkey"
          FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_api_keys_partner" ON "api_keys" ("partner_id")`);
    await queryRunner.query(`
      CREATE TABLE "api_key_usage" (
        "id" bigserial NOT NULL,
        "key_id" uuid NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        "method" varchar(8) NOT NULL,
        "path" varchar(300) NOT NULL,
        "status" integer NOT NULL,
        CONSTRAINT "api_key_usage_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "api_key_usage_key_id_fkey"
          FOREIGN KEY ("key_id") REFERENCES "api_keys" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_api_key_usage_key_at" ON "api_key_usage" ("key_id", "at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_key_usage"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
    await queryRunner.query(`DROP TABLE "partner_invitations"`);
    await queryRunner.query(`DROP TABLE "partner_members"`);
    await queryRunner.query(
      `ALTER TABLE "partners" DROP "language", DROP "reviewed_at", DROP "rejection_reason"`,
    );
  }
}
