import pg from 'pg';

/** How long health may wait to connect, and for the answer (ms). */
const CONNECT_MS = 1_000;
const ANSWER_MS = 1_500;
/**
 * The driver's own limit, a last resort behind health's deadline (DatabaseStatus), which counts
 * an answer that has arrived but is not read yet: the driver's timer would not.
 */
const DRIVER_ANSWER_MS = 3_000;

/**
 * A PostgreSQL connection of health's own, outside the server's pool: opened when first needed,
 * replaced after an error, never waiting behind the requests.
 */
export function healthConnection(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: CONNECT_MS,
    query_timeout: DRIVER_ANSWER_MS,
    statement_timeout: ANSWER_MS,
    idleTimeoutMillis: 0,
    application_name: 'abtal-health',
  });
  // A connection lost while idle is only replaced at the next probe.
  pool.on('error', () => undefined);
  return {
    ping: () => pool.query('SELECT 1'),
    close: () => pool.end(),
  };
}
