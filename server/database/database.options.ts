import type pg from 'pg';
import type { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { MIGRATIONS } from './migrations/index.js';

/** Connections of the one pool every part of the server shares, on a PostgreSQL server. */
const POSTGRES_POOL_SIZE = 10;
/**
 * The embedded PGlite is a single PostgreSQL session: exactly one connection may ever talk to it,
 * so a transaction holds it until it ends and every other statement queues behind it.
 */
const EMBEDDED_POOL_SIZE = 1;

/** Time limits of every database connection (milliseconds). */
export const DATABASE_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one from the pool. */
  connect: 3_000,
  /** A statement the server runs, enforced by PostgreSQL. */
  statement: 4_000,
  /** A statement whose answer never arrives (a frozen server), enforced by the driver. */
  query: 4_500,
  /** A transaction left open without a statement is ended by PostgreSQL. */
  idleInTransaction: 10_000,
} as const;

export interface DatabaseTarget {
  url: string;
  /** The embedded PGlite: one connection only. */
  embedded: boolean;
}

/** `pg` pool settings: size and every timeout. */
function poolOptions(embedded: boolean) {
  return {
    max: embedded ? EMBEDDED_POOL_SIZE : POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connect,
    query_timeout: DATABASE_TIMEOUTS.query,
    statement_timeout: DATABASE_TIMEOUTS.statement,
    idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransaction,
    idleTimeoutMillis: 30_000,
  };
}

/**
 * The connection's options. `entities` (collected in server/entities.ts) is needed by the app and
 * the migration CLI; migrations and seeds run plain SQL and go without.
 */
export function databaseOptions(
  target: DatabaseTarget,
  entities: NonNullable<DataSourceOptions['entities']> = [],
): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: poolOptions(target.embedded),
    logging: ['error'],
  };
}

/**
 * The `pg` pool under TypeORM: for a hot, plain statement (one round trip, no entity mapping)
 * without TypeORM's query runner around it. Same connections, timeouts and embedded one-connection
 * rule as every other statement.
 */
export const poolOf = (dataSource: DataSource): pg.Pool =>
  (dataSource.driver as PostgresDriver).master as pg.Pool;
