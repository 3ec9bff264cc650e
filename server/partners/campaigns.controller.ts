import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { type Campaign, campaignSchema } from '../../shared/schemas/partners.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { CampaignsService } from './campaigns.service.js';

@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Endpoint('GET', '', {
    tag: 'partners',
    summary: 'Partner campaigns with their metrics, newest first (signed-in users)',
    response: z.array(campaignSchema),
    responseDescription: 'The campaigns',
    signedIn: true,
  })
  list(): Promise<Campaign[]> {
    return this.campaigns.list();
  }
}
