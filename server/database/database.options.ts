import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** The TypeORM pool; together with the session store's pool it stays below EMBEDDED_MAX_CONNECTIONS. */
export const TYPEORM_POOL_SIZE = 10;

export function databaseOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: TYPEORM_POOL_SIZE },
    logging: ['error'],
  };
}
