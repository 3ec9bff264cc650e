import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocking a fan-hero submitter. A hero names who submitted it as votes name their voter (an account,
 * `user:<id>`, or a visitor's browser, `browser:<id>` from the signed voter cookie: never an IP);
 * staff block a submitter by that name, and a blocked one's new heroes are refused.
 */
export class SubmitterBlocks1765600000000 implements MigrationInterface {
  name = 'SubmitterBlocks1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "heroes" ADD "submitter" varchar(80)`);
    await queryRunner.query(
      `UPDATE "heroes" SET "submitter" = 'user:' || "user_id" WHERE "user_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_heroes_submitter" ON "heroes" ("submitter")`);
    await queryRunner.query(`
      CREATE TABLE "submitter_blocks" (
        "submitter" varchar(80) NOT NULL,
        "reason" text NOT NULL,
        "blocked_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_submitter_blocks" PRIMARY KEY ("submitter"),
        CONSTRAINT "submitter_blocks_blocked_by_fkey"
          FOREIGN KEY ("blocked_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "submitter_blocks"`);
    await queryRunner.query(`DROP INDEX "IDX_heroes_submitter"`);
    await queryRunner.query(`ALTER TABLE "heroes" DROP COLUMN "submitter"`);
  }
}
