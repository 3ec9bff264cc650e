import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { JobWorker } from '../jobs/job-worker.js';
import type { RenderedMail } from './mail-layout.js';
import {
  FileMailbox,
  type MailTransport,
  type OutgoingMail,
  smtpTransport,
} from './mail-transport.js';

const MAIL_JOB = 'mail.send';
/** Runs of one mail before it is given up: with the backoff, about half an hour of retries. */
const MAIL_ATTEMPTS = 14;

export interface SendOptions {
  /** Queue the mail inside the caller's transaction. */
  manager?: EntityManager;
  /** The mail is queued once for this key. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

/**
 * Every mail the product sends: queued as a `mail.send` job (so it survives a crash and waits out an
 * SMTP outage), sent by a job worker through SMTP_URL, or into the development mailbox without it.
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  readonly transport: MailTransport;
  /** The development mailbox when mail goes there (SMTP_URL unset outside production). */
  readonly mailbox: FileMailbox | null;

  constructor(
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.mailbox = config.smtpUrl ? null : new FileMailbox(config.dataDir, config.mailFrom);
    this.transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : this.mailbox!;
  }

  onModuleInit(): void {
    this.worker.register(MAIL_JOB, (payload) =>
      this.transport.send(payload as unknown as OutgoingMail),
    );
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }

  /**
   * Sends at once, for a job that makes its mail itself (its retries send it again, so the job's
   * id makes the Message-ID: a repeat is recognisable).
   */
  async sendNow(to: string, mail: RenderedMail, jobId: string): Promise<void> {
    await this.transport.send({ messageId: `<${jobId}@abtal-universe.com>`, to, ...mail });
  }

  /** Queues the mail; answers once it is safely stored (not sent). */
  async send(to: string, mail: RenderedMail, options: SendOptions = {}): Promise<void> {
    const outgoing: OutgoingMail = {
      messageId: `<${randomUUID()}@abtal-universe.com>`,
      to,
      ...mail,
      ...(options.headers ? { headers: options.headers } : {}),
    };
    await this.queue.enqueue(
      MAIL_JOB,
      { ...outgoing },
      {
        maxAttempts: MAIL_ATTEMPTS,
        idempotencyKey: options.idempotencyKey,
        manager: options.manager,
      },
    );
  }
}
