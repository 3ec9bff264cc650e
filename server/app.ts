import 'reflect-metadata';
import { type INestApplication, Logger, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import connectPgSimple from 'connect-pg-simple';
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import pg from 'pg';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config.js';
import { errorBody } from './common/http-exception.filter.js';
import { sameOriginMiddleware } from './common/same-origin.middleware.js';
import { setupSwagger } from './swagger.js';

export { SESSION_COOKIE_NAME as SESSION_COOKIE } from './common/session.js';
import { SESSION_COOKIE_NAME } from './common/session.js';
export const JSON_BODY_LIMIT = '64kb';
const SESSION_POOL_SIZE = 4;
const sessionLogger = new Logger('Sessions');
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** JSON parsing whose failures become clear JSON errors (400 malformed, 413 too large). */
function jsonBodyParser() {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { type?: string; status?: number };
      if (e.type === 'entity.too.large') {
        res.status(413).json(errorBody(413, `Request body is larger than ${JSON_BODY_LIMIT}`));
      } else if (e.type === 'entity.parse.failed') {
        res.status(400).json(
          errorBody(400, 'Request body is not valid JSON', {
            body: ['Request body is not valid JSON'],
          }),
        );
      } else if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
        res.status(415).json(errorBody(415, 'Unsupported request body encoding'));
      } else {
        res
          .status(e.status && e.status < 500 ? e.status : 400)
          .json(
            errorBody(
              e.status && e.status < 500 ? e.status : 400,
              'Request body could not be read',
            ),
          );
      }
    });
  };
}

export interface CreatedApp {
  app: INestApplication;
  close(): Promise<void>;
}

/** Builds the whole HTTP application on an already-migrated database. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  logger: LoggerService | false = new Logger(),
): Promise<CreatedApp> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    {
      bodyParser: false,
      logger: logger === false ? false : logger,
    },
  );
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.setGlobalPrefix('api', { exclude: [] });

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api', sameOriginMiddleware(config.allowedOrigins));
  app.use('/api', jsonBodyParser());

  const sessionPool = new pg.Pool({ connectionString: databaseUrl, max: SESSION_POOL_SIZE });
  // An idle client can lose its connection (database restart, failover): without a listener the
  // pool's 'error' event would end the process. The pool replaces the client on the next request.
  sessionPool.on('error', (error) =>
    sessionLogger.warn(`Session store connection lost: ${error.message}`),
  );
  const PgStore = connectPgSimple(session);
  const sessionStore = new PgStore({
    pool: sessionPool,
    tableName: 'sessions',
    createTableIfMissing: false,
  });
  app.use(
    session({
      name: SESSION_COOKIE_NAME,
      secret: config.sessionSecret,
      store: sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      proxy: true,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: SESSION_MAX_AGE_MS,
      },
    }),
  );

  setupSwagger(app);
  app.enableShutdownHooks();
  await app.init();
  return {
    app,
    async close() {
      await app.close();
      // Stops the store's expired-session pruning timer before its pool goes away.
      await sessionStore.close();
      await sessionPool.end();
    },
  };
}
