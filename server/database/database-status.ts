import { Logger } from '@nestjs/common';
import type pg from 'pg';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { RepeatedLines } from '../common/repeated-lines.js';
import { ranOutOfRequestTime } from './request-deadline.js';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
/** Seconds a client is asked to wait when every connection is busy. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';
export const DATABASE_BUSY_MESSAGE =
  'The service is busy right now. Please try again in a few seconds.';
export const DATABASE_RESOURCE_MESSAGE =
  'The service cannot store anything right now. Please try again later.';

/** How often an unreachable database is probed, and how long a probe may take (ms). */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 1_500;
/**
 * A pool that handed out or took back a connection this recently is making progress (ms): a
 * statement ends within its 4 s timeout, so a connection held longer means a frozen database.
 */
const PROGRESS_WINDOW_MS = 5_000;
/** How long health reports a resource problem after the last one (ms). */
const RESOURCE_PROBLEM_FOR_MS = 60_000;

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENOENT', // the embedded database's socket is gone
  '57014', // statement timeout
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'Connection timeout',
  'connection timeout',
  'Cannot use a pool after calling end',
  'Client has encountered a connection error',
];
/** pg-pool's error when no connection of a full pool came free in time: busy, not down. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

const innerOf = (error: unknown): unknown =>
  error instanceof QueryFailedError ? (error.driverError as unknown) : error;
const codeOf = (error: unknown): string | undefined => {
  const code = (innerOf(error) as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Whether every connection was busy for the whole allowed wait (the server is saturated). */
export function isDatabaseBusy(error: unknown): boolean {
  const inner = innerOf(error);
  return (
    inner instanceof Error &&
    (inner.message.includes(POOL_WAIT_TIMEOUT) || ranOutOfRequestTime(inner))
  );
}

/**
 * Whether the database refused for lack of a resource (SQLSTATE class 53: disk full, out of
 * memory, too many connections, a configured limit), or the disk of the embedded one is full.
 */
export function isDatabaseResourceError(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && (code.startsWith('53') || code === 'ENOSPC' || code === '58030');
}

/** Whether an error means "the database cannot be reached" rather than "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const inner = innerOf(error);
  if (!(inner instanceof Error) || isDatabaseBusy(error)) return false;
  const code = codeOf(error);
  if (code !== undefined && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return CONNECTION_MESSAGES.some((text) => inner.message.includes(text));
}

/** Errors a client's input causes (bad data, constraints): SQLSTATE classes 22 and 23. */
const isClientCaused = (error: unknown): boolean => /^2[23]/.test(codeOf(error) ?? '');

function describe(error: unknown): string {
  const inner = innerOf(error);
  if (inner instanceof Error) {
    const code = (inner as { code?: unknown }).code;
    return typeof code === 'string' ? `${inner.message} (${code})` : inner.message;
  }
  return String(inner);
}

/** What `GET /api/health` says about the database. */
export interface DatabaseHealth {
  /** up: answers; busy: every connection in use but work goes on; down: no answer. */
  database: 'up' | 'busy' | 'down';
  /** A resource the database lacked in the last minute (e.g. disk full), if any. */
  problem?: string;
}

/**
 * Whether the database answers. Failures flip it to "down" (one log line); while down it is probed
 * every second and flips back to "up" (one log line) on the first answer. A saturated pool is
 * "busy", never "down"; a lack of resources (class 53) is logged once and shown by health.
 */
export class DatabaseStatus {
  private readonly logger = new Logger('Database');
  private down = false;
  private timer?: NodeJS.Timeout;
  private probe?: () => Promise<unknown>;
  private healthProbe?: () => Promise<unknown>;
  private pool?: pg.Pool;
  private lastProgress = 0;
  private resource?: { description: string; at: number };

  get isDown(): boolean {
    return this.down;
  }

  /**
   * The statement that proves the database answers, usually `SELECT 1` through the pool, and
   * optionally one on a connection of health's own (so a saturated pool cannot delay it).
   */
  watch(probe: () => Promise<unknown>, pool?: pg.Pool, healthProbe?: () => Promise<unknown>): void {
    this.probe = probe;
    this.healthProbe = healthProbe;
    this.pool = pool;
    const progress = () => {
      this.lastProgress = Date.now();
    };
    pool?.on('acquire', progress);
    pool?.on('release', progress);
  }

  /** Every connection in use and requests waiting for one. */
  get saturated(): boolean {
    const pool = this.pool;
    return pool !== undefined && pool.waitingCount > 0 && pool.idleCount === 0;
  }

  private get progressing(): boolean {
    return Date.now() - this.lastProgress < PROGRESS_WINDOW_MS;
  }

