import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATS_COLUMNS = `
        "campaign_id" uuid NOT NULL,
        "placement" varchar(20) NOT NULL,
        "episode_key" varchar(36) NOT NULL,
        "language" varchar(2) NOT NULL,
        "kiosk_key" varchar(64) NOT NULL,
        "impressions" bigint NOT NULL DEFAULT 0,
        "unique_impressions" bigint NOT NULL DEFAULT 0,
        "viewable_impressions" bigint NOT NULL DEFAULT 0,
        "clicks" bigint NOT NULL DEFAULT 0,
        "conversions" bigint NOT NULL DEFAULT 0`;

/**
 * First-party measurement: each event's campaign, the visitor's daily salted hash (never the
 * address) and whether it is the visitor's first within 30 minutes; the day's salts; and the
 * hourly and daily rollups that reports read.
 */
export class Measurement1764800200000 implements MigrationInterface {
  name = 'Measurement1764800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "analytics_events"
        ADD "campaign_id" uuid,
        ADD "visitor_hash" varchar(64),
        ADD "is_unique" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE INDEX "IDX_analytics_events_visitor"
        ON "analytics_events" ("visitor_hash", "campaign_id", "event_type", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "analytics_salts" (
        "day" date NOT NULL,
        "salt" varchar(64) NOT NULL,
        CONSTRAINT "analytics_salts_pkey" PRIMARY KEY ("day")
      )`);
    await queryRunner.query(`
      CREATE TABLE "campaign_stats_hourly" (
        "hour" timestamptz NOT NULL,${STATS_COLUMNS},
        CONSTRAINT "campaign_stats_hourly_pkey"
          PRIMARY KEY ("campaign_id", "hour", "placement", "episode_key", "language", "kiosk_key")
      )`);
    await queryRunner.query(`
      CREATE TABLE "campaign_stats_daily" (
        "day" date NOT NULL,${STATS_COLUMNS},
        CONSTRAINT "campaign_stats_daily_pkey"
          PRIMARY KEY ("campaign_id", "day", "placement", "episode_key", "language", "kiosk_key")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "campaign_stats_daily"`);
    await queryRunner.query(`DROP TABLE "campaign_stats_hourly"`);
    await queryRunner.query(`DROP TABLE "analytics_salts"`);
    await queryRunner.query(`DROP INDEX "IDX_analytics_events_visitor"`);
    await queryRunner.query(
      `ALTER TABLE "analytics_events" DROP "campaign_id", DROP "visitor_hash", DROP "is_unique"`,
    );
  }
}
