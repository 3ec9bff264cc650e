import { SessionRecord } from '../auth/entities/session.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { Merchandise } from '../commerce/entities/merchandise.entity.js';
import { OrderItem } from '../commerce/entities/order-item.entity.js';
import { Order } from '../commerce/entities/order.entity.js';
import { Subscription } from '../commerce/entities/subscription.entity.js';
import { TierPlanRecord } from '../commerce/entities/tier-plan.entity.js';
import { RateLimitRecord } from '../common/pg-throttler.storage.js';
import { ACADEMY_ENTITIES } from '../academy/entities/index.js';
import { COMMUNITY_ENTITIES } from '../community/entities/index.js';
import { CONTENT_ENTITIES } from '../content/entities/index.js';
import { PARTNERS_ENTITIES } from '../partners/entities/index.js';
import { Kiosk } from '../kiosks/kiosk.entity.js';

/**
 * Every entity of the schema. Modules add theirs here so that the runtime connection and the
 * migration CLI's data source see the same list.
 */
export const ENTITIES: Function[] = [
  User,
  SessionRecord,
  RateLimitRecord,
  TierPlanRecord,
  Subscription,
  Merchandise,
  Order,
  OrderItem,
  ...CONTENT_ENTITIES,
  ...COMMUNITY_ENTITIES,
  ...ACADEMY_ENTITIES,
  ...PARTNERS_ENTITIES,
  Kiosk,
];
