import { Body, Controller } from '@nestjs/common';
import {
  type ForgotPasswordBody,
  forgotPasswordSchema,
  type ResetPasswordBody,
  resetPasswordSchema,
  successSchema,
} from '../../shared/schemas/password-reset.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import {
  INVALID_RESET_LINK,
  PasswordResetService,
  RESET_TOKEN_MINUTES,
  TOO_MANY_RESETS,
} from './password-reset.service.js';

@Controller('auth')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  @Endpoint('POST', 'forgot-password', {
    tag: 'auth',
    summary: 'Ask for a password reset link by mail',
    description: `The same answer, in the same time, whether or not an account has the address; when one does, a link valid ${RESET_TOKEN_MINUTES} minutes (once) is mailed to it in the given language.`,
    body: forgotPasswordSchema,
    response: successSchema,
    responseDescription: 'Accepted (says nothing about whether the address has an account)',
    throttled: true,
    errors: { 429: `Too many requests from this client, or for this address (${TOO_MANY_RESETS})` },
  })
  async forgot(@Body() body: ForgotPasswordBody): Promise<{ success: true }> {
    await this.reset.request(body);
    return { success: true };
  }

  @Endpoint('POST', 'reset-password', {
    tag: 'auth',
    summary: 'Set a new password with the token of a reset link',
    description:
      'Uses the token (once), ends every session of the account and mails a notice; does not sign in.',
    body: resetPasswordSchema,
    response: successSchema,
    responseDescription: 'The password is changed',
    throttled: true,
    errors: { 410: `The token is unknown, used or expired: ${INVALID_RESET_LINK}` },
  })
  async resetPassword(@Body() body: ResetPasswordBody): Promise<{ success: true }> {
    await this.reset.reset(body);
    return { success: true };
  }
}
