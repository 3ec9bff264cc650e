import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { PgThrottlerStorage } from '../common/pg-throttler.storage.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { type JobHandler, JobWorker } from '../jobs/job-worker.js';
import { type Edition, editionUrl } from '../mail/edition.js';
import type { RenderedMail } from '../mail/mail-layout.js';
import { MailService } from '../mail/mail.service.js';
import type { UserEntity } from './entities/user.entity.js';
import type { TokenPurpose } from './tokens/account-token.entity.js';
import { AccountTokensRepository, jobToken } from './tokens/account-tokens.repository.js';

/** What a job mails: a link with a single-use token to a page of the site. */
export interface LinkMail {
  user: Pick<UserEntity, 'id' | 'email'>;
  /** Sent here rather than to the account's address: the address an e-mail change moves it to. */
  newEmail?: string;
  purpose: TokenPurpose;
  validMs: number;
  /** The page (in the edition of `language`) the link opens. */
  path: string;
  language: Edition;
  /** The job that sends it: its type and id make the token. */
  job: { type: string; id: string };
  render(url: string): RenderedMail;
}

/**
 * What the account mails share: links with single-use tokens sent by jobs, and limits per
 * address or account kept in the rate limiter's table (so every server applies them).
 */
@Injectable()
export class AccountLinks {
  private readonly limiter: PgThrottlerStorage;

  constructor(
    readonly tokens: AccountTokensRepository,
    readonly clock: Clock,
    private readonly mail: MailService,
    private readonly worker: JobWorker,
    @Inject(APP_CONFIG) readonly config: AppConfig,
    dataSource: DataSource,
  ) {
    this.limiter = new PgThrottlerStorage(dataSource);
  }

  /** Runs `handler` for the jobs of `type` on this server. */
  register(type: string, handler: JobHandler): void {
    this.worker.register(type, handler);
  }

  /** Counts a request for `key`; 429 with `message` past `limit` in `windowMs`. */
  async limit(key: string, limit: number, windowMs: number, message: string): Promise<void> {
    const hit = await this.limiter.increment(key, windowMs, limit, windowMs, 'account-mail');
    if (hit.isBlocked) throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
  }

  /**
   * Stores the job's token and mails its link. The token is the job's own (an HMAC of its id), so
   * a retry after an SMTP failure sends the same link; it rides in the fragment, which browsers
   * never send to a server (so it is in no log and no Referer).
   */
  async send(link: LinkMail): Promise<void> {
    const expiresAt = new Date(this.clock.now().getTime() + link.validMs);
    const token = jobToken(this.config.sessionSecret, link.job.type, link.job.id);
    const newEmail = link.newEmail ?? null;
    await this.tokens.issue(this.tokens.manager, link.user.id, link.purpose, expiresAt, {
      token,
      newEmail,
    });
    const url = `${editionUrl(this.config.publicUrl, link.language, link.path)}#token=${token}`;
    await this.mail.sendNow(newEmail ?? link.user.email, link.render(url), link.job.id);
  }

  /** Queues a mail (inside the caller's transaction when given). */
  queueMail(to: string, mail: RenderedMail, manager?: EntityManager): Promise<void> {
    return this.mail.send(to, mail, { manager });
  }

  /** Lets this server's worker run what a transaction just queued without waiting for a poll. */
  wake(): void {
    this.worker.wake();
  }
}
