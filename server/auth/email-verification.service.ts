import {
  GoneException,
  Injectable,
  type OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { EmailStatus } from '../../shared/schemas/email-verification.schemas.js';
import { JobQueue } from '../jobs/job-queue.js';
import { AccountLinks } from './account-links.js';
import { type Edition, verifyEmailMail } from './account-mails.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { UsersService } from './users.service.js';

const VERIFY_JOB = 'auth.verify-email';
/** How long a confirmation link works. */
const VERIFY_TOKEN_HOURS = 24;
/** Confirmation mails one account may ask for in 15 minutes. */
const RESEND_LIMIT = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

export const INVALID_VERIFY_LINK =
  'This confirmation link is invalid or has expired. Ask for a new one from your profile.';
export const TOO_MANY_RESENDS = 'Too many confirmation mails asked for. Try again in 15 minutes.';

/** The edition a request comes from (its Content-Language), for the mails it causes. */
export const editionOf = (req: Request): Edition =>
  (req.headers['content-language'] ?? '').toLowerCase().startsWith('ar') ? 'ar' : 'en';

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
  ) {}

  onModuleInit(): void {
    this.links.register(VERIFY_JOB, (payload, job) =>
      this.sendLink(payload.userId as string, payload.language as Edition, job.id),
    );
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

  /** Confirms the address with the link's token (signed in or not); 410 for any other token. */
  async verify(token: string): Promise<void> {
    const confirmed = await this.links.tokens.transaction(async (manager) => {
      const used = await this.links.tokens.use(
        manager,
        token,
        'email_verify',
        this.links.clock.now(),
      );
      if (!used) return false;
      await manager.query(
        `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1`,
        [used.userId, this.links.clock.now()],
      );
      return true;
    });
    if (!confirmed) throw new GoneException(INVALID_VERIFY_LINK);
  }
}
