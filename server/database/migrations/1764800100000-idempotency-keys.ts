import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The partner API's Idempotency-Key: each write's answer, kept a day for repeats of the request. */
export class IdempotencyKeys1764800100000 implements MigrationInterface {
  name = 'IdempotencyKeys1764800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "idempotency_keys" (
        "partner_id" uuid NOT NULL,
        "key" varchar(200) NOT NULL,
        "request_hash" varchar(64) NOT NULL,
        "status" integer,
        "body" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("partner_id", "key"),
        CONSTRAINT "idempotency_keys_partner_id_fkey"
          FOREIGN KEY ("partner_id") REFERENCES "partners" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
