import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type PartnershipApplicationBody,
  type PartnershipApplicationResult,
  partnershipApplicationResultSchema,
  partnershipApplicationSchema,
} from '../../shared/schemas/partners.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { editionOf } from '../mail/edition.js';
import { PartnershipsService } from './partnerships.service.js';

@Controller('partnerships')
export class PartnershipsController {
  constructor(private readonly partnerships: PartnershipsService) {}

  @Endpoint('POST', 'apply', {
    tag: 'partners',
    summary: 'Applies for a brand partnership; the application awaits review',
    description:
      'The mails about it (approval, rejection) are in the language of the Content-Language header.',
    body: partnershipApplicationSchema,
    status: 201,
    response: partnershipApplicationResultSchema,
    responseDescription: 'The application, pending review',
    throttled: true,
  })
  apply(
    @Body() body: PartnershipApplicationBody,
    @Req() req: Request,
  ): Promise<PartnershipApplicationResult> {
    return this.partnerships.apply(body, editionOf(req));
  }
}
