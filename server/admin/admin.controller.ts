import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type AdminUser,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserSchema,
  type GrantTierBody,
  grantTierSchema,
  type ScheduledRelease,
  scheduledReleaseSchema,
  type ScheduleReleaseBody,
  scheduleReleaseSchema,
} from '../../shared/schemas/admin.schemas.js';
import { episodeParamsSchema } from '../../shared/schemas/content.schemas.js';
import { RELEASE_DELAY_DAYS } from '../../shared/tiers.js';
import { Endpoint } from '../common/endpoint.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { EpisodesService } from '../content/episodes.service.js';
import { AdminService } from './admin.service.js';

const ADMIN_ONLY = { signedIn: true as const, guards: [RolesGuard] };

/** Account administration; every route is for ADMIN accounts (named by the ADMIN_EMAILS setting). */
@Controller('admin')
@RequireRoles('ADMIN')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly episodes: EpisodesService,
  ) {}

  @Endpoint('GET', 'users', {
    tag: 'admin',
    summary: 'Finds an account by email (ADMIN accounts only)',
    query: adminUserQuerySchema,
    response: adminUserSchema,
    responseDescription: 'The account with its membership',
    ...ADMIN_ONLY,
    errors: { 403: 'Not an ADMIN account', 404: 'User not found' },
  })
  findByEmail(@Query('email') email: string): Promise<AdminUser> {
    return this.admin.findByEmail(email);
  }

  @Endpoint('PUT', 'users/:id/tier', {
    tag: 'admin',
    summary: "Grants a membership tier (ADMIN accounts only); sets the account's subscription",
    description:
      'A paid tier makes the subscription ACTIVE for one month from now; FREE cancels it. /api/auth/me, the profile and the subscription page show the change at once.',
    params: adminUserParamsSchema,
    body: grantTierSchema,
    response: adminUserSchema,
    responseDescription: 'The account with its new tier and membership',
    ...ADMIN_ONLY,
    errors: {
      403: 'Not an ADMIN account, or the request comes from another site',
      404: 'User not found',
    },
  })
  grantTier(@Param('id') id: string, @Body() body: GrantTierBody): Promise<AdminUser> {
    return this.admin.grantTier(id, body.tier);
  }

  @Endpoint('PUT', 'episodes/:slug/release', {
    tag: 'admin',
    summary: "Schedules an episode's release (ADMIN accounts only)",
    description: `SILVER and above read it from releaseAt, FREE members and visitors ${RELEASE_DELAY_DAYS.FREE} days later; calendars and countdowns follow.`,
    params: episodeParamsSchema,
    body: scheduleReleaseSchema,
    response: scheduledReleaseSchema,
    responseDescription: 'The episode and its new release time',
    ...ADMIN_ONLY,
    errors: {
      403: 'Not an ADMIN account, or the request comes from another site',
      404: 'Episode not found',
    },
  })
  scheduleRelease(
    @Param('slug') slug: string,
    @Body() body: ScheduleReleaseBody,
  ): Promise<ScheduledRelease> {
    return this.episodes.reschedule(slug, new Date(body.releaseAt));
  }
}
