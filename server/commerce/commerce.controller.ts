import { Controller } from '@nestjs/common';
import { z } from 'zod';
import {
  type SubscriptionView,
  subscriptionViewSchema,
  tierPlanSchema,
} from '../../shared/schemas/commerce.schemas.js';
import type { TierPlan } from '../../shared/tiers.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TierPlansService } from './tier-plans.service.js';

@Controller()
export class CommerceController {
  constructor(
    private readonly plans: TierPlansService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Endpoint('GET', 'subscription/tiers', {
    tag: 'commerce',
    summary: 'Membership plans',
    description:
      'FREE, SILVER, GOLD, PLATINUM in that order; prices in the plan currency per month.',
    response: z.array(tierPlanSchema),
    responseDescription: 'Every plan',
  })
  tiers(): Promise<TierPlan[]> {
    return this.plans.list();
  }

  @Endpoint('GET', 'user/subscription', {
    tag: 'commerce',
    summary: "The signed-in user's membership",
    description: 'Tier, its plan, and the subscription status and period (status null when none).',
    response: subscriptionViewSchema,
    responseDescription: 'The membership',
    signedIn: true,
  })
  subscription(@SessionUserId() userId: string): Promise<SubscriptionView> {
    return this.subscriptions.viewFor(userId);
  }
}
