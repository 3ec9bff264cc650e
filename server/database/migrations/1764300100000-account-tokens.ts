import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single-use tokens sent by mail: password reset, e-mail verification and change (hashes only). */
export class AccountTokens1764300100000 implements MigrationInterface {
  name = 'AccountTokens1764300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "account_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "purpose" varchar(20) NOT NULL,
        "token_hash" char(64) NOT NULL,
        "new_email" varchar(254),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_account_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_account_tokens_token_hash" UNIQUE ("token_hash"),
        CONSTRAINT "FK_account_tokens_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_account_tokens_user" ON "account_tokens" ("user_id", "purpose")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "account_tokens"`);
  }
}
