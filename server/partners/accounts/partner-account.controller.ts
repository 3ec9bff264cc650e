import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import {
  type AcceptInvitationBody,
  acceptInvitationSchema,
  type InvitationSent,
  invitationSentSchema,
  type InviteMemberBody,
  inviteMemberSchema,
  type OwnApplication,
  ownApplicationSchema,
  type PartnerAccount,
  partnerAccountSchema,
} from '../../../shared/schemas/partner-accounts.schemas.js';
import { Endpoint } from '../../common/endpoint.js';
import { SessionUserId } from '../../common/session-user-id.decorator.js';
import { editionOf } from '../../mail/edition.js';
import { PartnerAccountsService } from './partner-accounts.service.js';
import { PARTNER_ONLY, PartnerId, PartnerMemberGuard } from './partner-member.guard.js';

const MEMBER_ONLY = {
  tag: 'partners',
  signedIn: true as const,
  guards: [PartnerMemberGuard],
};

/** The partner side for signed-in accounts: invitations, the partner and its users, applications. */
@Controller()
export class PartnerAccountController {
  constructor(private readonly accounts: PartnerAccountsService) {}

  @Endpoint('POST', 'partner/invitations/accept', {
    tag: 'partners',
    summary: 'Binds the signed-in account to the partner of a mailed invitation (role PARTNER)',
    body: acceptInvitationSchema,
    response: partnerAccountSchema,
    responseDescription: 'The partner the account now belongs to, with its users',
    signedIn: true,
    throttled: true,
    errors: {
      404: 'The invitation is unknown, used or expired',
      409: 'An ADMIN account, or an account of another partner',
    },
  })
  accept(
    @Body() body: AcceptInvitationBody,
    @SessionUserId() userId: string,
  ): Promise<PartnerAccount> {
    return this.accounts.accept(body.token, userId);
  }

  @Endpoint('GET', 'partner/account', {
    ...MEMBER_ONLY,
    summary: "The signed-in account's partner with its users",
    response: partnerAccountSchema,
    responseDescription: 'The partner and its users',
    errors: { 403: PARTNER_ONLY },
  })
  account(@PartnerId() partnerId: string): Promise<PartnerAccount> {
    return this.accounts.account(partnerId);
  }

  @Endpoint('POST', 'partner/invitations', {
    ...MEMBER_ONLY,
    summary: 'Invites a colleague by mail to join the partner (valid 7 days)',
    description: 'The mail is in the language of the Content-Language header.',
    body: inviteMemberSchema,
    status: 201,
    response: invitationSentSchema,
    responseDescription: 'The address invited and until when the link works',
    throttled: true,
    errors: { 403: `${PARTNER_ONLY}, or the request comes from another site` },
  })
  invite(
    @Body() body: InviteMemberBody,
    @PartnerId() partnerId: string,
    @SessionUserId() userId: string,
    @Req() req: Request,
  ): Promise<InvitationSent> {
    return this.accounts.invite(partnerId, body.email, userId, editionOf(req));
  }

  @Endpoint('GET', 'partnerships/applications', {
    tag: 'partners',
    summary: "The status of the applications sent with the signed-in account's confirmed address",
    response: z.array(ownApplicationSchema),
    responseDescription: 'The applications, newest first (none until the address is confirmed)',
    signedIn: true,
  })
  applications(@SessionUserId() userId: string): Promise<OwnApplication[]> {
    return this.accounts.ownApplications(userId);
  }
}
