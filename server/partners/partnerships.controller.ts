import { Body, Controller } from '@nestjs/common';
import {
  type PartnershipApplicationBody,
  type PartnershipApplicationResult,
  partnershipApplicationResultSchema,
  partnershipApplicationSchema,
} from '../../shared/schemas/partners.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { PartnershipsService } from './partnerships.service.js';

@Controller('partnerships')
export class PartnershipsController {
  constructor(private readonly partnerships: PartnershipsService) {}

  @Endpoint('POST', 'apply', {
    tag: 'partners',
    summary: 'Applies for a brand partnership; the application awaits review',
    body: partnershipApplicationSchema,
    status: 201,
    response: partnershipApplicationResultSchema,
    responseDescription: 'The application, pending review',
    throttled: true,
  })
  apply(@Body() body: PartnershipApplicationBody): Promise<PartnershipApplicationResult> {
    return this.partnerships.apply(body);
  }
}
