import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, TIERS } from '../enums.js';
import { publicUserSchema } from './auth.schemas.js';
import { emailField } from './common.schemas.js';

export const TIER_MESSAGE = `Tier must be one of ${TIERS.join(', ')}`;

/** GET /api/admin/users?email=...: the account to act on. */
export const adminUserQuerySchema = z.object({ email: emailField() });

/** Path of PUT /api/admin/users/{id}/tier. */
export const adminUserParamsSchema = z.object({
  id: z.uuid('User id must be a uuid').meta({ example: '2f1c6f8e-6a4b-4a53-9d38-1d2f0d3b7c11' }),
});

/** PUT /api/admin/users/{id}/tier: the tier to grant (FREE ends a paid membership). */
export const grantTierSchema = z.object({
  tier: z.enum(TIERS, { error: TIER_MESSAGE }),
});
export type GrantTierBody = z.infer<typeof grantTierSchema>;

/** A user as administrators see one: the public user plus their membership. */
export const adminUserSchema = publicUserSchema.extend({
  subscription: z
    .object({
      tier: z.enum(TIERS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PUT /api/admin/episodes/{slug}/release: when the paid tiers get the episode (FREE after RELEASE_DELAY_DAYS). */
export const scheduleReleaseSchema = z.object({
  releaseAt: z.iso
    .datetime({
      offset: true,
      error: 'Release time must be an ISO date and time, e.g. 2026-12-01T18:00:00Z',
    })
    .meta({ example: '2026-12-01T18:00:00Z' }),
});
export type ScheduleReleaseBody = z.infer<typeof scheduleReleaseSchema>;

export const scheduledReleaseSchema = z.object({
  slug: z.string(),
  releaseAt: z.string(),
});
export type ScheduledRelease = z.infer<typeof scheduledReleaseSchema>;
