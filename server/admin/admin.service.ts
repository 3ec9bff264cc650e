import { Injectable, NotFoundException } from '@nestjs/common';
import type { Tier } from '../../shared/enums.js';
import type { AdminUser } from '../../shared/schemas/admin.schemas.js';
import type { UserEntity } from '../auth/entities/user.entity.js';
import { toPublicUser } from '../auth/user.mapper.js';
import { UsersService } from '../auth/users.service.js';
import { Clock } from '../common/clock.js';
import { SubscriptionsService } from '../commerce/subscriptions.service.js';

const USER_NOT_FOUND = 'User not found';

/** What administrators do to accounts: find one, grant a tier. */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {}

  async findByEmail(email: string): Promise<AdminUser> {
    return this.view(await this.users.findByEmail(email));
  }

  /** Grants `tier` (FREE ends a paid membership) and answers the account as it now is. */
  async grantTier(id: string, tier: Tier): Promise<AdminUser> {
    if (!(await this.users.findById(id))) throw new NotFoundException(USER_NOT_FOUND);
    await this.subscriptions.grantTier(id, tier, this.clock.now());
    return this.view(await this.users.findById(id));
  }

  private async view(user: UserEntity | null): Promise<AdminUser> {
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    const subscription = await this.subscriptions.currentFor(user.id);
    return {
      ...toPublicUser(user),
      subscription: subscription && {
        tier: subscription.tier,
        status: subscription.status,
        currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      },
    };
  }
}
