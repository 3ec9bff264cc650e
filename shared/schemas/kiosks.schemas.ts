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

/** A kiosk unit's name: lower-case letters, digits and dashes. */
const kioskIdField = z
  .string({ error: 'Kiosk id is required' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lower-case letters, digits and dashes (up to 64)')
  .meta({ example: 'dubai-metro-1' });

/** `POST /api/kiosks/heartbeat`: what a kiosk unit reports about itself. */
export const kioskHeartbeatSchema = z
  .object({
    kioskId: kioskIdField,
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

/** `POST /api/kiosks/credentials`: the kiosk to enroll (or to give a new credential). */
export const enrollKioskSchema = z.object({ kioskId: kioskIdField }).strict();
export type EnrollKioskBody = z.infer<typeof enrollKioskSchema>;

/** Path of `DELETE /api/kiosks/credentials/{kioskId}`. */
export const kioskParamsSchema = z.object({ kioskId: kioskIdField });

/** A kiosk's credential as the operator sees it: never the secret, only its first characters. */
export const kioskCredentialSchema = z.object({
  kioskId: z.string(),
  hint: z.string().meta({ description: 'The first characters of the secret, to tell it apart' }),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type KioskCredentialView = z.infer<typeof kioskCredentialSchema>;

/** A credential just issued: the secret is shown this once (the server keeps only its hash). */
export const issuedKioskCredentialSchema = kioskCredentialSchema.extend({
  secret: z.string().meta({ description: "The kiosk's x-kiosk-token; shown once" }),
});
export type IssuedKioskCredential = z.infer<typeof issuedKioskCredentialSchema>;
