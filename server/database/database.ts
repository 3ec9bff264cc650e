import pg from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config.js';
import { checkEmbeddedDatabaseFolder, lockDataFolder, StartupError } from './data-folder.js';
import { DATABASE_TIMEOUTS, type DatabaseTarget, databaseOptions } from './database.options.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { runSeeds } from './seeds/index.js';

export interface DatabaseHandle extends DatabaseTarget {
  stop(): Promise<void>;
}

/** Any number, the same on every server: only one of them migrates and seeds at a time. */
const MIGRATION_LOCK = 7_638_000;

/**
 * Connects to DATABASE_URL, or starts the embedded PGlite in DATA_DIR when it is unset. The
 * embedded folder is locked to this process and refused when damaged.
 */
export async function startDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  }
  const pgDir = `${config.dataDir}/pglite`;
  const unlock = lockDataFolder(config.dataDir);
  try {
    checkEmbeddedDatabaseFolder(pgDir);
    const embedded = await startEmbeddedPostgres(pgDir).catch((error: unknown) => {
      throw new StartupError(
        `The embedded database in ${pgDir} could not be opened (${error instanceof Error ? error.message : String(error)}). ` +
          'Restore the folder from a backup, or move it away to start with an empty database.',
      );
    });
    return {
      url: embedded.url,
      embedded: true,
      async stop() {
        await embedded.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Holds a PostgreSQL session-level advisory lock while `work` runs. */
async function withAdvisoryLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connect,
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Runs pending migrations, then the idempotent seeds. On PostgreSQL an advisory lock makes
 * servers that start together take turns; the embedded database has one server by its lock file.
 */
export async function migrateAndSeed(target: DatabaseTarget): Promise<void> {
  const run = async () => {
    const dataSource = new DataSource(databaseOptions(target));
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
      await runSeeds(dataSource);
    } finally {
      await dataSource.destroy();
    }
  };
  if (target.embedded) await run();
  else await withAdvisoryLock(target.url, run);
}
