import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A credential per kiosk unit (issued at enrollment, revocable) instead of one fleet token. */
export class KioskCredentials1765100100000 implements MigrationInterface {
  name = 'KioskCredentials1765100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "kiosk_credentials" (
        "kiosk_id" text NOT NULL,
        "secret_hash" char(64) NOT NULL,
        "hint" varchar(16) NOT NULL,
        "issued_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        CONSTRAINT "kiosk_credentials_pkey" PRIMARY KEY ("kiosk_id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosk_credentials_secret_hash_key" ON "kiosk_credentials" ("secret_hash")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "kiosk_credentials"`);
  }
}
