import { Body, Controller, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  adminPartnersQuerySchema,
  type PartnerApplication,
  partnerApplicationSchema,
  partnerParamsSchema,
  type RejectApplicationBody,
  rejectApplicationSchema,
} from '../../../shared/schemas/partner-accounts.schemas.js';
import type { PartnerStatus } from '../../../shared/enums.js';
import { RequireRoles, RolesGuard } from '../../auth/roles.guard.js';
import { Endpoint } from '../../common/endpoint.js';
import { SessionUserId } from '../../common/session-user-id.decorator.js';
import { PartnerAccountsService } from './partner-accounts.service.js';

const ADMIN_ONLY = { tag: 'admin', signedIn: true as const, guards: [RolesGuard] };
const REVIEW_ERRORS = {
  403: 'Not an ADMIN account, or the request comes from another site',
  404: 'Partner not found',
  409: 'The application was already reviewed',
} as const;

/** The review of partnership applications, for ADMIN accounts. */
@Controller('admin/partners')
@RequireRoles('ADMIN')
export class PartnerReviewController {
  constructor(private readonly accounts: PartnerAccountsService) {}

  @Endpoint('GET', '', {
    ...ADMIN_ONLY,
    summary: 'Lists partnership applications, newest first (ADMIN accounts only)',
    query: adminPartnersQuerySchema,
    response: z.array(partnerApplicationSchema),
    responseDescription: 'The applications (at most 500), of one status when asked',
    errors: { 403: 'Not an ADMIN account' },
  })
  list(@Query('status') status?: PartnerStatus): Promise<PartnerApplication[]> {
    return this.accounts.listApplications(status);
  }

  @Endpoint('POST', ':id/approve', {
    ...ADMIN_ONLY,
    summary: 'Approves an application (ADMIN accounts only): the partner is APPROVED',
    description:
      'Its contact is mailed an invitation (in the language of the application) to create or link an account bound to the partner.',
    params: partnerParamsSchema,
    response: partnerApplicationSchema,
    responseDescription: 'The approved application',
    errors: REVIEW_ERRORS,
  })
  approve(@Param('id') id: string, @SessionUserId() adminId: string): Promise<PartnerApplication> {
    return this.accounts.approve(id, adminId);
  }

  @Endpoint('POST', ':id/reject', {
    ...ADMIN_ONLY,
    summary: 'Rejects an application with a reason (ADMIN accounts only)',
    description: 'The reason is mailed to the contact in the language of the application.',
    params: partnerParamsSchema,
    body: rejectApplicationSchema,
    response: partnerApplicationSchema,
    responseDescription: 'The rejected application',
    errors: REVIEW_ERRORS,
  })
  reject(
    @Param('id') id: string,
    @Body() body: RejectApplicationBody,
    @SessionUserId() adminId: string,
  ): Promise<PartnerApplication> {
    return this.accounts.reject(id, body.reason, adminId);
  }
}
