import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from './config.js';
import { APP_CONFIG } from './common/tokens.js';
import { Clock } from './common/clock.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { PgThrottlerStorage } from './common/pg-throttler.storage.js';
import { type DatabaseTarget, databaseOptions } from './database/database.options.js';
import { DatabaseLogger, DatabaseStatus } from './database/database-status.js';
import { ENTITIES } from './entities.js';
import { HealthModule } from './health/health.module.js';
import { Readiness } from './health/readiness.js';
import { FEATURE_MODULES } from './feature-modules.js';
import { DevMailboxModule } from './mail/dev-mailbox.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    const status = new DatabaseStatus();
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...databaseOptions(database, ENTITIES),
          logger: new DatabaseLogger(status),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        // Counters live in PostgreSQL so every server instance enforces the same limit.
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute }],
            storage: new PgThrottlerStorage(dataSource),
            errorMessage: 'Too many requests. Please wait a minute and try again.',
          }),
        }),
        HealthModule,
        ...FEATURE_MODULES,
        // The development mailbox's API exists only outside production.
        ...(config.nodeEnv === 'production' ? [] : [DevMailboxModule]),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DatabaseStatus, useValue: status },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        // One clock for every module, so tests that move time move it everywhere.
        Clock,
        // Health turns 503 from SIGTERM on (see main.ts).
        Readiness,
      ],
      exports: [APP_CONFIG, DatabaseStatus, Clock, Readiness],
    };
  }
}
