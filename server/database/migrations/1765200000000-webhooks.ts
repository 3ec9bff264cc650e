import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partners' webhooks (Standard Webhooks): the endpoints with their signing secrets (the previous
 * one kept for the rotation's grace period), each message to an endpoint, and each attempt to
 * deliver it.
 */
export class Webhooks1765200000000 implements MigrationInterface {
  name = 'Webhooks1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "partner_id" uuid NOT NULL,
        "url" varchar(2000) NOT NULL,
        "description" varchar(200),
        "events" text[] NOT NULL,
        "secret" varchar(100) NOT NULL,
        "previous_secret" varchar(100),
        "previous_secret_until" timestamptz,
        "disabled_at" timestamptz,
        "disabled_reason" varchar(500),
        "last_success_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_endpoints_partner_id_fkey"
          FOREIGN KEY ("partner_id") REFERENCES "partners" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_endpoints_partner" ON "webhook_endpoints" ("partner_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "endpoint_id" uuid NOT NULL,
        "message_id" varchar(64) NOT NULL,
        "event_type" varchar(64) NOT NULL,
        "body" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "replays" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz,
        "delivered_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_deliveries_endpoint_id_fkey"
          FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "webhook_attempts" (
        "id" bigserial NOT NULL,
        "delivery_id" uuid NOT NULL,
        "at" timestamptz NOT NULL,
        "status_code" integer,
        "error" varchar(500),
        "duration_ms" integer NOT NULL,
        CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_attempts_delivery_id_fkey"
          FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
