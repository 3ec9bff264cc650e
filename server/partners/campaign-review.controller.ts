import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type CampaignActionBody,
  campaignActionSchema,
  type CampaignQueueQuery,
  campaignQueueQuerySchema,
  type ReviewCampaign,
  reviewCampaignListSchema,
  reviewCampaignSchema,
} from '../../shared/schemas/campaign-review.schemas.js';
import {
  type CampaignReviewBody,
  campaignParamsSchema,
  campaignReviewSchema,
} from '../../shared/schemas/partner-api.schemas.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { CampaignReviewService } from './campaign-review.service.js';

const ADMIN_ONLY = { tag: 'admin', signedIn: true as const, guards: [RolesGuard] };
const DECISION_ERRORS = {
  403: 'Not an ADMIN account, or the request comes from another site',
  404: 'Campaign not found',
} as const;

/** The review of partners' campaigns, for ADMIN accounts. */
@Controller('admin/campaigns')
@RequireRoles('ADMIN')
export class CampaignReviewController {
  constructor(private readonly campaigns: CampaignReviewService) {}

  @Endpoint('GET', '', {
    ...ADMIN_ONLY,
    summary: 'Campaigns of one status with a preview of their placements (ADMIN accounts only)',
    description:
      'PENDING (awaiting review) by default; the longest waiting first, at most 200. Each with its brand, call to action (assets) and linked episodes.',
    query: campaignQueueQuerySchema,
    response: reviewCampaignListSchema,
    responseDescription: 'The campaigns',
    errors: { 403: 'Not an ADMIN account' },
  })
  list(@Query() query: CampaignQueueQuery): Promise<ReviewCampaign[]> {
    return this.campaigns.list(query.status);
  }

  @Endpoint('POST', ':id/review', {
    ...ADMIN_ONLY,
    summary: 'Decides on a PENDING campaign (ADMIN accounts only)',
    description:
      "APPROVE: APPROVED (ACTIVE when its start has come), with approvedAt and approvedBy; REJECT: CANCELLED. The partner's webhooks get campaign.status_changed. Logged in the audit log.",
    params: campaignParamsSchema,
    body: campaignReviewSchema,
    response: reviewCampaignSchema,
    responseDescription: 'The campaign after the decision',
    errors: { ...DECISION_ERRORS, 409: 'The campaign is not PENDING' },
  })
  review(
    @Param('id') id: string,
    @Body() body: CampaignReviewBody,
    @SessionUserId() adminId: string,
  ): Promise<ReviewCampaign> {
    return this.campaigns.review(id, adminId, body.decision === 'APPROVE');
  }

  @Endpoint('POST', ':id/status', {
    ...ADMIN_ONLY,
    summary: 'Pauses, resumes or completes a decided campaign (ADMIN accounts only)',
    description:
      "pause: APPROVED or ACTIVE to PAUSED; resume: PAUSED to ACTIVE (APPROVED before its start); complete: APPROVED, ACTIVE or PAUSED to COMPLETED. The partner's webhooks get campaign.status_changed. Logged in the audit log.",
    params: campaignParamsSchema,
    body: campaignActionSchema,
    response: reviewCampaignSchema,
    responseDescription: 'The campaign in its new status',
    errors: { ...DECISION_ERRORS, 409: "The campaign's status does not allow this" },
  })
  act(
    @Param('id') id: string,
    @Body() body: CampaignActionBody,
    @SessionUserId() adminId: string,
  ): Promise<ReviewCampaign> {
    return this.campaigns.act(id, adminId, body.action);
  }
}
