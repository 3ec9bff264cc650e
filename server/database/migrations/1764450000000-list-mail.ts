import type { MigrationInterface, QueryRunner } from 'typeorm';

const LISTS = ['newsletters', 'pre_registrations'];

/**
 * Mail the product promised: a reminder remembers the edition it was set in and when its mail
 * went out; newsletter and store sign-ups are confirmed by a link (double opt-in) and can be
 * ended by one click. Sign-ups made before confirmation existed start unconfirmed.
 */
export class ListMail1764450000000 implements MigrationInterface {
  name = 'ListMail1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "episode_reminders" ADD "language" text NOT NULL DEFAULT 'en', ADD "mailed_at" timestamptz`,
    );
    await queryRunner.query(
      `ALTER TABLE "episode_reminders" ADD CONSTRAINT "CHK_episode_reminders_language" CHECK ("language" IN ('en', 'ar'))`,
    );
    for (const table of LISTS) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "language" text NOT NULL DEFAULT 'en', ADD "confirm_sent_at" timestamptz, ADD "confirmed_at" timestamptz, ADD "unsubscribed_at" timestamptz`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "CHK_${table}_language" CHECK ("language" IN ('en', 'ar'))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of LISTS) {
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "CHK_${table}_language", DROP COLUMN "language", DROP COLUMN "confirm_sent_at", DROP COLUMN "confirmed_at", DROP COLUMN "unsubscribed_at"`,
      );
    }
    await queryRunner.query(
      `ALTER TABLE "episode_reminders" DROP CONSTRAINT "CHK_episode_reminders_language", DROP COLUMN "language", DROP COLUMN "mailed_at"`,
    );
  }
}
