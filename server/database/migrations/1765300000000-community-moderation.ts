import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Community moderation and one vote per person. Fan heroes carry a state (held until staff approve
 * them; the heroes already public stay APPROVED), the word filter's flag, the visitors' reports, the
 * reason staff gave and the account that submitted them. Votes carry their voter (an account or a
 * browser): one vote per voter and poll, enforced by a unique index.
 */
export class CommunityModeration1765300000000 implements MigrationInterface {
  name = 'CommunityModeration1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "heroes"
        ADD "status" varchar(16) NOT NULL DEFAULT 'APPROVED',
        ADD "flagged" boolean NOT NULL DEFAULT false,
        ADD "reports" integer NOT NULL DEFAULT 0,
        ADD "moderation_reason" text,
        ADD "reviewed_at" timestamptz,
        ADD "user_id" uuid,
        ADD CONSTRAINT "heroes_user_id_fkey"
          FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        ADD CONSTRAINT "CHK_heroes_status"
          CHECK ("status" IN ('PENDING', 'APPROVED', 'REJECTED', 'HIDDEN'))`);
    await queryRunner.query(`ALTER TABLE "heroes" ALTER COLUMN "status" SET DEFAULT 'PENDING'`);
    await queryRunner.query(
      `CREATE INDEX "IDX_heroes_status_created" ON "heroes" ("status", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_heroes_user" ON "heroes" ("user_id")`);
    await queryRunner.query(`ALTER TABLE "votes" ADD "voter" varchar(80)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_votes_poll_voter" ON "votes" ("poll_id", "voter")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_votes_poll_voter"`);
    await queryRunner.query(`ALTER TABLE "votes" DROP COLUMN "voter"`);
    await queryRunner.query(`DROP INDEX "IDX_heroes_user"`);
    await queryRunner.query(`DROP INDEX "IDX_heroes_status_created"`);
    await queryRunner.query(`
      ALTER TABLE "heroes"
        DROP CONSTRAINT "CHK_heroes_status",
        DROP CONSTRAINT "heroes_user_id_fkey",
        DROP COLUMN "user_id",
        DROP COLUMN "reviewed_at",
        DROP COLUMN "moderation_reason",
        DROP COLUMN "reports",
        DROP COLUMN "flagged",
        DROP COLUMN "status"`);
  }
}
