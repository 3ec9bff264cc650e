import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The arc's name in Arabic for episodes made in the console (null: the Arabic edition shows the
 * arc as it is). The pages' Arabic alt text lives with each page in `pages` (jsonb, `textAr`):
 * pages without it keep working, the reader falling back to the English text.
 */
export class EpisodeArcAr1765700000000 implements MigrationInterface {
  name = 'EpisodeArcAr1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episodes" ADD COLUMN "arc_ar" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "episodes" DROP COLUMN "arc_ar"`);
  }
}
