import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { databaseOptions } from './database/database.options.js';
import { ENTITIES } from './entities.js';

/**
 * Data source for the TypeORM CLI (migration:generate / run / revert) against DATABASE_URL,
 * e.g. `npx typeorm -d dist/server/server/data-source.js migration:run`.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set to use the migration CLI');
export default new DataSource(databaseOptions({ url, embedded: false }, ENTITIES));
