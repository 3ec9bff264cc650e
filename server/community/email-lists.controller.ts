import { Body, Controller, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type EmailListResult,
  emailListResultSchema,
  type EmailListToken,
  emailListTokenSchema,
  type EmailSignup,
  emailSignupSchema,
  type NewsletterInput,
  newsletterSchema,
  type PreRegisterInput,
  preRegisterSchema,
} from '../../shared/schemas/community.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { editionOf } from '../mail/edition.js';
import {
  CONFIRMATION_JUST_SENT,
  EmailListsService,
  INVALID_CONFIRM_LINK,
  INVALID_UNSUBSCRIBE_LINK,
} from './email-lists.service.js';

const SIGNUP_ANSWER =
  'The address (lower-cased) and what was done: a confirmation link mailed (in the language of the Content-Language header), mailed again, or nothing (already subscribed)';

@Controller()
export class EmailListsController {
  constructor(private readonly emailLists: EmailListsService) {}

  @Endpoint('POST', 'newsletter', {
    tag: 'community',
    summary: 'Subscribes an email address to the newsletter (confirmed by a mailed link)',
    body: newsletterSchema,
    status: 201,
    response: emailSignupSchema,
    responseDescription: SIGNUP_ANSWER,
    throttled: true,
    errors: { 429: CONFIRMATION_JUST_SENT },
  })
  subscribe(@Body() body: NewsletterInput, @Req() req: Request): Promise<EmailSignup> {
    return this.emailLists.signUp('newsletter', body.email, editionOf(req));
  }

  @Endpoint('POST', 'pre-register', {
    tag: 'community',
    summary: 'Asks to be notified when the store launches (confirmed by a mailed link)',
    body: preRegisterSchema,
    status: 201,
    response: emailSignupSchema,
    responseDescription: SIGNUP_ANSWER,
    throttled: true,
    errors: { 429: CONFIRMATION_JUST_SENT },
  })
  preRegister(@Body() body: PreRegisterInput, @Req() req: Request): Promise<EmailSignup> {
    return this.emailLists.signUp('store', body.email, editionOf(req));
  }

  @Endpoint('POST', 'email-lists/confirm', {
    tag: 'community',
    summary: 'Confirms a newsletter or store sign-up with the token of its mailed link',
    body: emailListTokenSchema,
    response: emailListResultSchema,
    responseDescription: 'The confirmed sign-up (a repeat answers the same)',
    throttled: true,
    errors: { 410: INVALID_CONFIRM_LINK },
  })
  confirm(@Body() body: EmailListToken): Promise<EmailListResult> {
    return this.emailLists.confirm(body.token);
  }

  @Endpoint('POST', 'email-lists/unsubscribe', {
    tag: 'community',
    summary: 'Ends a newsletter or store sign-up: the one-click unsubscribe of its mails',
    description:
      "The URL of every list mail's `List-Unsubscribe` header (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to it (the body is not read); the unsubscribe page posts to it too. No sign-in.",
    query: emailListTokenSchema,
    response: emailListResultSchema,
    responseDescription: 'The ended sign-up (a repeat answers the same)',
    throttled: true,
    errors: { 410: INVALID_UNSUBSCRIBE_LINK },
  })
  unsubscribe(@Query() query: EmailListToken): Promise<EmailListResult> {
    return this.emailLists.unsubscribe(query.token);
  }
}
