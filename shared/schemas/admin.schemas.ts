import { z } from 'zod';
import { HERO_STATUSES, SUBSCRIPTION_STATUSES, TIERS } from '../enums.js';
import { publicUserSchema } from './auth.schemas.js';
import { emailField, optionalText, requiredText } from './common.schemas.js';
import { ownHeroSchema } from './community.schemas.js';

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

/** GET /api/admin/members?q=...: part of an e-mail address or of a name (first, last or user name). */
export const memberSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .min(2, 'Search must be at least 2 characters')
    .max(254, 'Search must be at most 254 characters')
    .meta({ example: 'layla' }),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** The accounts a search found (at most MEMBER_SEARCH_LIMIT, newest first). */
export const MEMBER_SEARCH_LIMIT = 50;
export const memberListSchema = z.array(adminUserSchema);

/** What ending a member's sessions did. */
export const endedSessionsSchema = z.object({ endedSessions: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const deletedSchema = z.object({ success: z.literal(true) });

/** The kinds of staff action the audit log records. */
export const AUDIT_ACTIONS = [
  'member.tier',
  'member.sessions',
  'member.delete',
  'admin.grant',
  'admin.revoke',
  'episode.release',
  'kiosk.enroll',
  'kiosk.revoke',
  'partner.approve',
  'partner.reject',
  'campaign.review',
  'campaign.pause',
  'campaign.resume',
  'campaign.complete',
  'hero.approve',
  'hero.reject',
  'hero.hide',
  'hero.restore',
  'hero.delete',
  'submitter.block',
  'submitter.unblock',
  'pages.upload',
  'episode.create',
  'episode.update',
  'episode.pages',
  'episode.publish',
  'episode.unpublish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const dateFilter = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be an ISO date and time` })
    .optional()
    .meta({ example: '2026-11-01T00:00:00Z' });

/** GET /api/admin/audit (and .csv): filters, all optional, and the page. */
export const auditQuerySchema = z.object({
  action: z
    .enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(', ')}` })
    .optional(),
  actor: z
    .string({ error: 'Actor must be text' })
    .trim()
    .max(254, 'Actor must be at most 254 characters')
    .optional()
    .meta({ description: "Part of the staff account's e-mail address" }),
  target: z
    .string({ error: 'Target must be text' })
    .trim()
    .max(200, 'Target must be at most 200 characters')
    .optional()
    .meta({ description: "The record's id (an account id, an episode slug)" }),
  from: dateFilter('From'),
  to: dateFilter('To'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page must be at most 100000')
    .default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const AUDIT_PAGE_SIZE = 50;

const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * POST /api/admin/users/{id}/delete: the account's e-mail typed again (a confirmation), and the
 * language of the confirmation mail.
 */
export const deleteMemberSchema = z.object({
  email: emailField(),
  lang: z.enum(['en', 'ar'], { error: 'Language must be en or ar' }),
});
export type DeleteMemberBody = z.infer<typeof deleteMemberSchema>;

/** GET /api/admin/heroes?status=...: the moderation queue (PENDING by default). */
export const heroQueueQuerySchema = z.object({
  status: z
    .enum(HERO_STATUSES, { error: `Status must be one of ${HERO_STATUSES.join(', ')}` })
    .default('PENDING'),
});
export type HeroQueueQuery = z.infer<typeof heroQueueQuerySchema>;

/** A fan hero as staff see it: the word filter's flag, visitors' reports and who submitted it. */
export const moderatedHeroSchema = ownHeroSchema.extend({
  flagged: z.boolean(),
  reports: z.number().int(),
  submitterEmail: z.string().nullable(),
  /** Who submitted it: an account, a visitor's browser (voter cookie), or unknown (older heroes). */
  submitterKind: z.enum(['account', 'browser']).nullable(),
  /** Staff blocked its submitter: their new heroes are refused. */
  submitterBlocked: z.boolean(),
  reviewedAt: z.string().nullable(),
});
export type ModeratedHero = z.infer<typeof moderatedHeroSchema>;
export const moderatedHeroListSchema = z.array(moderatedHeroSchema);

/** What staff can do to a fan hero (delete is its own route). */
const HERO_MODERATIONS = ['approve', 'reject', 'hide', 'restore'] as const;
export type HeroModeration = (typeof HERO_MODERATIONS)[number];

export const REASON_REQUIRED = 'A reason is required to reject or hide a hero';

/** POST /api/admin/heroes/{id}/moderation: the decision, and the reason shown to the submitter. */
export const heroModerationSchema = z
  .object({
    action: z.enum(HERO_MODERATIONS, {
      error: `Action must be one of ${HERO_MODERATIONS.join(', ')}`,
    }),
    reason: optionalText(500, 'Reason'),
  })
  .superRefine((body, ctx) => {
    if ((body.action === 'reject' || body.action === 'hide') && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED });
  })
  // JSON Schema cannot make one field depend on another: the rule is stated for readers and the contract test.
  .meta({
    description: 'reason is required when action is reject or hide',
    'x-rules': ['reason required when action is reject or hide'],
  });
export type HeroModerationBody = z.infer<typeof heroModerationSchema>;

/** PUT /api/admin/heroes/{id}/submitter-block: why staff block the hero's submitter (staff only). */
export const blockSubmitterSchema = z.object({
  reason: requiredText(1, 500, 'A reason is required to block a submitter', 'Reason'),
});
export type BlockSubmitterBody = z.infer<typeof blockSubmitterSchema>;

/** POST /api/admin/uploads?name=...: the uploaded file's name (for messages and page names). */
export const pageUploadQuerySchema = z.object({
  name: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(200, 'File name must be at most 200 characters')
    .meta({ example: 'dubai-guardians-004.cbz' }),
  kind: z.enum(['pages', 'cover'], { error: 'Kind must be pages or cover' }).default('pages').meta({
    description: 'pages: converted to the reader’s page size; cover: one image, to the cover size',
  }),
  progress: z.uuid({ error: 'Progress must be a UUID' }).optional().meta({
    description:
      'An id the sender chose: GET /api/admin/uploads/progress/{id} tells how far the conversion is',
  }),
});
export type PageUploadQuery = z.infer<typeof pageUploadQuerySchema>;

/** The pages an upload held, as stored, in page order. */
export const pageUploadSchema = z.object({
  uploadId: z.string(),
  pages: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      /** Always WebP: pages are converted to the reader's size and format. */
      type: z.enum(['image/webp']),
      bytes: z.number().int(),
    }),
  ),
});
export type PageUpload = z.infer<typeof pageUploadSchema>;

export const uploadProgressParamsSchema = z.object({
  id: z.uuid({ error: 'The progress id must be a UUID' }),
});

/** How far the server is with an upload it received: pages converted and stored of pages expected. */
export const uploadProgressSchema = z.object({
  state: z.enum(['converting', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  message: z.string().optional(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
