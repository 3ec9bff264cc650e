import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from './config.js';
import { APP_CONFIG } from './common/tokens.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { PgThrottlerStorage } from './common/pg-throttler.storage.js';
import { type DatabaseTarget, databaseOptions } from './database/database.options.js';
import { DatabaseLogger, DatabaseStatus } from './database/database-status.js';
import { HealthModule } from './health/health.module.js';
import { FEATURE_MODULES } from './feature-modules.js';

const HASHED_ASSET = /[\\/]assets[\\/]/;

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseTarget): DynamicModule {
    const status = new DatabaseStatus();
    const webIndex = join(config.webDist, 'index.html');
    const staticModules = existsSync(webIndex)
      ? [
          ServeStaticModule.forRoot({
            rootPath: config.webDist,
            exclude: ['/api/{*any}'],
            serveStaticOptions: {
              setHeaders: (res, path) => {
                // Vite fingerprints everything under /assets, so it may be cached for good;
                // the index and other files must be revalidated to pick up new releases.
                res.setHeader(
                  'Cache-Control',
                  HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
                );
              },
            },
          }),
        ]
      : [];
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...databaseOptions(database),
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
        ...staticModules,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DatabaseStatus, useValue: status },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
      exports: [APP_CONFIG, DatabaseStatus],
    };
  }
}
