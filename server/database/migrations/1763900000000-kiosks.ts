import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Kiosk units and their last heartbeat (the operator's view of which station is dark). */
export class Kiosks1763900000000 implements MigrationInterface {
  name = 'Kiosks1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "kiosks" (
        "kiosk_id" text PRIMARY KEY,
        "version" text NOT NULL,
        "cache_status" jsonb NOT NULL,
        "last_error" text,
        "last_heartbeat_at" timestamptz NOT NULL,
        "first_seen_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "kiosks"`);
  }
}
