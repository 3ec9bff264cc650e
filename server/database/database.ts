import { DataSource } from 'typeorm';
import type { AppConfig } from '../config.js';
import { databaseOptions } from './database.options.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { runSeeds } from './seeds/index.js';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PGlite in DATA_DIR when it is unset. */
export async function startDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(`${config.dataDir}/pglite`);
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}

/** Runs pending migrations, then the idempotent seeds, on a short-lived connection. */
export async function migrateAndSeed(url: string): Promise<void> {
  const dataSource = new DataSource({ ...databaseOptions(url), extra: { max: 2 } });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await runSeeds(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
