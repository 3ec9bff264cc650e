import { Controller, Get, Session, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { SessionAuthGuard } from '../common/session-auth.guard.js';
import { SESSION_COOKIE_NAME } from '../common/session.js';
import {
  type SubscriptionView,
  subscriptionViewSchema,
  tierPlanSchema,
} from '../../shared/schemas/commerce.schemas.js';
import type { TierPlan } from '../../shared/tiers.js';
import { ApiErrorResponses, responseSchema } from '../common/api-docs.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TierPlansService } from './tier-plans.service.js';

@ApiTags('commerce')
@Controller()
export class CommerceController {
  constructor(
    private readonly plans: TierPlansService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Get('subscription/tiers')
  @ApiOperation({
    summary: 'Membership plans',
    description:
      'FREE, SILVER, GOLD, PLATINUM in that order; prices in the plan currency per month.',
  })
  @ApiOkResponse({ description: 'Every plan', schema: responseSchema(z.array(tierPlanSchema)) })
  tiers(): Promise<TierPlan[]> {
    return this.plans.list();
  }

  @Get('user/subscription')
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({
    summary: "The signed-in user's membership",
    description: 'Tier, its plan, and the subscription status and period (status null when none).',
  })
  @ApiOkResponse({ description: 'The membership', schema: responseSchema(subscriptionViewSchema) })
  @ApiErrorResponses({ 401: 'Not signed in' })
  subscription(@Session() session: Request['session']): Promise<SubscriptionView> {
    return this.subscriptions.viewFor(session.userId!);
  }
}
