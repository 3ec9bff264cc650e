import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reads are counted in one place, `comic_reads`: the episodes' own counter, which only moved
 * alongside it, goes.
 */
export class OneReadCounter1764000000000 implements MigrationInterface {
  name = 'OneReadCounter1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episodes" DROP COLUMN "read_count"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episodes" ADD "read_count" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `UPDATE "episodes" e SET "read_count" = r."count" FROM "comic_reads" r WHERE r."comic_id" = e."slug"`,
    );
  }
}
