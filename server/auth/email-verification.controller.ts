import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type EmailChangeBody,
  emailChangeSchema,
  type EmailStatus,
  emailStatusSchema,
  type VerifyEmailBody,
  verifyEmailSchema,
} from '../../shared/schemas/email-verification.schemas.js';
import { successSchema } from '../../shared/schemas/password-reset.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { editionOf } from '../mail/edition.js';
import {
  EmailVerificationService,
  INVALID_VERIFY_LINK,
  TOO_MANY_RESENDS,
} from './email-verification.service.js';

@Controller('auth')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Endpoint('GET', 'email-status', {
    tag: 'auth',
    summary: "The signed-in account's address and whether it is confirmed",
    response: emailStatusSchema,
    responseDescription: 'The address and its state',
    signedIn: true,
  })
  status(@SessionUserId() userId: string): Promise<EmailStatus> {
    return this.verification.status(userId);
  }

  @Endpoint('POST', 'verify-email', {
    tag: 'auth',
    summary: 'Confirm an address (or an e-mail change) with the token of its link',
    description:
      'Works signed in or not; the link works once, for 24 hours. For an e-mail change, the account moves to the new address and the old one is told.',
    body: verifyEmailSchema,
    response: successSchema,
    responseDescription: 'The address is confirmed',
    throttled: true,
    errors: {
      409: 'An account with this email already exists (an e-mail change, taken meanwhile)',
      410: `The token is unknown, used or expired: ${INVALID_VERIFY_LINK}`,
    },
  })
  async verify(@Body() body: VerifyEmailBody, @Req() req: Request): Promise<{ success: true }> {
    await this.verification.verify(body.token, editionOf(req));
    return { success: true };
  }

  @Endpoint('POST', 'verify-email/resend', {
    tag: 'auth',
    summary: 'Mail the confirmation link again (in the Content-Language of the request)',
    response: emailStatusSchema,
    responseDescription: 'The address and its state (nothing is sent once it is confirmed)',
    signedIn: true,
    throttled: true,
    errors: { 429: `Too many requests from this client, or: ${TOO_MANY_RESENDS}` },
  })
  resend(@SessionUserId() userId: string, @Req() req: Request): Promise<EmailStatus> {
    return this.verification.resend(userId, editionOf(req));
  }

  @Endpoint('POST', 'email-change', {
    tag: 'auth',
    summary: 'Ask to change the e-mail address: a confirmation link goes to the new address',
    description:
      'Nothing changes until the link is followed; the answer is the same whether or not the address is in use.',
    body: emailChangeSchema,
    response: successSchema,
    responseDescription: 'The link is on its way',
    signedIn: true,
    throttled: true,
    errors: { 429: `Too many requests from this client, or: ${TOO_MANY_RESENDS}` },
  })
  async changeEmail(
    @SessionUserId() userId: string,
    @Body() body: EmailChangeBody,
    @Req() req: Request,
  ): Promise<{ success: true }> {
    await this.verification.requestChange(userId, body.newEmail, editionOf(req));
    return { success: true };
  }
}