  reportFailure(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.error(`Database unreachable: ${describe(error)}. Answering 503 until it is back.`);
    this.scheduleProbe();
  }

  reportSuccess(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Database reachable again');
  }

  /** A lack of resources: one log line until it has not recurred for a minute. */
  reportResourceError(error: unknown): void {
    const now = Date.now();
    if (!this.resource || now - this.resource.at > RESOURCE_PROBLEM_FOR_MS) {
      this.logger.error(`Database out of resources: ${describe(error)}. Answering 503 meanwhile.`);
    }
    this.resource = { description: describe(error), at: now };
  }

  /** Runs the probe with a deadline; true when the database answered. */
  async ping(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
    if (!this.probe) return false;
    try {
      await withDeadline(this.probe(), timeoutMs);
      this.reportSuccess();
      return true;
    } catch (error) {
      if (isDatabaseBusy(error)) return true;
      this.reportFailure(error);
      return false;
    }
  }

  /** What health reports, within about 1.5 s whatever the load. */
  async health(): Promise<DatabaseHealth> {
    const problem =
      this.resource && Date.now() - this.resource.at < RESOURCE_PROBLEM_FOR_MS
        ? this.resource.description
        : undefined;
    const withProblem = (database: DatabaseHealth['database']): DatabaseHealth =>
      problem ? { database, problem } : { database };
    if (this.healthProbe) {
      // A connection of its own: the answer says whether the database answers, not how busy.
      try {
        await withDeadline(this.healthProbe(), PROBE_TIMEOUT_MS);
        this.reportSuccess();
        return withProblem(this.saturated ? 'busy' : 'up');
      } catch (error) {
        this.reportFailure(error);
        return withProblem('down');
      }
    }
    // The embedded database has one connection: a saturated pool that keeps handing it out is
    // busy; a ping that finds no answer while work still goes through is busy too.
    if (this.saturated && this.progressing && !this.down) return withProblem('busy');
    if (await this.pingWithoutVerdict()) return withProblem(this.saturated ? 'busy' : 'up');
    if (this.progressing) return withProblem('busy');
    this.reportFailure(new Error('Connection timeout: no answer to the health probe'));
    return withProblem('down');
  }

  private async pingWithoutVerdict(): Promise<boolean> {
    if (!this.probe) return false;
    try {
      await withDeadline(this.probe(), PROBE_TIMEOUT_MS);
      this.reportSuccess();
      return true;
    } catch {
      return false;
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.probe = undefined;
    this.healthProbe = undefined;
  }

  private scheduleProbe(): void {
    if (this.timer || !this.probe) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.ping().then(() => {
        if (this.down) this.scheduleProbe();
      });
    }, PROBE_EVERY_MS);
    this.timer.unref();
  }
}

/**
 * `work`, or a "Connection timeout" error after `timeoutMs`. An answer that has arrived by then
 * still counts: on a busy thread the timer can fire before the thread reads it (a busy server
 * reported down), so the verdict waits until the thread has read what arrived (setImmediate runs
 * after the loop's turn for I/O).
 */
async function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            setImmediate(() =>
              reject(new Error(`Connection timeout: no answer in ${timeoutMs} ms`)),
            ),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * TypeORM's log: query errors that only say "the database is unreachable" go to the status above
 * (one line per outage) instead of one line per failed statement; a saturated pool is not logged
 * (the answer says busy); errors the client's input caused get one short line without the SQL;
 * repeats of one line are held back.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');
  private readonly repeated = new RepeatedLines();

  constructor(private readonly status: DatabaseStatus) {}

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.logger.log(message);
  }
  logQueryError(error: string | Error, query: string): void {
    if (isDatabaseBusy(error)) return;
    if (isDatabaseUnavailable(error)) {
      this.status.reportFailure(error);
      return;
    }
    if (isDatabaseResourceError(error)) {
      this.status.reportResourceError(error);
      return;
    }
    const line = isClientCaused(error)
      ? `Query refused: ${describe(error)}`
      : `Query failed: ${describe(error)} -- ${query.replace(/\s+/g, ' ').slice(0, 300)}`;
    const allowed = this.repeated.admit(line);
    if (allowed) this.logger.warn(allowed);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = message instanceof Error ? message.message : String(message);
    if (isDatabaseBusy(message) || text.includes(POOL_WAIT_TIMEOUT)) return;
    if (isDatabaseUnavailable(message) || CONNECTION_MESSAGES.some((m) => text.includes(m))) {
      this.status.reportFailure(message);
      return;
    }
    if (level === 'warn') {
      const allowed = this.repeated.admit(text);
      if (allowed) this.logger.warn(allowed);
    }
  }
}
