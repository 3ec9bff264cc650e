import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type AdminUser,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserSchema,
  type GrantTierBody,
  grantTierSchema,
} from '../../shared/schemas/admin.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { RequireRoles, RolesGuard } from '../common/roles.guard.js';
import { AdminService } from './admin.service.js';

const ADMIN_ONLY = { signedIn: true as const, guards: [RolesGuard] };

/** Account administration; every route is for ADMIN accounts (named by the ADMIN_EMAILS setting). */
@Controller('admin')
@RequireRoles('ADMIN')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

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
}
