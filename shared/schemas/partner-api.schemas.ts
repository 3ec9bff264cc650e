import { z } from 'zod';
import { CAMPAIGN_TYPES } from '../enums.js';
import { optionalText, requiredText } from './common.schemas.js';

const EXAMPLE_CAMPAIGN_ID = '5c1d3e2a-8b7f-4e6d-9a0b-1c2d3e4f5a6b';

export const campaignParamsSchema = z.object({
  id: z.uuid('Campaign id must be a uuid').meta({ example: EXAMPLE_CAMPAIGN_ID }),
});

/**
 * Campaign statuses in their order: DRAFT -> PENDING -> APPROVED/ACTIVE -> COMPLETED or CANCELLED;
 * staff may pause an APPROVED or ACTIVE campaign (PAUSED) and resume it.
 */
export const CAMPAIGN_STATUSES = [
  'DRAFT',
  'PENDING',
  'APPROVED',
  'ACTIVE',
  'PAUSED',
  'COMPLETED',
  'CANCELLED',
] as const;

/** A calendar date (YYYY-MM-DD) of 2000-2099 that exists, leap days included. */
const DATE_PATTERN =
  '^20[0-9]{2}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|' +
  '(?:0[13578]|1[02])-31)$|^20(?:0[048]|[2468][048]|[13579][26])-02-29$';
const dateField = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(new RegExp(DATE_PATTERN), `${label} must be a date (YYYY-MM-DD) from 2000 to 2099`)
    .meta({ format: 'date' });

const ASSET_URL = /^https:\/\/[^\s]{1,500}$/;

const draftFields = {
  name: requiredText(1, 160, 'A campaign name is required', 'Name'),
  description: optionalText(4000, 'Description'),
  objective: optionalText(500, 'Objective'),
  type: z
    .enum(CAMPAIGN_TYPES, { error: `Type must be one of ${CAMPAIGN_TYPES.join(', ')}` })
    .optional(),
  budget: z
    .number({ error: 'Budget must be a number of AED from 0 to 9999999999' })
    .min(0, 'Budget must be a number of AED from 0 to 9999999999')
    .max(9_999_999_999, 'Budget must be a number of AED from 0 to 9999999999')
    .optional(),
  startDate: dateField('Start date'),
  endDate: dateField('End date'),
  episodeIds: z
    .array(z.uuid('Each episode id must be a uuid'), { error: 'Episode ids must be a list' })
    .max(20, 'At most 20 episodes')
    .optional(),
  assets: z
    .array(
      z.object({
        name: requiredText(1, 120, 'An asset name is required', 'Asset name'),
        url: z
          .string({ error: 'An asset URL must be an https address' })
          .regex(ASSET_URL, 'An asset URL must be an https address'),
      }),
      { error: 'Assets must be a list' },
    )
    .max(10, 'At most 10 assets')
    .optional(),
};

/** A new draft; the dates are whole days in UTC (the end day included). */
export const campaignDraftSchema = z
  .object(draftFields)
  .refine((draft) => draft.startDate <= draft.endDate, {
    message: 'The end date cannot be before the start date',
    path: ['endDate'],
  })
  .meta({ 'x-rules': ['startDate <= endDate'] });
export type CampaignDraftBody = z.infer<typeof campaignDraftSchema>;

const dateTime = () => z.string().meta({ format: 'date-time' });

/** A campaign as its partner sees it through the API. */
export const partnerCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  objective: z.string().nullable(),
  type: z.enum(CAMPAIGN_TYPES).nullable(),
  budget: z.number().nullable(),
  status: z.string().meta({ description: CAMPAIGN_STATUSES.join(', ') }),
  startAt: dateTime(),
  endAt: dateTime(),
  episodeIds: z.array(z.string()),
  assets: z.array(z.object({ name: z.string(), url: z.string() })),
  approvedAt: dateTime().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: dateTime(),
  updatedAt: dateTime(),
});
export type PartnerCampaign = z.infer<typeof partnerCampaignSchema>;

export const campaignReviewSchema = z.object({
  decision: z.enum(['APPROVE', 'REJECT'], { error: 'Decision must be APPROVE or REJECT' }),
});
export type CampaignReviewBody = z.infer<typeof campaignReviewSchema>;
