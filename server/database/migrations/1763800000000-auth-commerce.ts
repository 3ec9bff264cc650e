import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, sessions, rate limits and commerce (tier plans, subscriptions, merchandise, orders).
 * Later migrations reference `users(id)` and `merchandise(id)`: keep those names stable.
 */
export class AuthCommerce1763800000000 implements MigrationInterface {
  name = 'AuthCommerce1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "user_role" AS ENUM ('USER', 'ADMIN', 'PARTNER')`);
    await queryRunner.query(
      `CREATE TYPE "user_tier" AS ENUM ('FREE', 'SILVER', 'GOLD', 'PLATINUM')`,
    );
    await queryRunner.query(
      `CREATE TYPE "subscription_status" AS ENUM ('ACTIVE', 'CANCELED', 'PAST_DUE', 'INCOMPLETE')`,
    );

    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "username" varchar(40),
        "password" text NOT NULL,
        "first_name" varchar(80),
        "last_name" varchar(80),
        "profile_image_url" text,
        "role" "user_role" NOT NULL DEFAULT 'USER',
        "tier" "user_tier" NOT NULL DEFAULT 'FREE',
        "stripe_customer_id" varchar(255),
        "last_login_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_email_key" UNIQUE ("email"),
        CONSTRAINT "users_email_lower_check" CHECK ("email" = lower("email"))
      )`);
    // Usernames are unique regardless of case ("Jalal" and "jalal" are the same person to a reader).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"))`,
    );

    // Exactly the shape connect-pg-simple expects (its table.sql), under the name "sessions".
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL COLLATE "default",
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL,
        CONSTRAINT "sessions_pkey" PRIMARY KEY ("sid")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);

    await queryRunner.query(`
      CREATE TABLE "rate_limits" (
        "key" text NOT NULL,
        "throttler" varchar(64) NOT NULL,
        "hits" integer NOT NULL DEFAULT 0,
        "expires_at" timestamptz NOT NULL,
        "blocked_until" timestamptz,
        CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key", "throttler")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_rate_limits_expires_at" ON "rate_limits" ("expires_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "tier_plans" (
        "tier" "user_tier" NOT NULL,
        "name" varchar(40) NOT NULL,
        "price" numeric(10,2) NOT NULL,
        "currency" char(3) NOT NULL DEFAULT 'AED',
        "features" text[] NOT NULL DEFAULT '{}',
        "display_order" integer NOT NULL DEFAULT 0,
        CONSTRAINT "tier_plans_pkey" PRIMARY KEY ("tier"),
        CONSTRAINT "tier_plans_price_check" CHECK ("price" >= 0)
      )`);

    await queryRunner.query(`
      CREATE TABLE "subscriptions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "stripe_subscription_id" varchar(255),
        "tier" "user_tier" NOT NULL,
        "status" "subscription_status" NOT NULL DEFAULT 'ACTIVE',
        "current_period_start" timestamptz,
        "current_period_end" timestamptz,
        "cancel_at_period_end" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "subscriptions_stripe_subscription_id_key" UNIQUE ("stripe_subscription_id"),
        CONSTRAINT "subscriptions_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_subscriptions_user_id" ON "subscriptions" ("user_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "merchandise" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(200) NOT NULL,
        "description" text,
        "price" numeric(10,2) NOT NULL,
        "currency" char(3) NOT NULL DEFAULT 'AED',
        "image" text,
        "category" varchar(80),
        "sizes" text[] NOT NULL DEFAULT '{}',
        "colors" text[] NOT NULL DEFAULT '{}',
        "in_stock" boolean NOT NULL DEFAULT true,
        "featured" boolean NOT NULL DEFAULT false,
        "stripe_product_id" varchar(255),
        "stripe_price_id" varchar(255),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "merchandise_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "merchandise_price_check" CHECK ("price" >= 0)
      )`);

    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid,
        "email" varchar(254) NOT NULL,
        "stripe_payment_intent_id" varchar(255),
        "status" text NOT NULL DEFAULT 'PENDING',
        "subtotal" numeric(10,2) NOT NULL,
        "tax" numeric(10,2) NOT NULL DEFAULT 0,
        "shipping" numeric(10,2) NOT NULL DEFAULT 0,
        "total" numeric(10,2) NOT NULL,
        "currency" char(3) NOT NULL DEFAULT 'AED',
        "shipping_address" jsonb,
        "billing_address" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "orders_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "orders_stripe_payment_intent_id_key" UNIQUE ("stripe_payment_intent_id"),
        CONSTRAINT "orders_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_user_id" ON "orders" ("user_id")`);

    await queryRunner.query(`
      CREATE TABLE "order_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "merch_id" uuid NOT NULL,
        "quantity" integer NOT NULL,
        "unit_price" numeric(10,2) NOT NULL,
        "total_price" numeric(10,2) NOT NULL,
        "size" varchar(20),
        "color" varchar(40),
        CONSTRAINT "order_items_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "order_items_quantity_check" CHECK ("quantity" > 0),
        CONSTRAINT "order_items_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders" ("id") ON DELETE CASCADE,
        CONSTRAINT "order_items_merch_id_fkey" FOREIGN KEY ("merch_id")
          REFERENCES "merchandise" ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_order_items_order_id" ON "order_items" ("order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_items_merch_id" ON "order_items" ("merch_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP TABLE "merchandise"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "tier_plans"`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TYPE "subscription_status"`);
    await queryRunner.query(`DROP TYPE "user_tier"`);
    await queryRunner.query(`DROP TYPE "user_role"`);
  }
}
