import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { ChangePasswordBody } from '../../shared/schemas/account.schemas.js';
import { accountRows } from './account-data.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { UserEntity } from './entities/user.entity.js';
import { describeUserAgent } from './user-agent.js';
import { UserSessionsRepository } from './user-sessions.repository.js';
import { UsersService } from './users.service.js';
import { MailService } from '../mail/mail.service.js';
import type { Edition } from '../mail/edition.js';
import { accountDeletedMail } from './account-mails.js';

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_WRONG = 'Password is incorrect';

/** A 400 that names the password field that was wrong, as the forms read it. */
const wrongPassword = (field: string, message: string) =>
  new BadRequestException({ message, errors: { [field]: [message] } });

const destroySession = (req: Request) =>
  new Promise<void>((resolve) => req.session.destroy(() => resolve()));

/** What a member does to the account itself: its password, its data, its end. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: UserSessionsRepository,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  /** Changes the password after checking the current one; every other session is ended. */
  async changePassword(
    userId: string,
    currentSid: string,
    body: ChangePasswordBody,
  ): Promise<{ endedSessions: number }> {
    if (!(await this.users.passwordMatches(userId, body.currentPassword)))
      throw wrongPassword('currentPassword', CURRENT_PASSWORD_WRONG);
    await this.users.setPassword(userId, body.newPassword, 'newPassword');
    return { endedSessions: await this.sessions.endAll(userId, currentSid) };
  }

  /**
   * Deletes the account after checking its password. The database's rules do the rest in the same
   * transaction: subscriptions, reading progress, reminders, the calendar feed and passkeys go with
   * the user; orders and analytics events stay with no user; every session is ended; a
   * confirmation mail goes to the address.
   */
  async deleteAccount(
    req: Request,
    userId: string,
    password: string,
    lang: Edition,
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    if (!(await this.users.passwordMatches(userId, password)))
      throw wrongPassword('password', PASSWORD_WRONG);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [userId]);
      // The sign-in counts and the addresses the account signed in from name its e-mail.
      await manager.query(
        `DELETE FROM rate_limits WHERE throttler IN ('login-account', 'login-address', 'login-known')
           AND (key = 'account:' || lower($1) OR starts_with(key, 'account:' || lower($1) || '|'))`,
        [user.email],
      );
      await manager.delete(UserEntity, { id: userId });
      // Queued with the deletion: it goes if and only if the account went.
      await this.mail.send(user.email, accountDeletedMail(lang, user.email), { manager });
    });
    await destroySession(req);
  }

  /** Everything stored about the account, table by table, with its sessions as the profile lists them. */
  async exportData(userId: string, currentSid: string): Promise<Record<string, unknown>> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    const tables = await accountRows(this.dataSource.manager, userId, user.email);
    const sessions = (await this.sessions.list(userId, currentSid)).map((session) => ({
      ...describeUserAgent(session.userAgent),
      userAgent: session.userAgent,
      signedInAt: session.signedInAt?.toISOString() ?? null,
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.current,
    }));
    return { exportedAt: new Date().toISOString(), tables: { ...tables, sessions } };
  }
}
