import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Remind me" wishes on episodes, and each member's private calendar token. */
export class EpisodeRemindersCalendarFeeds1764100130000 implements MigrationInterface {
  name = 'EpisodeRemindersCalendarFeeds1764100130000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "episode_reminders" (
        "user_id" uuid NOT NULL,
        "episode_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "episode_reminders_pkey" PRIMARY KEY ("user_id", "episode_id"),
        CONSTRAINT "episode_reminders_user_id_fkey"
          FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "episode_reminders_episode_id_fkey"
          FOREIGN KEY ("episode_id") REFERENCES "episodes" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_episode_reminders_episode" ON "episode_reminders" ("episode_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "calendar_feeds" (
        "user_id" uuid NOT NULL,
        "token" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "calendar_feeds_token_key" UNIQUE ("token"),
        CONSTRAINT "calendar_feeds_user_id_fkey"
          FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "calendar_feeds"`);
    await queryRunner.query(`DROP TABLE "episode_reminders"`);
  }
}
