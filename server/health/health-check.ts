import type { Health } from '../../shared/schemas/health.schemas.js';
import type { DatabaseStatus } from '../database/database-status.js';
import type { Readiness } from './readiness.js';

/** What health answers: 200 with the report, or 503 with why. */
export type HealthCheck = { ok: true; health: Health } | { ok: false; message: string };

/** Whether the server takes work and its database answers (within about 1.5 s). */
export async function checkHealth(
  database: DatabaseStatus,
  readiness: Readiness,
): Promise<HealthCheck> {
  if (readiness.stopping) return { ok: false, message: 'Server stopping' };
  // A deadline of its own (1.5 s), so a frozen database is reported, not waited for.
  const { database: state, problem } = await database.health();
  if (state === 'down') return { ok: false, message: 'Database unavailable' };
  const status = state === 'busy' || problem ? 'degraded' : 'ok';
  return {
    ok: true,
    health: problem ? { status, database: state, problem } : { status, database: state },
  };
}
