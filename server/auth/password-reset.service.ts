import { GoneException, Injectable, type OnModuleInit } from '@nestjs/common';
import type {
  ForgotPasswordBody,
  ResetPasswordBody,
} from '../../shared/schemas/password-reset.schemas.js';
import { JobQueue } from '../jobs/job-queue.js';
import { type Edition, editionUrl } from '../mail/edition.js';
import { MailService } from '../mail/mail.service.js';
import { AccountLinks } from './account-links.js';
import { passwordChangedMail, passwordResetMail } from './account-mails.js';
import { refuseCommonPassword } from './common-passwords.js';
import { LoginProtectionService } from './login-protection.service.js';
import { hashPassword } from './password.js';
import { UserSessionsRepository } from './user-sessions.repository.js';
import { UsersService } from './users.service.js';

const RESET_JOB = 'auth.password-reset';
/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;
/** Reset requests one address may make in PER_ADDRESS_WINDOW_MS, whoever sends them. */
export const PER_ADDRESS_LIMIT = 5;
const PER_ADDRESS_WINDOW_MS = 15 * 60_000;

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.';
export const TOO_MANY_RESETS = 'Too many reset requests for this address. Try again in 15 minutes.';

/**
 * Forgotten passwords (OWASP Forgot Password cheat sheet). A request only queues a job with the
 * address, so the answer and its time are the same whether or not an account has it; the job
 * makes the token and the mail when one does. A reset changes the password, uses the token, ends
 * every session of the account and sends a notice; it signs nobody in.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    private readonly links: AccountLinks,
    private readonly users: UsersService,
    private readonly sessions: UserSessionsRepository,
    private readonly loginProtection: LoginProtectionService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.links.register(RESET_JOB, (payload, job) =>
      this.sendResetMail(payload.email as string, payload.language as Edition, job.id),
    );
  }

  /** Queues the reset mail; 429 past PER_ADDRESS_LIMIT requests for the address. */
  async request(body: ForgotPasswordBody): Promise<void> {
    const email = body.email.trim().toLowerCase();
    await this.links.limit(
      `reset:${email}`,
      PER_ADDRESS_LIMIT,
      PER_ADDRESS_WINDOW_MS,
      TOO_MANY_RESETS,
    );
    // As many runs as a queued mail: the link waits out an SMTP outage too.
    await this.queue.enqueue(RESET_JOB, { email, language: body.language }, { maxAttempts: 14 });
  }

  /** The job: a reset link for an account with this address; nothing otherwise. */
  private async sendResetMail(email: string, language: Edition, jobId: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    await this.links.send({
      user,
      purpose: 'password_reset',
      validMs: RESET_TOKEN_MINUTES * 60_000,
      path: '/auth/reset-password',
      language,
      job: { type: RESET_JOB, id: jobId },
      render: (url) => passwordResetMail(language, user.email, url),
    });
  }

  /** Sets the new password with a valid token; 410 for any other token. */
  async reset(body: ResetPasswordBody): Promise<void> {
    refuseCommonPassword(body.password);
    const hash = await hashPassword(body.password);
    const loginUrl = editionUrl(this.links.config.publicUrl, body.language, '/auth/login');
    const email = await this.links.tokens.transaction(async (manager) => {
      const used = await this.links.tokens.use(
        manager,
        body.token,
        ['password_reset'],
        this.links.clock.now(),
      );
      if (!used) return null;
      const [rows] = (await manager.query(
        `UPDATE users SET password = $2, updated_at = now() WHERE id = $1 RETURNING email`,
        [used.userId, hash],
      )) as [{ email: string }[], number];
      const address = rows[0].email;
      await this.sessions.endAll(used.userId, undefined, manager);
      await this.mail.send(address, passwordChangedMail(body.language, address, loginUrl), {
        manager,
      });
      return address;
    });
    if (!email) {
      // 410, not 400: the request is well formed, the link is no longer (or never was) good.
      throw new GoneException(INVALID_RESET_LINK);
    }
    this.links.wake();
    // The owner proved access to the mailbox: guessing delays on the account are lifted.
    await this.loginProtection.succeeded(email);
  }
}
