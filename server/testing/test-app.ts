import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { migrateAndSeed } from '../database/database.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { contractChecked, type OpenApiDocument } from './contract.js';

export interface TestApp {
  app: INestApplication;
  /** A fresh supertest agent that keeps cookies, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  /** Plain requests without a cookie jar. */
  http(): ReturnType<typeof request>;
  dataSource: DataSource;
  /** The database kind this run uses: "embedded" (PGlite) or "postgres" (TEST_DATABASE_URL). */
  kind: 'embedded' | 'postgres';
  /** The OpenAPI document the server publishes at /api/docs-json. */
  document: OpenApiDocument;
  close(): Promise<void>;
}

/** Where the first new embedded cluster of this PGlite version is kept for the next ones to copy. */
export function clusterCopyFile(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(
    readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return join(tmpdir(), `abtal-test-pglite-${version}-new-cluster.tar`);
}

/**
 * An in-memory PGlite with nothing in it yet. Creating a cluster (initdb) takes seconds; a copy of
 * a new one starts in about half the time, so the first one made is saved, untouched, for the rest.
 */
async function newEmbeddedCluster() {
  const file = clusterCopyFile();
  if (existsSync(file)) {
    const copy = await startEmbeddedPostgres(undefined, new Blob([readFileSync(file)])).catch(
      () => undefined,
    );
    if (copy) return copy;
  }
  const embedded = await startEmbeddedPostgres();
  // Written aside, then renamed: a test file starting meanwhile never reads half a copy.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  renameSync(partial, file);
  return embedded;
}

/**
 * A throwaway database: an in-memory PGlite by default, or a fresh database on the server at
 * TEST_DATABASE_URL (created here, dropped on close), so test files never share state.
 */
export async function throwawayDatabase(): Promise<{
  url: string;
  kind: TestApp['kind'];
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = await newEmbeddedCluster();
    return { url: embedded.url, kind: 'embedded', drop: embedded.stop };
  }
  const name = `abtal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { ...postgresDatabase(serverUrl, name), kind: 'postgres' };
}

/** The address of database `name` on the server at `serverUrl`, and how to drop it. */
function postgresDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Pools have ended, but a client's goodbye may still be on its way: a forced drop would then
      // hit that closing client with a FATAL it no longer listens for. Wait for the backends to go.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A throwaway database already migrated and seeded: a copy of the run's template (made once by
 * global-setup.ts) where there is one, else a new database migrated here.
 */
async function migratedDatabase(
  fromTemplate: boolean,
): Promise<Awaited<ReturnType<typeof throwawayDatabase>>> {
  const template = fromTemplate ? inject('migratedTemplate') : undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template?.kind === 'embedded' && !serverUrl) {
    const embedded = await startEmbeddedPostgres(
      undefined,
      new Blob([readFileSync(template.source)]),
    );
    return { url: embedded.url, kind: 'embedded', drop: embedded.stop };
  }
  if (template?.kind === 'postgres' && serverUrl) {
    const name = `abtal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.source}`);
    await admin.end();
    return { ...postgresDatabase(serverUrl, name), kind: 'postgres' };
  }
  const database = await throwawayDatabase();
  await migrateAndSeed({ url: database.url, embedded: database.kind === 'embedded' });
  return database;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    sessionSecret: 'test-secret-test-secret-test-secret-1234',
    allowedOrigins: [],
    rateLimitPerMinute: 10_000,
    webDist: '/nonexistent',
    shutdownTimeoutMs: 10_000,
    mailFrom: 'Abtal Universe <no-reply@abtal-universe.com>',
    publicUrl: 'http://abtal.test',
    // Jobs wait in the table unless a test runs the worker (mail tests give it an SMTP server).
    jobWorker: false,
    jobPollMs: 50,
    ...overrides,
  };
}

/**
 * The app on a throwaway database. `seededNow: true` migrates and seeds that database at this
 * moment instead of copying the run's template (for tests of what the seed dates from its start).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { seededNow = false }: { seededNow?: boolean } = {},
): Promise<TestApp> {
  const database = await migratedDatabase(!seededNow);
  const target = { url: database.url, embedded: database.kind === 'embedded' };
  const { app, close } = await createApp(testConfig(overrides), target, false);
  const server = app.getHttpServer();
  const dataSource = app.get(DataSource);
  const docs = await request(server).get('/api/docs-json');
  const document = docs.body as OpenApiDocument;
  // Every answer the tests receive is checked against the published document.
  const { checked, violations } = contractChecked(app.getHttpAdapter().getInstance(), document);
  return {
    app,
    agent: () => request.agent(checked),
    http: () => request(checked),
    dataSource,
    kind: database.kind,
    document,
    async close() {
      await close();
      await database.drop();
      if (violations.length) {
        throw new Error(`Answers that break the API document:\n${violations.join('\n')}`);
      }
    },
  };
}
