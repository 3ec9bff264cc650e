import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { QueryFailedError } from 'typeorm';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/** How often an unreachable database is probed, and how long a probe may take (ms). */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 1_500;

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
  '53300', // too many connections
]);
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Connection timeout',
  'connection timeout',
  'Cannot use a pool after calling end',
  'Client has encountered a connection error',
  'Too many connections',
];

/** Whether an error means "the database cannot be reached" rather than "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const inner = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (!(inner instanceof Error)) return false;
  const code = (inner as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
    return true;
  return CONNECTION_MESSAGES.some((text) => inner.message.includes(text));
}

function describe(error: unknown): string {
  const inner = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (inner instanceof Error) {
    const code = (inner as { code?: unknown }).code;
    return typeof code === 'string' ? `${inner.message} (${code})` : inner.message;
  }
  return String(inner);
}

/**
 * Whether the database answers. Failures flip it to "down" (one log line); while down it is probed
 * every second and flips back to "up" (one log line) on the first answer.
 */
export class DatabaseStatus {
  private readonly logger = new Logger('Database');
  private down = false;
  private timer?: NodeJS.Timeout;
  private probe?: () => Promise<unknown>;

  get isDown(): boolean {
    return this.down;
  }

  /** The statement that proves the database answers, usually `SELECT 1`. */
  watch(probe: () => Promise<unknown>): void {
    this.probe = probe;
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

  /** Runs the probe with a deadline; true when the database answered. */
  async ping(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
    if (!this.probe) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.probe(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Connection timeout: no answer in ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
      this.reportSuccess();
      return true;
    } catch (error) {
      this.reportFailure(error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.probe = undefined;
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
 * TypeORM's log: query errors that only say "the database is unreachable" go to the status above
 * (one line per outage) instead of one line per failed statement.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  constructor(private readonly status: DatabaseStatus) {}

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.logger.log(message);
  }
  logQueryError(error: string | Error, query: string): void {
    if (isDatabaseUnavailable(error)) {
      this.status.reportFailure(error);
      return;
    }
    this.logger.error(`Query failed: ${describe(error)} -- ${query}`);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = message instanceof Error ? message.message : String(message);
    if (isDatabaseUnavailable(message) || CONNECTION_MESSAGES.some((m) => text.includes(m))) {
      this.status.reportFailure(message);
      return;
    }
    if (level === 'warn') this.logger.warn(text);
  }
}
