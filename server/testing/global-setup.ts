import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateAndSeed } from '../database/database.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';

/**
 * A database migrated and seeded once per test run, that every test file's app copies instead of
 * migrating its own: on PostgreSQL a template database (`CREATE DATABASE ... TEMPLATE`), on the
 * embedded database a dump of a migrated cluster that each file's PGlite loads.
 */
export interface MigratedTemplate {
  kind: 'embedded' | 'postgres';
  /** The dump file (embedded) or the template database's name (postgres). */
  source: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    await migrateAndSeed({ url: embedded.url, embedded: true });
    const file = join(
      tmpdir(),
      `abtal-test-migrated-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    writeFileSync(file, Buffer.from(await (await embedded.dump()).arrayBuffer()));
    await embedded.stop();
    project.provide('migratedTemplate', { kind: 'embedded', source: file });
    return () => rmSync(file, { force: true });
  }
  const name = `abtal_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrateAndSeed({ url: url.toString(), embedded: false });
  project.provide('migratedTemplate', { kind: 'postgres', source: name });
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
