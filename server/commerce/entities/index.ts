import { MerchandiseEntity } from './merchandise.entity.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderEntity } from './order.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';
import { TierPlanEntity } from './tier-plan.entity.js';

export const COMMERCE_ENTITIES = [
  TierPlanEntity,
  SubscriptionEntity,
  MerchandiseEntity,
  OrderEntity,
  OrderItemEntity,
];
