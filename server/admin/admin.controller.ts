import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type AdminUser,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserSchema,
  type AuditPage,
  auditPageSchema,
  type AuditQuery,
  auditQuerySchema,
  type DeleteMemberBody,
  deletedSchema,
  deleteMemberSchema,
  type EndedSessions,
  endedSessionsSchema,
  type GrantTierBody,
  grantTierSchema,
  memberListSchema,
  type MemberSearchQuery,
  memberSearchQuerySchema,
  type ScheduledRelease,
  scheduledReleaseSchema,
  type ScheduleReleaseBody,
  scheduleReleaseSchema,
} from '../../shared/schemas/admin.schemas.js';
import { episodeParamsSchema } from '../../shared/schemas/content.schemas.js';
import { RELEASE_DELAY_DAYS } from '../../shared/tiers.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { AdminService } from './admin.service.js';
import { AuditLogService } from './audit-log.service.js';

const ADMIN_ONLY = { tag: 'admin', signedIn: true as const, guards: [RolesGuard] };
const NOT_ADMIN = 'Not an ADMIN account, or the request comes from another site';

/**
 * The operations console's API: every route is for ADMIN accounts (granted by an admin or the CLI,
 * or with a confirmed address in ADMIN_EMAILS).
 */
@Controller('admin')
@RequireRoles('ADMIN')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Endpoint('GET', 'users', {
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

  @Endpoint('GET', 'members', {
    summary: 'Finds accounts by part of their e-mail or name (ADMIN accounts only)',
    description: 'At most 50, newest first; matches e-mail, user name, first, last and full name.',
    query: memberSearchQuerySchema,
    response: memberListSchema,
    responseDescription: 'The accounts found, each with its membership',
    ...ADMIN_ONLY,
    errors: { 403: 'Not an ADMIN account' },
  })
  search(@Query() query: MemberSearchQuery): Promise<AdminUser[]> {
    return this.admin.search(query.q);
  }

  @Endpoint('PUT', 'users/:id/tier', {
    summary: "Grants a membership tier (ADMIN accounts only); sets the account's subscription",
    description:
      'A paid tier makes the subscription ACTIVE for one month from now; FREE cancels it. /api/auth/me, the profile and the subscription page show the change at once. Logged in the audit log.',
    params: adminUserParamsSchema,
    body: grantTierSchema,
    response: adminUserSchema,
    responseDescription: 'The account with its new tier and membership',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'User not found' },
  })
  async grantTier(
    @SessionUserId() actorId: string,
    @Param('id') id: string,
    @Body() body: GrantTierBody,
  ): Promise<AdminUser> {
    return this.admin.grantTier(await this.admin.actor(actorId), id, body.tier);
  }

  @Endpoint('PUT', 'users/:id/admin', {
    summary: 'Makes an account ADMIN (ADMIN accounts only)',
    description:
      'The role stays until an admin takes it back (DELETE), whatever ADMIN_EMAILS says. Logged in the audit log.',
    params: adminUserParamsSchema,
    response: adminUserSchema,
    responseDescription: 'The account, now ADMIN',
    ...ADMIN_ONLY,
    errors: {
      403: NOT_ADMIN,
      404: 'User not found',
      409: 'Already ADMIN, or a partner’s account',
    },
  })
  async grantAdmin(@SessionUserId() actorId: string, @Param('id') id: string): Promise<AdminUser> {
    return this.admin.setAdmin(await this.admin.actor(actorId), id, true);
  }

  @Endpoint('DELETE', 'users/:id/admin', {
    summary: 'Takes back the ADMIN role an admin granted (ADMIN accounts only)',
    description:
      'An account ADMIN by the ADMIN_EMAILS setting stays ADMIN until its address leaves the setting; nobody takes back their own role. Logged in the audit log.',
    params: adminUserParamsSchema,
    response: adminUserSchema,
    responseDescription: 'The account as it now acts',
    ...ADMIN_ONLY,
    errors: {
      403: NOT_ADMIN,
      404: 'User not found',
      409: 'No ADMIN role granted by an admin, ADMIN by ADMIN_EMAILS, or the admin’s own role',
    },
  })
  async revokeAdmin(@SessionUserId() actorId: string, @Param('id') id: string): Promise<AdminUser> {
    return this.admin.setAdmin(await this.admin.actor(actorId), id, false);
  }

  @Endpoint('DELETE', 'users/:id/sessions', {
    summary: 'Ends every session of an account (ADMIN accounts only): it is signed out everywhere',
    params: adminUserParamsSchema,
    response: endedSessionsSchema,
    responseDescription: 'How many sessions ended',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'User not found' },
  })
  async endSessions(
    @SessionUserId() actorId: string,
    @Param('id') id: string,
  ): Promise<EndedSessions> {
    return this.admin.endSessions(await this.admin.actor(actorId), id);
  }

  @Endpoint('POST', 'users/:id/delete', {
    summary: "Deletes an account at its owner's request (ADMIN accounts only)",
    description:
      "As the owner's own deletion: its rows go, orders stay without it, its sessions end, a confirmation mail is sent in `lang`. `email` must be the account's address.",
    params: adminUserParamsSchema,
    body: deleteMemberSchema,
    response: deletedSchema,
    responseDescription: 'The account is deleted',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'User not found' },
  })
  async deleteMember(
    @SessionUserId() actorId: string,
    @Param('id') id: string,
    @Body() body: DeleteMemberBody,
  ): Promise<{ success: true }> {
    await this.admin.deleteMember(await this.admin.actor(actorId), id, body);
    return { success: true };
  }

  @Endpoint('PUT', 'episodes/:slug/release', {
    summary: "Schedules an episode's release (ADMIN accounts only)",
    description: `SILVER and above read it from releaseAt, FREE members and visitors ${RELEASE_DELAY_DAYS.FREE} days later; calendars and countdowns follow.`,
    params: episodeParamsSchema,
    body: scheduleReleaseSchema,
    response: scheduledReleaseSchema,
    responseDescription: 'The episode and its new release time',
    ...ADMIN_ONLY,
    errors: { 403: NOT_ADMIN, 404: 'Episode not found' },
  })
  async scheduleRelease(
    @SessionUserId() actorId: string,
    @Param('slug') slug: string,
    @Body() body: ScheduleReleaseBody,
  ): Promise<ScheduledRelease> {
    return this.admin.reschedule(await this.admin.actor(actorId), slug, new Date(body.releaseAt));
  }

  @Endpoint('GET', 'audit', {
    summary: 'The audit log: every staff action, newest first, filtered and paged (ADMIN only)',
    query: auditQuerySchema,
    response: auditPageSchema,
    responseDescription: 'One page of entries (50) and the number of entries the filters match',
    ...ADMIN_ONLY,
    errors: { 403: 'Not an ADMIN account' },
  })
  auditPage(@Query() query: AuditQuery): Promise<AuditPage> {
    return this.audit.page(query);
  }

  @Endpoint('GET', 'audit.csv', {
    summary: 'The audit log as CSV, with the same filters (ADMIN accounts only)',
    description: 'Newest first, at most 10,000 rows; `page` is ignored.',
    query: auditQuerySchema,
    produces: 'text/csv',
    response: z.string(),
    responseDescription: 'The entries (text/csv)',
    ...ADMIN_ONLY,
    errors: { 403: 'Not an ADMIN account' },
  })
  async auditCsv(@Query() query: AuditQuery, @Res() res: Response): Promise<void> {
    const body = await this.audit.csv(query);
    res.type('text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="abtal-audit-log.csv"');
    res.send(body);
  }
}
