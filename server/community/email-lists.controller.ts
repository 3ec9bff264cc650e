import { Body, Controller } from '@nestjs/common';
import {
  type EmailSignup,
  emailSignupSchema,
  type NewsletterInput,
  newsletterSchema,
  type PreRegisterInput,
  preRegisterSchema,
} from '../../shared/schemas/community.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { EmailListsService } from './email-lists.service.js';

@Controller()
export class EmailListsController {
  constructor(private readonly emailLists: EmailListsService) {}

  @Endpoint('POST', 'newsletter', {
    tag: 'community',
    summary: 'Subscribes an email address to the newsletter',
    body: newsletterSchema,
    status: 201,
    response: emailSignupSchema,
    responseDescription: 'The subscribed address (lower-cased)',
    throttled: true,
    errors: { 409: 'This email is already subscribed' },
  })
  subscribe(@Body() body: NewsletterInput): Promise<EmailSignup> {
    return this.emailLists.subscribe(body.email);
  }

  @Endpoint('POST', 'pre-register', {
    tag: 'community',
    summary: 'Asks to be notified when the store launches',
    body: preRegisterSchema,
    status: 201,
    response: emailSignupSchema,
    responseDescription: 'The registered address (lower-cased)',
    throttled: true,
    errors: { 409: 'This email is already registered' },
  })
  preRegister(@Body() body: PreRegisterInput): Promise<EmailSignup> {
    return this.emailLists.preRegister(body.email);
  }
}
