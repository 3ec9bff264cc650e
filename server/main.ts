import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { StartupError } from './database/data-folder.js';
import { migrateAndSeed, startDatabase } from './database/database.js';
import { LISTEN_BACKLOG, limitConnections } from './connection-limits.js';
import { DatabaseStatus } from './database/database-status.js';
import { checkHealth } from './health/health-check.js';
import { type HealthPort, startHealthPort } from './health/health-port.js';
import { Readiness } from './health/readiness.js';
import { closeHttpServer } from './shutdown.js';

/** How long a stopping server keeps answering as usual, health saying 503 (ms). */
const DRAIN_MS = 1_500;

async function bootstrap() {
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  const database = await startDatabase(config);
  logger.log(
    database.embedded
      ? `Embedded PostgreSQL (PGlite) in ${config.dataDir}/pglite`
      : 'PostgreSQL at DATABASE_URL',
  );
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    await migrateAndSeed(database);
    app = await createApp(config, database);
    // One client cannot hold every connection (or file descriptor) of the server.
    limitConnections(app.app.getHttpServer() as Server);
    // Nest hands its arguments to Node's server.listen(port, host, backlog).
    const listen = app.app.listen.bind(app.app) as unknown as (
      port: number,
      host: string,
      backlog: number,
    ) => Promise<unknown>;
    await listen(config.port, config.host, LISTEN_BACKLOG);
  } catch (error) {
    await database.stop().catch(() => undefined);
    throw error;
  }
  logger.log(`Listening on http://localhost:${config.port}`);
  const readiness = app.app.get(Readiness);
  let healthPort: HealthPort | undefined;
  if (config.healthPort !== undefined) {
    const status = app.app.get(DatabaseStatus);
    healthPort = await startHealthPort(() => checkHealth(status, readiness), {
      port: config.healthPort,
      host: config.host,
    });
    logger.log(`Health checks also on port ${healthPort.port}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing requests in flight (at most ${config.shutdownTimeoutMs} ms)`);
    // A last resort should closing the database itself hang.
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5_000).unref();
    const server = app.app.getHttpServer() as Server;
    // Health says 503 at once while requests are still served as usual for a moment: a proxy
    // that checks health moves to the other servers before this one stops listening. (Answers
    // keep their connections meanwhile: new connections to a listener about to close are the
    // ones a proxy cannot retry safely.)
    readiness.stop();
    void healthPort?.refresh();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(DRAIN_MS, config.shutdownTimeoutMs / 4)),
    );
    const inTime = await closeHttpServer(server, config.shutdownTimeoutMs);
    if (!inTime) logger.warn('Shutdown deadline reached: open connections were closed');
    await healthPort?.close();
    await app.close();
    await database.stop();
    logger.log('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
