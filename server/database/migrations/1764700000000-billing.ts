import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership bought through a payment provider: a subscription knows where it comes from (an
 * administrator's grant, the test provider or Stripe), how it is billed and what it changes to at
 * the end of its period; every change of a member's tier is kept; each provider event is handled
 * once; invoices and receipts; the test provider's own records (its customers' subscriptions and
 * checkout pages).
 */
export class Billing1764700000000 implements MigrationInterface {
  name = 'Billing1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD "source" text NOT NULL DEFAULT 'COMP', ADD "billing_interval" text, ADD "pending_tier" "user_tier", ADD "language" text NOT NULL DEFAULT 'en', ADD "provider_version" bigint NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "CHK_subscriptions_source" CHECK ("source" IN ('COMP', 'TEST', 'STRIPE')), ADD CONSTRAINT "CHK_subscriptions_interval" CHECK ("billing_interval" IN ('MONTH', 'YEAR')), ADD CONSTRAINT "CHK_subscriptions_language" CHECK ("language" IN ('en', 'ar'))`,
    );
    await queryRunner.query(`CREATE TABLE "tier_events" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "from_tier" "user_tier" NOT NULL,
      "to_tier" "user_tier" NOT NULL,
      "reason" text NOT NULL,
      "created_at" timestamptz NOT NULL)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tier_events_user" ON "tier_events" ("user_id", "created_at")`,
    );
    await queryRunner.query(`CREATE TABLE "billing_events" (
      "provider" text NOT NULL,
      "event_id" text NOT NULL,
      "type" text NOT NULL,
      "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
      "received_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("provider", "event_id"))`);
    await queryRunner.query(
      `CREATE INDEX "IDX_billing_events_user" ON "billing_events" ("user_id")`,
    );
    await queryRunner.query(`CREATE TABLE "invoices" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "provider" text NOT NULL,
      "provider_invoice_id" text NOT NULL UNIQUE,
      "tier" "user_tier" NOT NULL,
      "billing_interval" text NOT NULL CHECK ("billing_interval" IN ('MONTH', 'YEAR')),
      "kind" text NOT NULL CHECK ("kind" IN ('SUBSCRIPTION', 'PRORATION')),
      "amount" numeric(10,2) NOT NULL,
      "tax" numeric(10,2) NOT NULL DEFAULT 0,
      "currency" char(3) NOT NULL DEFAULT 'AED',
      "status" text NOT NULL CHECK ("status" IN ('PAID', 'FAILED')),
      "period_start" timestamptz,
      "period_end" timestamptz,
      "issued_at" timestamptz NOT NULL,
      "hosted_url" text)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_invoices_user" ON "invoices" ("user_id", "issued_at")`,
    );
    await queryRunner.query(`CREATE TABLE "test_provider_subscriptions" (
      "id" text NOT NULL PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "tier" "user_tier" NOT NULL,
      "billing_interval" text NOT NULL CHECK ("billing_interval" IN ('MONTH', 'YEAR')),
      "status" "subscription_status" NOT NULL,
      "current_period_start" timestamptz NOT NULL,
      "current_period_end" timestamptz NOT NULL,
      "cancel_at_period_end" boolean NOT NULL DEFAULT false,
      "pending_tier" "user_tier",
      "card" text NOT NULL DEFAULT 'ok' CHECK ("card" IN ('ok', 'decline')),
      "version" integer NOT NULL DEFAULT 1,
      "language" text NOT NULL DEFAULT 'en')`);
    await queryRunner.query(
      `CREATE INDEX "IDX_test_provider_subscriptions_user" ON "test_provider_subscriptions" ("user_id")`,
    );
    await queryRunner.query(`CREATE TABLE "test_checkouts" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "tier" "user_tier" NOT NULL,
      "billing_interval" text NOT NULL CHECK ("billing_interval" IN ('MONTH', 'YEAR')),
      "language" text NOT NULL DEFAULT 'en',
      "status" text NOT NULL DEFAULT 'OPEN' CHECK ("status" IN ('OPEN', 'ACTION_REQUIRED', 'COMPLETE', 'DECLINED')),
      "subscription_id" text,
      "created_at" timestamptz NOT NULL)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_test_checkouts_user" ON "test_checkouts" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'test_checkouts',
      'test_provider_subscriptions',
      'invoices',
      'billing_events',
      'tier_events',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "CHK_subscriptions_source", DROP CONSTRAINT "CHK_subscriptions_interval", DROP CONSTRAINT "CHK_subscriptions_language", DROP COLUMN "source", DROP COLUMN "billing_interval", DROP COLUMN "pending_tier", DROP COLUMN "language", DROP COLUMN "provider_version"`,
    );
  }
}
