import { z } from 'zod';
import { CAMPAIGN_STATUSES, partnerCampaignSchema } from './partner-api.schemas.js';

/** The statuses staff can list campaigns by: all but a partner's own DRAFT. */
const reviewStatusSchema = z.enum(CAMPAIGN_STATUSES).exclude(['DRAFT']);
export const REVIEW_CAMPAIGN_STATUSES = reviewStatusSchema.options;
export type ReviewCampaignStatus = z.infer<typeof reviewStatusSchema>;

/** GET /api/admin/campaigns: campaigns of one status, PENDING (awaiting review) by default. */
export const campaignQueueQuerySchema = z.object({
  status: z
    .enum(REVIEW_CAMPAIGN_STATUSES, {
      error: `Status must be one of ${REVIEW_CAMPAIGN_STATUSES.join(', ')}`,
    })
    .default('PENDING'),
});
export type CampaignQueueQuery = z.infer<typeof campaignQueueQuerySchema>;

/**
 * A campaign as staff review it: the campaign, and a preview of its placements (what the sponsor
 * unit shows: the brand, the call to action, the episodes it runs with).
 */
export const reviewCampaignSchema = partnerCampaignSchema.omit({ episodeIds: true }).extend({
  partner: z.object({
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    website: z.string().nullable(),
  }),
  episodes: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
});
export type ReviewCampaign = z.infer<typeof reviewCampaignSchema>;
export const reviewCampaignListSchema = z.array(reviewCampaignSchema);

/** What staff can do to a decided campaign (approve and reject are the review). */
const CAMPAIGN_ACTIONS = ['pause', 'resume', 'complete'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** POST /api/admin/campaigns/{id}/status. */
export const campaignActionSchema = z.object({
  action: z.enum(CAMPAIGN_ACTIONS, {
    error: `Action must be one of ${CAMPAIGN_ACTIONS.join(', ')}`,
  }),
});
export type CampaignActionBody = z.infer<typeof campaignActionSchema>;
