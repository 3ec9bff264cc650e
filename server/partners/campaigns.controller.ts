import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { type Campaign, campaignSchema } from '../../shared/schemas/partners.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { CampaignsService } from './campaigns.service.js';

@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Endpoint('GET', '', {
    tag: 'partners',
    summary:
      "The signed-in partner account's own campaigns with their metrics, newest first (empty for other accounts)",
    response: z.array(campaignSchema),
    responseDescription: 'The campaigns',
    signedIn: true,
  })
  list(@SessionUserId() userId: string): Promise<Campaign[]> {
    return this.campaigns.list(userId);
  }
}
