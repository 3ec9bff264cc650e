import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members' passkeys (WebAuthn credentials). */
export class Passkeys1764310000000 implements MigrationInterface {
  name = 'Passkeys1764310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "passkeys" (
        "id" text NOT NULL,
        "user_id" uuid NOT NULL,
        "public_key" bytea NOT NULL,
        "counter" bigint NOT NULL DEFAULT 0,
        "transports" text[] NOT NULL DEFAULT '{}',
        "device_type" varchar(20) NOT NULL,
        "backed_up" boolean NOT NULL DEFAULT false,
        "name" varchar(120) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        CONSTRAINT "passkeys_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "passkeys_user_id_fkey"
          FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_passkeys_user" ON "passkeys" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "passkeys"`);
  }
}
