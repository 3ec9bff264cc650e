import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Campaign } from '../../shared/schemas/partners.schemas.js';
import { SessionAuthGuard } from '../common/session-auth.guard.js';
import { CampaignsService } from './campaigns.service.js';
import { CAMPAIGN_LIST_SCHEMA } from './partners.openapi.js';

@ApiTags('partners')
@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Partner campaigns with their metrics, newest first (signed-in users)' })
  @ApiOkResponse({ description: 'Campaign[]', schema: CAMPAIGN_LIST_SCHEMA })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  list(): Promise<Campaign[]> {
    return this.campaigns.list();
  }
}
