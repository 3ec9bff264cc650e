import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members' bookmarks: a page of a comic or episode, with an optional note. */
export class Bookmarks1764320000000 implements MigrationInterface {
  name = 'Bookmarks1764320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "bookmarks" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "comic_id" varchar(200) NOT NULL,
        "page" integer NOT NULL,
        "note" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "bookmarks_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_bookmarks_user_comic_page" UNIQUE ("user_id", "comic_id", "page"),
        CONSTRAINT "CHK_bookmarks_page" CHECK ("page" >= 1),
        CONSTRAINT "bookmarks_user_id_fkey"
          FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bookmarks"`);
  }
}
