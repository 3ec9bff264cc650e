import {
  ConflictException,
  GoneException,
  Injectable,
  type OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { EmailStatus } from '../../shared/schemas/email-verification.schemas.js';
import { JobQueue } from '../jobs/job-queue.js';
import type { Edition } from '../mail/edition.js';
import { AccountLinks } from './account-links.js';
import { AdminEmailsLog } from './admin-emails.js';
import { confirmEmailChangeMail, emailChangedMail, verifyEmailMail } from './account-mails.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { UsersService } from './users.service.js';

const VERIFY_JOB = 'auth.verify-email';
const CHANGE_JOB = 'auth.email-change';
/** How long a confirmation link works. */
const VERIFY_TOKEN_HOURS = 24;
/** Confirmation mails one account may ask for in 15 minutes. */
const RESEND_LIMIT = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

export const INVALID_VERIFY_LINK =
  'This confirmation link is invalid or has expired. Ask for a new one from your profile.';
export const TOO_MANY_RESENDS = 'Too many confirmation mails asked for. Try again in 15 minutes.';

/**
 * E-mail verification: a confirmation link mailed at registration (and on request while the
 * address is unconfirmed), valid 24 hours, once. Nothing is blocked while unconfirmed.
 */
@Injectable()
export class EmailVerificationService implements OnModuleInit {
  constructor(
    private readonly links: AccountLinks,
    private readonly users: UsersService,
    private readonly queue: JobQueue,
    private readonly adminEmails: AdminEmailsLog,
  ) {}

  onModuleInit(): void {
    this.links.register(VERIFY_JOB, (payload, job) =>
      this.sendLink(payload.userId as string, payload.language as Edition, job.id),
    );
    this.links.register(CHANGE_JOB, (payload, job) => this.sendChangeLink(payload, job.id));
  }

  /** Queues the confirmation mail of an account. */
  async queueFor(userId: string, language: Edition): Promise<void> {
    await this.queue.enqueue(VERIFY_JOB, { userId, language }, { maxAttempts: 14 });
  }

  /** The job: a link for an account still unconfirmed (its retries send the same link). */
  private async sendLink(userId: string, language: Edition, jobId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || user.emailVerifiedAt) return;
    await this.links.send({
      user,
      purpose: 'email_verify',
      validMs: VERIFY_TOKEN_HOURS * 3_600_000,
      path: '/auth/verify-email',
      language,
      job: { type: VERIFY_JOB, id: jobId },
      render: (url) => verifyEmailMail(language, user.email, url),
    });
  }

  /** The address and whether it is confirmed; 401 when the account is gone. */
  async status(userId: string): Promise<EmailStatus> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notSignedIn);
    return { email: user.email, verified: user.emailVerifiedAt !== null };
  }

  /** Another confirmation mail, unless the address is confirmed; 429 past the limit. */
  async resend(userId: string, language: Edition): Promise<EmailStatus> {
    const current = await this.status(userId);
    if (current.verified) return current;
    await this.links.limit(`verify:${userId}`, RESEND_LIMIT, RESEND_WINDOW_MS, TOO_MANY_RESENDS);
    await this.queueFor(userId, language);
    return current;
  }

  /**
   * Asks to move the account to `newEmail`: a link goes to that address (nothing changes until it
   * is followed); the same address again does nothing. 429 past the limit.
   */
  async requestChange(userId: string, newEmail: string, language: Edition): Promise<void> {
    const current = await this.status(userId);
    const email = newEmail.trim().toLowerCase();
    if (email === current.email) return;
    await this.links.limit(
      `email-change:${userId}`,
      RESEND_LIMIT,
      RESEND_WINDOW_MS,
      TOO_MANY_RESENDS,
    );
    await this.queue.enqueue(
      CHANGE_JOB,
      { userId, newEmail: email, language },
      { maxAttempts: 14 },
    );
  }

  /** The job: the link that confirms the new address, sent to it. */
  private async sendChangeLink(payload: Record<string, unknown>, jobId: string): Promise<void> {
    const user = await this.users.findById(payload.userId as string);
    if (!user) return;
    const newEmail = payload.newEmail as string;
    const language = payload.language as Edition;
    await this.links.send({
      user,
      newEmail,
      purpose: 'email_change',
      validMs: VERIFY_TOKEN_HOURS * 3_600_000,
      path: '/auth/verify-email',
      language,
      job: { type: CHANGE_JOB, id: jobId },
      render: (url) => confirmEmailChangeMail(language, newEmail, url),
    });
  }

  /**
   * Follows a confirmation link (signed in or not): confirms the address, or, for an e-mail
   * change, moves the account to the new address (confirmed) and tells the old one. 410 for any
   * other token; 409 when another account took the new address meanwhile.
   */
  async verify(token: string, language: Edition): Promise<void> {
    const now = this.links.clock.now();
    let confirmed: boolean;
    try {
      confirmed = await this.links.tokens.transaction(async (manager) => {
        const used = await this.links.tokens.use(
          manager,
          token,
          ['email_verify', 'email_change'],
          now,
        );
        if (!used) return false;
        if (used.purpose === 'email_change' && used.newEmail) {
          const [rows] = (await manager.query(
            `UPDATE users u SET email = $2, email_verified_at = $3, updated_at = now()
             FROM (SELECT email FROM users WHERE id = $1) old
             WHERE u.id = $1 RETURNING old.email AS old_email`,
            [used.userId, used.newEmail, now],
          )) as [{ old_email: string }[], number];
          await this.links.queueMail(
            rows[0].old_email,
            emailChangedMail(language, used.newEmail),
            manager,
          );
        } else {
          await manager.query(
            `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1`,
            [used.userId, now],
          );
        }
        // A listed address just confirmed (or an account moved off one): the log says so.
        await this.adminEmails.sync(manager, used.userId);
        return true;
      });
    } catch (error) {
      const driver = (error as QueryFailedError).driverError as { code?: string } | undefined;
      if (error instanceof QueryFailedError && driver?.code === '23505') {
        throw new ConflictException(AUTH_MESSAGES.emailTaken);
      }
      throw error;
    }
    if (!confirmed) throw new GoneException(INVALID_VERIFY_LINK);
    this.links.wake();
  }
}
