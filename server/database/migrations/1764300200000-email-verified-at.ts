import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each account's address was confirmed (null: not yet; existing accounts start unconfirmed). */
export class EmailVerifiedAt1764300200000 implements MigrationInterface {
  name = 'EmailVerifiedAt1764300200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
  }
}
