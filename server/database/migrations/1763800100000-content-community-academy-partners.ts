import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables of the content, community, academy and partners modules. Depends on `users`,
 * `merchandise` and the `user_tier` enum from the auth and commerce migration (1763800000000).
 */
export class ContentCommunityAcademyPartners1763800100000 implements MigrationInterface {
  name = 'ContentCommunityAcademyPartners1763800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "partner_type" AS ENUM ('METRO', 'RETAIL', 'FNB', 'TECH')`,
    );
    await queryRunner.query(
      `CREATE TYPE "partner_status" AS ENUM ('PENDING', 'APPROVED', 'REJECTED')`,
    );
    await queryRunner.query(
      `CREATE TYPE "campaign_type" AS ENUM ('STATION_WRAP', 'TRAIN_CAR', 'RETAIL_CAPSULE', 'POS_AR', 'EVENT')`,
    );

    // content
    await queryRunner.query(`
      CREATE TABLE "comic_reads" (
        "comic_id" text PRIMARY KEY,
        "count" integer NOT NULL DEFAULT 0 CHECK ("count" >= 0),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "episodes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "slug" text NOT NULL CONSTRAINT "UQ_episodes_slug" UNIQUE,
        "title" text NOT NULL,
        "description" text,
        "arc" text,
        "hero_id" text,
        "cover_image" text,
        "pages" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "required_tier" "user_tier" NOT NULL DEFAULT 'FREE',
        "release_at" timestamptz,
        "lock_until" timestamptz,
        "read_count" integer NOT NULL DEFAULT 0,
        "featured" boolean NOT NULL DEFAULT false,
        "published" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "episode_merch" (
        "episode_id" uuid NOT NULL REFERENCES "episodes" ("id") ON DELETE CASCADE,
        "merch_id" uuid NOT NULL REFERENCES "merchandise" ("id") ON DELETE CASCADE,
        "display_order" integer NOT NULL DEFAULT 0,
        "cta_text" text NOT NULL DEFAULT 'Shop Now',
        "discount_percent" integer NOT NULL DEFAULT 0
          CHECK ("discount_percent" BETWEEN 0 AND 100),
        PRIMARY KEY ("episode_id", "merch_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_episode_merch_merch" ON "episode_merch" ("merch_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "reading_progress" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "episode_id" uuid NOT NULL REFERENCES "episodes" ("id") ON DELETE CASCADE,
        "current_page" integer NOT NULL DEFAULT 1,
        "total_pages" integer NOT NULL,
        "completed" boolean NOT NULL DEFAULT false,
        "last_read_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_reading_progress_user_episode" UNIQUE ("user_id", "episode_id"),
        CONSTRAINT "CHK_reading_progress_page"
          CHECK ("current_page" >= 1 AND "current_page" <= "total_pages")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_reading_progress_episode" ON "reading_progress" ("episode_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "analytics_events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "event_type" text NOT NULL,
        "event_data" jsonb,
        "session_id" text,
        "ip_address" text,
        "user_agent" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_analytics_events_type_created" ON "analytics_events" ("event_type", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_analytics_events_user" ON "analytics_events" ("user_id")`,
    );

    // community
    await queryRunner.query(`
      CREATE TABLE "heroes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "element" text NOT NULL,
        "origin" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_heroes_created" ON "heroes" ("created_at" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "newsletters" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL CONSTRAINT "UQ_newsletters_email" UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "pre_registrations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL CONSTRAINT "UQ_pre_registrations_email" UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "votes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "poll_id" text NOT NULL,
        "option" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_votes_poll_option" ON "votes" ("poll_id", "option")`,
    );

    // academy
    await queryRunner.query(`
      CREATE TABLE "courses" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL CONSTRAINT "UQ_courses_title" UNIQUE,
        "description" text NOT NULL,
        "duration" text NOT NULL,
        "format" text NOT NULL,
        "price" text NOT NULL,
        "level" text NOT NULL,
        "category" text NOT NULL,
        "image" text NOT NULL,
        "featured" integer NOT NULL DEFAULT 0,
        "syllabus" text[] NOT NULL DEFAULT '{}',
        "outcomes" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "enrollments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "course_id" uuid NOT NULL REFERENCES "courses" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "phone" text,
        "experience" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_enrollments_course_email" ON "enrollments" ("course_id", lower("email"))`,
    );

    // partners
    await queryRunner.query(`
      CREATE TABLE "partners" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "type" "partner_type",
        "contact_email" text,
        "contact_name" text,
        "phone" text,
        "company" text,
        "website" text,
        "status" "partner_status" NOT NULL DEFAULT 'PENDING',
        "logo" text,
        "description" text,
        "budget" numeric(12, 2),
        "preferred_campaign_type" text,
        "application" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_partners_status" ON "partners" ("status")`);
    await queryRunner.query(`
      CREATE TABLE "campaigns" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "partner_id" uuid NOT NULL REFERENCES "partners" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "description" text,
        "objective" text,
        "type" "campaign_type",
        "budget" numeric(12, 2),
        "revenue_share" jsonb,
        "kpis" jsonb,
        "assets" jsonb,
        "start_at" timestamptz NOT NULL,
        "end_at" timestamptz NOT NULL,
        "status" text NOT NULL DEFAULT 'DRAFT',
        "approved_at" timestamptz,
        "approved_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_campaigns_dates" CHECK ("end_at" >= "start_at")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_campaigns_partner" ON "campaigns" ("partner_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_campaigns_created" ON "campaigns" ("created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "campaign_episodes" (
        "campaign_id" uuid NOT NULL REFERENCES "campaigns" ("id") ON DELETE CASCADE,
        "episode_id" uuid NOT NULL REFERENCES "episodes" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("campaign_id", "episode_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_campaign_episodes_episode" ON "campaign_episodes" ("episode_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'campaign_episodes',
      'campaigns',
      'partners',
      'enrollments',
      'courses',
      'votes',
      'pre_registrations',
      'newsletters',
      'heroes',
      'analytics_events',
      'reading_progress',
      'episode_merch',
      'episodes',
      'comic_reads',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
    await queryRunner.query(`DROP TYPE "campaign_type"`);
    await queryRunner.query(`DROP TYPE "partner_status"`);
    await queryRunner.query(`DROP TYPE "partner_type"`);
  }
}
