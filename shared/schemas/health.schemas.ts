import { z } from 'zod';

/**
 * GET /api/health when the database answers: "ok", or "degraded" when every connection is busy
 * (the server still works, slower) or the database lacked a resource in the last minute
 * (`problem`, e.g. a full disk).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'busy']),
  problem: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
