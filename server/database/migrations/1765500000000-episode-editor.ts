import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Episodes made in the console: their number in the arc, their Arabic words and their uploaded
 * cover (a key of the file storage). Uploaded pages keep their file's key in `pages` (jsonb).
 */
export class EpisodeEditor1765500000000 implements MigrationInterface {
  name = 'EpisodeEditor1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "episodes"
        ADD COLUMN "number" integer,
        ADD COLUMN "title_ar" text,
        ADD COLUMN "description_ar" text,
        ADD COLUMN "cover_file" varchar(300)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "episodes"
        DROP COLUMN "cover_file",
        DROP COLUMN "description_ar",
        DROP COLUMN "title_ar",
        DROP COLUMN "number"`);
  }
}
