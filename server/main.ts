import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateAndSeed, startDatabase } from './database/database.js';

async function bootstrap() {
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  const database = await startDatabase(config);
  logger.log(
    database.embedded
      ? `Embedded PostgreSQL (PGlite) in ${config.dataDir}/pglite`
      : 'PostgreSQL at DATABASE_URL',
  );
  await migrateAndSeed(database.url);
  const { app, close } = await createApp(config, database.url);
  await app.listen(config.port, config.host);
  logger.log(`Listening on http://localhost:${config.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    await close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
