import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { CommerceController } from './commerce.controller.js';
import { COMMERCE_ENTITIES } from './entities/index.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TierPlansRepository } from './tier-plans.repository.js';
import { TierPlansService } from './tier-plans.service.js';
import { TierService } from './tier.service.js';

/** Membership plans and subscriptions (merchandise and orders have tables, no endpoints yet). */
@Module({
  imports: [AuthModule, JobsModule, TypeOrmModule.forFeature(COMMERCE_ENTITIES)],
  controllers: [CommerceController],
  providers: [
    TierPlansRepository,
    TierPlansService,
    SubscriptionsRepository,
    SubscriptionsService,
    TierService,
  ],
  exports: [TierPlansService, SubscriptionsService, SubscriptionsRepository, TierService],
})
export class CommerceModule {}
