import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The durable job queue (server/jobs): mail and every other deferred work. */
export class Jobs1764300000000 implements MigrationInterface {
  name = 'Jobs1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "jobs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" varchar(100) NOT NULL,
        "payload" jsonb NOT NULL,
        "idempotency_key" varchar(200),
        "run_at" timestamptz NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "max_attempts" integer NOT NULL DEFAULT 10,
        "last_error" text,
        "locked_until" timestamptz,
        "done_at" timestamptz,
        "failed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_jobs" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_jobs_idempotency_key" UNIQUE ("idempotency_key")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_due" ON "jobs" ("run_at") WHERE "done_at" IS NULL AND "failed_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "jobs"`);
  }
}
