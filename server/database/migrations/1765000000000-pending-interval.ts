import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A switch from annual to monthly billing takes effect at the end of the period: the subscription
 * (and the test provider's record of it) keeps the billing period it changes to until then.
 */
export class PendingInterval1765000000000 implements MigrationInterface {
  name = 'PendingInterval1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD "pending_interval" text, ADD CONSTRAINT "CHK_subscriptions_pending_interval" CHECK ("pending_interval" IN ('MONTH', 'YEAR'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "test_provider_subscriptions" ADD "pending_interval" text CHECK ("pending_interval" IN ('MONTH', 'YEAR'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "test_provider_subscriptions" DROP COLUMN "pending_interval"`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "CHK_subscriptions_pending_interval", DROP COLUMN "pending_interval"`,
    );
  }
}
