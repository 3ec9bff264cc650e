import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CommerceController } from './commerce.controller.js';
import { Merchandise } from './entities/merchandise.entity.js';
import { OrderItem } from './entities/order-item.entity.js';
import { Order } from './entities/order.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { TierPlanRecord } from './entities/tier-plan.entity.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TierPlansService } from './tier-plans.service.js';

/** Membership plans and subscriptions (merchandise and orders have tables, no endpoints yet). */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([TierPlanRecord, Subscription, Merchandise, Order, OrderItem]),
  ],
  controllers: [CommerceController],
  providers: [TierPlansService, SubscriptionsService],
  exports: [TierPlansService, SubscriptionsService],
})
export class CommerceModule {}
