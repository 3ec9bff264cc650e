import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The database storage of uploads (the default storage): one row per file. */
export class StoredFiles1765300100000 implements MigrationInterface {
  name = 'StoredFiles1765300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "stored_files" (
        "key" varchar(300) NOT NULL,
        "content_type" varchar(100) NOT NULL,
        "size" integer NOT NULL,
        "data" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "stored_files_pkey" PRIMARY KEY ("key")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stored_files"`);
  }
}
