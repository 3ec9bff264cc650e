import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  type EmailSignup,
  type NewsletterInput,
  newsletterSchema,
  type PreRegisterInput,
  preRegisterSchema,
} from '../../shared/schemas/community.schemas.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { EMAIL_SIGNUP_SCHEMA } from './community.openapi.js';
import { EmailListsService } from './email-lists.service.js';

@ApiTags('community')
@UseGuards(ThrottlerGuard)
@ApiBadRequestResponse({ description: 'Please enter a valid email address' })
@ApiTooManyRequestsResponse({ description: 'Too many requests; try again in a minute' })
@Controller()
export class EmailListsController {
  constructor(private readonly emailLists: EmailListsService) {}

  @Post('newsletter')
  @ApiOperation({ summary: 'Subscribes an email address to the newsletter' })
  @ApiZodBody(newsletterSchema)
  @ApiCreatedResponse({
    description: 'The subscribed address (lower-cased)',
    schema: EMAIL_SIGNUP_SCHEMA,
  })
  @ApiConflictResponse({ description: 'This email is already subscribed' })
  subscribe(
    @Body(new ZodValidationPipe(newsletterSchema)) body: NewsletterInput,
  ): Promise<EmailSignup> {
    return this.emailLists.subscribe(body.email);
  }

  @Post('pre-register')
  @ApiOperation({ summary: 'Asks to be notified when the store launches' })
  @ApiZodBody(preRegisterSchema)
  @ApiCreatedResponse({
    description: 'The registered address (lower-cased)',
    schema: EMAIL_SIGNUP_SCHEMA,
  })
  @ApiConflictResponse({ description: 'This email is already registered' })
  preRegister(
    @Body(new ZodValidationPipe(preRegisterSchema)) body: PreRegisterInput,
  ): Promise<EmailSignup> {
    return this.emailLists.preRegister(body.email);
  }
}
