import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The test provider counts the tries of a renewal that failed (it retries as Stripe does). */
export class TestProviderAttempts1764700100000 implements MigrationInterface {
  name = 'TestProviderAttempts1764700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "test_provider_subscriptions" ADD "attempts" integer NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_provider_subscriptions" DROP COLUMN "attempts"`);
  }
}
