import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  type PartnershipApplicationBody,
  type PartnershipApplicationResult,
  partnershipApplicationSchema,
} from '../../shared/schemas/partners.schemas.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { APPLICATION_RESULT_SCHEMA } from './partners.openapi.js';
import { PartnershipsService } from './partnerships.service.js';

@ApiTags('partners')
@Controller('partnerships')
export class PartnershipsController {
  constructor(private readonly partnerships: PartnershipsService) {}

  @Post('apply')
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Applies for a brand partnership; the application awaits review' })
  @ApiZodBody(partnershipApplicationSchema)
  @ApiCreatedResponse({
    description: '{ id, status: "PENDING" }',
    schema: APPLICATION_RESULT_SCHEMA,
  })
  @ApiBadRequestResponse({
    description: 'Missing required fields or an invalid website (errors per field)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many applications; try again in a minute' })
  apply(
    @Body(new ZodValidationPipe(partnershipApplicationSchema)) body: PartnershipApplicationBody,
  ): Promise<PartnershipApplicationResult> {
    return this.partnerships.apply(body);
  }
}
