import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { DATABASE_TIMEOUTS } from './database.options.js';

/**
 * How long into an API request its database statements may still wait for an answer (ms). A
 * request that cannot reach the database must be answered `503` within 5 s: one statement alone
 * waits at most 4.5 s (`DATABASE_TIMEOUTS.query`), but after up to 3 s waiting for a connection,
 * or after earlier statements, it would go past that (measured: 7.2 s against a frozen database).
 */
export const REQUEST_DATABASE_DEADLINE_MS = 4_500;
/** The least a statement (or a wait for a connection) is given, however late in its request (ms). */
const LEAST_MS = 100;

const deadlines = new AsyncLocalStorage<number>();

/** Runs `next` (the rest of an API request) with its database deadline, `ms` from now. */
export function withDatabaseDeadline(next: () => void, ms = REQUEST_DATABASE_DEADLINE_MS): void {
  deadlines.run(Date.now() + ms, next);
}

/** How long a wait started now may last: `limit`, or what is left of its request's time. */
function leftOf(limit: number, now: number): number {
  const deadline = deadlines.getStore();
  if (deadline === undefined) return limit;
  return Math.max(LEAST_MS, Math.min(limit, deadline - now));
}

/** How long a statement started now may wait for its answer. */
export const statementTimeoutMs = (now = Date.now()) => leftOf(DATABASE_TIMEOUTS.query, now);

type QueryFn = (...args: unknown[]) => unknown;
type Callback = (error: Error | null, result?: unknown) => void;

const OUT_OF_TIME = Symbol('request out of time');

/** How many statements of requests the database has answered (only ever counts up). */
let answered = 0;

/** Whether a driver's error is the database's answer (an SQLSTATE), not a lost connection. */
const isAnswer = (error: Error | null) =>
  error === null || /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

/**
 * Marks the timeout of a statement while the database went on answering others (a long wait for
 * a connection or a queue of work took its request's time): the server was busy, the database
 * did not stop answering. A timeout while nothing was answered stays an outage.
 */
function markOutOfTime(error: Error | null, answeredBefore: number): Error | null {
  if (error?.message.includes('Query read timeout') && answered > answeredBefore) {
    (error as Error & { [OUT_OF_TIME]?: true })[OUT_OF_TIME] = true;
  }
  return error;
}

/** Whether a statement timed out while the database answered others (see `markOutOfTime`). */
export const ranOutOfRequestTime = (error: unknown): boolean =>
  error instanceof Error && (error as Error & { [OUT_OF_TIME]?: true })[OUT_OF_TIME] === true;

/**
 * Calls `callback` with the statement's answer, or with the driver's "Query read timeout" once
 * `timeoutMs` has passed without one. An answer that has arrived by then still counts: on a busy
 * thread the timer can fire before the loop reads the socket that already holds the answer (a
 * vote stored, its request answered 503), so the verdict waits until the loop has read what has
 * arrived (setImmediate runs after the loop's turn for I/O).
 */
function answerWithin(run: (callback: Callback) => void, timeoutMs: number, callback: Callback) {
  let done = false;
  const finish: Callback = (error, result) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    callback(error, result);
  };
  const timer = setTimeout(
    () => setImmediate(() => finish(new Error('Query read timeout'))),
    timeoutMs,
  );
  run(finish);
}

/** A statement with its request's deadline, as pg's query(text, values?, callback?) takes it. */
function queryWithDeadline(query: QueryFn, text: string, rest: unknown[]): unknown {
  const [values, callback] = (typeof rest[0] === 'function' ? [undefined, rest[0]] : rest) as [
    unknown,
    Callback | undefined,
  ];
  // The driver's own timeout (the connection's 4.5 s) stays as the last resort behind this one.
  const run = (done: Callback) =>
    void query({ text, values }, (error: Error | null, result?: unknown) => {
      if (isAnswer(error)) answered += 1;
      done(error, result);
    });
  const timeout = statementTimeoutMs();
  const answeredBefore = answered;
  const verdict = (error: Error | null) => markOutOfTime(error, answeredBefore);
  if (callback) {
    return void answerWithin(run, timeout, (error, result) => callback(verdict(error), result));
  }
  return new Promise((resolve, reject) =>
    answerWithin(run, timeout, (error, result) => {
      const failure = verdict(error);
      if (failure) reject(failure);
      else resolve(result);
    }),
  );
}

/**
 * Gives each wait for one of the pool's connections, and each statement on them (unless
 * `statements` is false), at most the time its request has left (the answer is then the usual 503
 * busy or "temporarily unavailable").
 */
export function boundStatementsByRequest(pool: pg.Pool, { statements = true } = {}): void {
  // pg-pool reads connectionTimeoutMillis while connect() runs, to time this wait.
  const options = (pool as unknown as { options: { connectionTimeoutMillis: number } }).options;
  const connect = pool.connect.bind(pool) as QueryFn;
  (pool as unknown as { connect: QueryFn }).connect = (...args: unknown[]) => {
    if (deadlines.getStore() === undefined) return connect(...args);
    const usual = options.connectionTimeoutMillis;
    options.connectionTimeoutMillis = leftOf(usual, Date.now());
    try {
      return connect(...args);
    } finally {
      options.connectionTimeoutMillis = usual;
    }
  };
  const bound = (client: pg.PoolClient) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (config: unknown, ...rest: unknown[]) => {
      if (deadlines.getStore() === undefined) return query(config, ...rest);
      if (typeof config === 'string') return queryWithDeadline(query, config, rest);
      // A query object of its own (a cursor, a prepared statement): left as it is.
      return query(config, ...rest);
    };
  };
  if (!statements) return;
  // The connections opened before this (the driver's first one) and every later one.
  for (const client of (pool as unknown as { _clients?: pg.PoolClient[] })._clients ?? []) {
    bound(client);
  }
  pool.on('connect', bound);
}
