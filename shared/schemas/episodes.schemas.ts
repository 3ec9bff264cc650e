import { z } from 'zod';
import { TIERS } from '../enums.js';

/** GET /api/episodes/{slug} and its page images for a reader who may not read it yet: 403. */
export const episodeLockedSchema = z.object({
  statusCode: z.literal(403),
  error: z.string(),
  message: z.string(),
  /** When this reader may read it; null when the reader's tier never may. */
  availableAt: z.string().nullable(),
  requiredTier: z.enum(TIERS),
});
export type EpisodeLocked = z.infer<typeof episodeLockedSchema>;

export const EPISODE_LOCKED_MESSAGE = 'This episode is not available to your tier yet';

/** Path parameters of one page image. */
export const episodePageParamsSchema = z.object({
  slug: z.string().meta({ example: 'dubai-guardians-002' }),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(500, 'Page must be at most 500')
    .meta({ example: 1 }),
});

/** GET /api/episodes/{slug}/panels: the panel data's language. */
export const panelsQuerySchema = z.object({
  language: z.enum(['en', 'ar'], { error: 'Language must be en or ar' }).default('en').meta({
    description:
      'Arabic exists for episodes whose panels were drawn in the console (`arabicPanels`)',
  }),
});
export type PanelsQuery = z.infer<typeof panelsQuerySchema>;

/** GET /api/episodes/calendar.ics: which series and, without a private token, which tier. */
export const calendarQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Token is not a calendar token')
    .optional()
    .meta({ description: "A member's private calendar token: the times are that member's" }),
  tier: z
    .enum(TIERS, { error: `Tier must be one of ${TIERS.join(', ')}` })
    .optional()
    .meta({ description: 'Without a token: whose times to show (default FREE)' }),
  arc: z
    .string()
    .trim()
    .min(1, 'Arc must not be empty')
    .max(200, 'Arc must be at most 200 characters')
    .optional()
    .meta({
      description: 'Only this series, e.g. "Guardians of Dubai"',
      example: 'Guardians of Dubai',
    }),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** GET /api/episodes/calendar-link: the signed-in member's private feed. */
export const calendarLinkSchema = z.object({
  /** Site path of the feed with the member's own unlock times. */
  path: z.string(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** One "Remind me" wish: the episode, when it unlocks for the member, and whether it has. */
export const reminderSchema = z.object({
  slug: z.string(),
  title: z.string(),
  availableAt: z.string().nullable(),
  available: z.boolean(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;
