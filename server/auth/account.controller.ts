import { Body, Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  accountDeletedSchema,
  accountExportSchema,
  type ChangePasswordBody,
  changePasswordSchema,
  deleteAccountSchema,
  passwordChangedSchema,
} from '../../shared/schemas/account.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SESSION_COOKIE_NAME } from '../common/session.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { editionOf } from '../mail/edition.js';
import { AccountService, CURRENT_PASSWORD_WRONG, PASSWORD_WRONG } from './account.service.js';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords.js';

const TOO_MANY = 'Too many attempts from this client; try again in a minute';

@Controller('auth')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Endpoint('POST', 'change-password', {
    tag: 'auth',
    summary: 'Change the password',
    description:
      'Needs the current password; the new one follows the sign-up rules and may not be one of the 10,000 most common passwords. Every other session of the account is ended; this one stays.',
    body: changePasswordSchema,
    response: passwordChangedSchema,
    responseDescription: 'Changed',
    signedIn: true,
    throttled: true,
    errors: {
      400: `A field is missing or invalid, "${CURRENT_PASSWORD_WRONG}" (currentPassword) or "${COMMON_PASSWORD_MESSAGE}" (newPassword); \`errors\` names the field`,
      429: TOO_MANY,
    },
  })
  async changePassword(
    @SessionUserId() userId: string,
    @Req() req: Request,
    @Body() body: ChangePasswordBody,
  ): Promise<z.infer<typeof passwordChangedSchema>> {
    const { endedSessions } = await this.account.changePassword(userId, req.sessionID, body);
    return { success: true, endedSessions };
  }

  @Endpoint('POST', 'account/delete', {
    tag: 'auth',
    summary: 'Delete the account',
    description:
      'Needs the password. Deletes the account with its subscriptions, reading progress, reminders, calendar feed, passkeys and sessions; orders are kept without the user. Signs this browser out.',
    body: deleteAccountSchema,
    response: accountDeletedSchema,
    responseDescription: 'Deleted and signed out',
    signedIn: true,
    throttled: true,
    errors: {
      400: `A field is missing or invalid, or "${PASSWORD_WRONG}"; \`errors\` names the field`,
      429: TOO_MANY,
    },
  })
  async deleteAccount(
    @SessionUserId() userId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() body: z.infer<typeof deleteAccountSchema>,
  ): Promise<{ success: true }> {
    await this.account.deleteAccount(req, userId, body.password, editionOf(req));
    res.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { success: true };
  }

  @Endpoint('GET', 'account/export', {
    tag: 'auth',
    summary: 'Download my data',
    description:
      'A JSON file (sent as an attachment) of everything stored about the account: every table with its rows.',
    response: accountExportSchema,
    responseDescription: 'The account’s data',
    signedIn: true,
  })
  async exportData(
    @SessionUserId() userId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<z.infer<typeof accountExportSchema>> {
    const data = await this.account.exportData(userId, req.sessionID);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="abtal-account-${day}.json"`);
    return data as z.infer<typeof accountExportSchema>;
  }
}
