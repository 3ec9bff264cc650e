import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { JobWorker, RetryLater } from '../../jobs/job-worker.js';
import type { ClaimedJob } from '../../jobs/jobs.repository.js';
import { ReportsService } from '../reports/reports.service.js';
import { signWebhook } from './webhook-signature.js';
import { postWebhook } from './webhook-target.js';
import { RETRY_SCHEDULE_MS, WEBHOOK_DELIVER_JOB, WebhooksService } from './webhooks.service.js';

const DAY_READY_JOB = 'webhooks.day_ready';
const DAY_MS = 24 * 3600_000;
/** A day's report is announced this long after the UTC day ends (late batches have landed). */
const DAY_READY_DELAY_MS = 15 * 60_000;

interface MessageRow {
  id: string;
  endpoint_id: string;
  message_id: string;
  body: string;
  status: string;
  created_at: Date;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  disabled_at: Date | null;
}

/**
 * Sends queued webhook messages, signed (Standard Webhooks), and retries a failed one on a schedule
 * of about 24 hours; an endpoint whose message failed for all of it without any success since is
 * disabled. Also announces each UTC day's report (`report.day_ready`) once the day is over.
 */
@Injectable()
export class WebhookDelivery implements OnModuleInit, OnApplicationBootstrap {
  /** How long an attempt may take, connection and answer included. */
  timeoutMs = 10_000;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly worker: JobWorker,
    private readonly queue: JobQueue,
    private readonly webhooks: WebhooksService,
    private readonly reports: ReportsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.worker.register(WEBHOOK_DELIVER_JOB, (payload, job) =>
      this.deliver(payload.deliveryId as string, job),
    );
    this.worker.register(DAY_READY_JOB, async (payload) => {
      await this.scheduleDayReady();
      await this.announceDay(payload.day as string);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobWorker) await this.scheduleDayReady();
  }

  /** One attempt at a message; throws (to be retried) when the endpoint did not take it. */
  async deliver(deliveryId: string, job: Pick<ClaimedJob, 'attempts' | 'maxAttempts'>) {
    const [row] = (await this.dataSource.query(
      `SELECT d.id, d.endpoint_id, d.message_id, d.body, d.status, d.created_at, e.url, e.secret,
              e.previous_secret, e.previous_secret_until, e.disabled_at
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.id = $1`,
      [deliveryId],
    )) as MessageRow[];
    if (!row || row.status === 'succeeded') return;
    const now = this.clock.now();
    if (row.disabled_at) {
      await this.finish(row.id, 'failed', null);
      return;
    }
    const secrets = [row.secret];
    if (row.previous_secret && row.previous_secret_until && row.previous_secret_until > now) {
      secrets.push(row.previous_secret);
    }
    const timestamp = Math.floor(now.getTime() / 1000);
    const outcome = await postWebhook(
      row.url,
      {
        'content-type': 'application/json',
        'user-agent': 'AbtalUniverse-Webhooks/1',
        'webhook-id': row.message_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secrets, row.message_id, timestamp, row.body),
      },
      row.body,
      { timeoutMs: this.timeoutMs, allowPrivate: this.webhooks.allowPrivateTargets },
    );
    await this.dataSource.query(
      `INSERT INTO webhook_attempts (delivery_id, at, status_code, error, duration_ms)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.id, now, outcome.statusCode, outcome.error, outcome.durationMs],
    );
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE id = $1`,
      [row.id],
    );
    const code = outcome.statusCode;
    if (code !== null && code >= 200 && code < 300) {
      await this.finish(row.id, 'succeeded', now);
      await this.dataSource.query(
        `UPDATE webhook_endpoints SET last_success_at = $2 WHERE id = $1`,
        [row.endpoint_id, now],
      );
      return;
    }
    const reason = outcome.error ?? `The endpoint answered ${code}`;
    if (job.attempts < job.maxAttempts) {
      const base = RETRY_SCHEDULE_MS[Math.min(job.attempts, RETRY_SCHEDULE_MS.length) - 1];
      const delay = Math.round(base * (1 + 0.1 * Math.random()));
      await this.dataSource.query(
        `UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE id = $1`,
        [row.id, new Date(now.getTime() + delay)],
      );
      throw new RetryLater(reason, delay);
    }
    await this.finish(row.id, 'failed', null);
    await this.dataSource.query(
      `UPDATE webhook_endpoints SET disabled_at = $2, disabled_reason = $3
        WHERE id = $1 AND disabled_at IS NULL
          AND (last_success_at IS NULL OR last_success_at < $4)`,
      [
        row.endpoint_id,
        now,
        `Disabled after a day of failed deliveries (last: ${reason})`.slice(0, 500),
        row.created_at,
      ],
    );
    throw new Error(reason);
  }

  private async finish(id: string, status: 'succeeded' | 'failed', at: Date | null) {
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = $2, delivered_at = $3, next_attempt_at = NULL
        WHERE id = $1`,
      [id, status, at],
    );
  }

  /** Queues the announcement of the day now running, for just after it ends (once per day). */
  private async scheduleDayReady(): Promise<void> {
    const dayStart = Math.floor(this.clock.now().getTime() / DAY_MS) * DAY_MS;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    await this.queue.enqueue(
      DAY_READY_JOB,
      { day },
      {
        runAt: new Date(dayStart + DAY_MS + DAY_READY_DELAY_MS),
        idempotencyKey: `${DAY_READY_JOB}:${day}`,
      },
    );
  }

  /**
   * `report.day_ready` for each approved, running or completed campaign whose flight covers `day`,
   * to the partners subscribed to it, with the day's totals (the same numbers as the report).
   */
  async announceDay(day: string): Promise<number> {
    const campaigns = (await this.dataSource.query(
      `SELECT c.id, c.partner_id FROM campaigns c
        WHERE c.status IN ('APPROVED', 'ACTIVE', 'COMPLETED')
          AND c.start_at < ($1::date + 1)::timestamptz AND c.end_at >= $1::date::timestamptz
          AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.partner_id = c.partner_id
                       AND e.disabled_at IS NULL AND 'report.day_ready' = ANY(e.events))`,
      [day],
    )) as { id: string; partner_id: string }[];
    for (const campaign of campaigns) {
      const report = await this.reports.report(campaign.partner_id, campaign.id, {
        from: day,
        to: day,
        by: 'total',
      });
      await this.webhooks.emit(campaign.partner_id, 'report.day_ready', {
        campaignId: campaign.id,
        day,
        totals: report.totals,
        spend: report.spend,
        budget: report.budget,
      });
    }
    return campaigns.length;
  }
}
