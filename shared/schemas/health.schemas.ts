import { z } from 'zod';

/** GET /api/health when the database answers. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
export type Health = z.infer<typeof healthSchema>;
