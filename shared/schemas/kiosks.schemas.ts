import { z } from 'zod';
import { optionalText, requiredText } from './common.schemas.js';

const cacheStatusSchema = z
  .object({
    entries: z.number().int().nonnegative(),
    bytesUsed: z.number().int().nonnegative(),
    precacheReady: z.number().int().nonnegative(),
    precacheTotal: z.number().int().nonnegative(),
    online: z.boolean(),
  })
  .strict();

/** `POST /api/kiosks/heartbeat`: what a kiosk unit reports about itself. */
export const kioskHeartbeatSchema = z
  .object({
    kioskId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lower-case letters, digits and dashes (up to 64)')
      .meta({ example: 'dubai-metro-1' }),
    version: requiredText(1, 40, 'Version is required', 'Version'),
    cacheStatus: cacheStatusSchema,
    lastError: optionalText(500, 'Last error').nullable(),
  })
  .strict();
export type KioskHeartbeatBody = z.infer<typeof kioskHeartbeatSchema>;

/** A kiosk as the operator sees it. */
export const kioskSchema = z.object({
  kioskId: z.string(),
  version: z.string(),
  cacheStatus: cacheStatusSchema,
  lastError: z.string().nullable(),
  lastHeartbeatAt: z.string(),
  firstSeenAt: z.string(),
  dark: z.boolean().meta({ description: 'No heartbeat for 5 minutes' }),
});
export type KioskView = z.infer<typeof kioskSchema>;

/** A kiosk counts as dark after this long without a heartbeat. */
export const KIOSK_DARK_AFTER_MS = 5 * 60 * 1000;
