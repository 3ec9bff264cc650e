import 'reflect-metadata';
import { type INestApplication, Logger, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { constants as zlibConstants } from 'node:zlib';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config.js';
import { errorBody } from './common/http-exception.filter.js';
import { missingFileNotFound } from './delivery/missing-file.middleware.js';
import { isCrossSiteWrite, refuseCrossSite } from './common/same-origin.middleware.js';
import { securityPolicy } from './delivery/security-headers.js';
import { SessionStore } from './common/session-store.js';
import { type DescribeClientRoute, staticSite } from './delivery/static-site.js';
import { EpisodesRepository } from './content/episodes.repository.js';
import { type DatabaseTarget, poolOf } from './database/database.options.js';
import { boundStatementsByRequest, withDatabaseDeadline } from './database/request-deadline.js';
import {
  BUSY_RETRY_AFTER_SECONDS,
  DATABASE_BUSY_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseStatus,
  isDatabaseBusy,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from './database/database-status.js';
import { refuseControlCharacters } from './common/control-characters.middleware.js';
import { MAX_API_IN_FLIGHT, shedLoad } from './common/load-shedding.js';
import { checkHealth } from './health/health-check.js';
import { healthConnection } from './health/health-connection.js';
import { HealthWhileBusy } from './health/health-while-busy.js';
import { Readiness } from './health/readiness.js';
import { setupSwagger } from './swagger.js';
import { JobWorker } from './jobs/job-worker.js';
import { PRODUCT_NAME, PRODUCT_NAME_AR } from '../shared/constants.js';
import { episodeWords } from '../shared/content/server-episodes.js';

export { SESSION_COOKIE_NAME as SESSION_COOKIE } from './common/session.js';
import { lazySessions, SESSION_COOKIE_NAME } from './common/session.js';
const JSON_BODY_LIMIT = '64kb';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** `/api` and what is under it, as `app.use('/api', ...)` would match it (case-insensitive). */
const API_PATH = /^\/api(?:\/|$)/i;
const isApiPath = (path: string) => API_PATH.test(path);
const HEALTH_PATH = /^\/api\/health\/?$/i;
/** Whether a request carries a body, as body-parser decides it. */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined ||
  !Number.isNaN(Number(req.headers['content-length']));

/** JSON parsing whose failures become clear JSON errors (400 malformed, 413 too large). */
function jsonBodyParser() {
  // The raw bytes are kept beside the parsed body: payment webhooks are verified on them.
  const parse = express.json({
    limit: JSON_BODY_LIMIT,
    verify: (req, _res, buffer) => {
      (req as Request & { rawBody?: Buffer }).rawBody = buffer;
    },
  });
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

/**
 * What the reader's address of a server episode shows, for the head of its page (the bundled
 * comics are prerendered): a published episode's title and description; null for any other slug.
 */
function episodeReaderPage(episodes: EpisodesRepository): DescribeClientRoute {
  return async (route) => {
    const match = /^\/(ar\/)?comics\/reader\/([^/]+)$/.exec(route);
    if (!match) return null;
    const found = await episodes.findPublishedBySlug(match[2]);
    if (!found) return null;
    // The Arabic edition's page says it in Arabic where the episode has its words.
    const arabic = Boolean(match[1]);
    const episode = episodeWords(
      { slug: found.slug, title: found.title, description: found.description },
      arabic ? 'ar' : 'en',
    );
    return {
      title: `${episode.title} | ${arabic ? PRODUCT_NAME_AR : PRODUCT_NAME}`,
      description: episode.description ?? episode.title,
    };
  };
}

export interface CreatedApp {
  app: INestApplication;
  close(): Promise<void>;
}

/** Builds the whole HTTP application on an already-migrated database. */
export async function createApp(
  config: AppConfig,
  database: DatabaseTarget,
  logger: LoggerService | false = new Logger(),
): Promise<CreatedApp> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, database),
    {
      bodyParser: false,
      logger: logger === false ? false : logger,
    },
  );
  app.disable('x-powered-by');
  // API answers are never stored (no-store), so an ETag (a hash of every body) would never be
  // used: no ETag for what res.send answers. Static files keep theirs (sendFile's, from the file,
  // on while this setting is truthy).
  app.set('etag', () => undefined);
  // ...and res.send skips the ETag step altogether (no Buffer copy of each body to hash for nothing).
  app.set('etag fn', undefined);
  app.set('trust proxy', 'loopback');
  app.setGlobalPrefix('api', { exclude: [] });

  const dataSource = app.get(DataSource);
  const databaseStatus = app.get(DatabaseStatus);
  // On PostgreSQL health has a connection of its own, so a saturated pool cannot delay it; the
  // embedded database has exactly one connection, so there it judges the pool's progress.
  const ownHealth = database.embedded ? undefined : healthConnection(database.url);
  // A request that cannot reach the database is answered within 5 s, however many statements.
  // The embedded database answers on this very thread: a statement handed to it is answered as
  // soon as the thread gets to it, and a deadline on it would only fail a write it has stored
  // (under load the timer fires before the thread reads the answer). Waits for it stay bounded.
  boundStatementsByRequest(poolOf(dataSource), { statements: !database.embedded });
  databaseStatus.watch(
    () => dataSource.query('SELECT 1'),
    poolOf(dataSource),
    ownHealth && (() => ownHealth.ping()),
  );
  // Sessions and rate limits use the same pool as everything else: with the embedded database
  // that pool is its one connection, so no statement of one request can meet another's.
  const sessionStore = new SessionStore(poolOf(dataSource));
  const sessions = session({
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
  });
  // Only the API has sessions (static files never read or write the sessions table), and only
  // requests that carry the session cookie or sign in get one.
  const apiSessions = lazySessions(
    sessions,
    (app.getHttpAdapter().getInstance() as Express).request,
    (error: unknown, res: Response, next: NextFunction) => {
      if (isDatabaseBusy(error)) {
        res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        res.status(503).json(errorBody(503, DATABASE_BUSY_MESSAGE));
        return;
      }
      if (!isDatabaseUnavailable(error)) return next(error);
      databaseStatus.reportFailure(error);
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    },
  );
  const allowedOrigins = new Set(config.allowedOrigins);
  const parseJson = jsonBodyParser();
  /** Every API request: no caching, the cross-site check, the JSON body if any, the session. */
  const apiRequest = (req: Request, res: Response, next: NextFunction) => {
    // Answers about a person are never stored by browsers or proxies.
    res.setHeader('Cache-Control', 'no-store');
    if (isCrossSiteWrite(req, allowedOrigins)) return refuseCrossSite(res);
    // NUL and control characters never reach a query (nor the log).
    if (refuseControlCharacters(req, res)) return;
    // A GET (or any request without a body) has nothing to parse.
    if (!hasBody(req)) return apiSessions(req, res, next);
    parseJson(req, res, () => apiSessions(req, res, next));
  };

  // The web build is served before Nest's routes and before sessions: a static file never touches
  // the database, signed in or not.
  const site = staticSite(
    config.webDist,
    SESSION_COOKIE_NAME,
    episodeReaderPage(app.get(EpisodesRepository)),
  );
  const missingFile = missingFileNotFound(config.webDist);
  const webRequest = (req: Request, res: Response, next: NextFunction) => {
    if (!site) return missingFile(req, res, next);
    site(req, res, () => missingFile(req, res, next));
  };

  // helmet's headers on every answer (the site's policy: delivery/security-headers.ts). HTML and
  // JSON are compressed as they go out (brotli first); built files come precompressed.
  const secure = helmet(securityPolicy());
  const compress = compression({
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Health checks always go through, so a load balancer sees "busy", never a silent server.
  const admit = shedLoad(MAX_API_IN_FLIGHT, (req) => HEALTH_PATH.test(req.path));
  // A saturated thread answers health from its last background report (health-while-busy.ts).
  const readiness = app.get(Readiness);
  const healthWhileBusy = new HealthWhileBusy(() => checkHealth(databaseStatus, readiness), {
    stopping: () => readiness.stopping,
    databaseDown: () => databaseStatus.isDown,
    poolSaturated: () => databaseStatus.saturated,
  });
  const busyHealth = healthWhileBusy.middleware((path) => HEALTH_PATH.test(path));
  app.use(secure, busyHealth, compress, (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path))
      admit(req, res, () => withDatabaseDeadline(() => apiRequest(req, res, next)));
    else webRequest(req, res, next);
  });

  setupSwagger(app);
  await app.init();
  return {
    app,
    async close() {
      // The jobs in flight end before the database goes (the rest wait in the table).
      await app.get(JobWorker).stop();
      healthWhileBusy.stop();
      databaseStatus.stop();
      await ownHealth?.close();
      // Stops the store's expired-session pruning timer before the pool goes away.
      await sessionStore.close();
      await app.close();
    },
  };
}
