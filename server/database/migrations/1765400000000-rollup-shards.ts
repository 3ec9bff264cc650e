import type { MigrationInterface, QueryRunner } from 'typeorm';

const KEY = `"campaign_id", "{period}", "placement", "episode_key", "language", "kiosk_key"`;
const TABLES = [
  ['campaign_stats_hourly', 'hour'],
  ['campaign_stats_daily', 'day'],
] as const;
const COUNTS = [
  'impressions',
  'unique_impressions',
  'viewable_impressions',
  'clicks',
  'conversions',
];

/**
 * Rollup rows split into shards: every batch of events adds to one shard picked at random, so
 * concurrent batches of one campaign no longer wait for each other's row locks. Reports sum the
 * shards (they group already).
 */
export class RollupShards1765400000000 implements MigrationInterface {
  name = 'RollupShards1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, period] of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "shard" smallint NOT NULL DEFAULT 0`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_pkey"`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_pkey" PRIMARY KEY (${KEY.replace('{period}', period)}, "shard")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, period] of TABLES) {
      const key = KEY.replace('{period}', period);
      const sums = COUNTS.map((c) => `sum("${c}")::bigint AS "${c}"`).join(', ');
      // The shards of each row added together again.
      await queryRunner.query(
        `CREATE TEMP TABLE "merged" AS SELECT ${key}, ${sums} FROM "${table}" GROUP BY ${key}`,
      );
      await queryRunner.query(`DELETE FROM "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_pkey"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "shard"`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_pkey" PRIMARY KEY (${key})`,
      );
      const columns = `${key}, ${COUNTS.map((c) => `"${c}"`).join(', ')}`;
      await queryRunner.query(
        `INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM "merged"`,
      );
      await queryRunner.query(`DROP TABLE "merged"`);
    }
  }
}
