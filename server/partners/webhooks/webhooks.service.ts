import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CreateWebhookBody,
  NewWebhookSecret,
  UpdateWebhookBody,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from '../../../shared/schemas/webhooks.schemas.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/tokens.js';
import type { AppConfig } from '../../config.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { newWebhookSecret } from './webhook-signature.js';
import { refusedUrl } from './webhook-target.js';

export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';
/** The waits between a message's attempts: about 24 hours in all, then it is given up. */
export const RETRY_SCHEDULE_MS = [5, 60, 300, 1800, 3600, 7200, 14400, 28800, 28800].map(
  (s) => s * 1000,
);
/** Deliveries listed in the log, newest first. */
const LOG_SIZE = 100;

interface EndpointRow {
  id: string;
  partner_id: string;
  url: string;
  description: string | null;
  events: WebhookEndpoint['events'];
  disabled_at: Date | null;
  disabled_reason: string | null;
  previous_secret_until: Date | null;
  last_success_at: Date | null;
  created_at: Date;
}

interface DeliveryRow {
  id: string;
  message_id: string;
  event_type: string;
  body: string;
  status: WebhookDelivery['status'];
  created_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
  attempts: { at: string; statusCode: number | null; error: string | null; durationMs: number }[];
}

const notFound = () => new NotFoundException('Webhook not found');

/**
 * Partners' webhook endpoints and the messages sent to them (Standard Webhooks): subscriptions,
 * signing secrets and their rotation, the delivery log, replays and test sends. Each message is a
 * `webhook.deliver` job in the durable queue (webhook-delivery.ts sends it).
 */
@Injectable()
export class WebhooksService {
  /** Whether endpoints may be private or loopback addresses (only in tests). */
  allowPrivateTargets: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowPrivateTargets = config.nodeEnv === 'test';
  }

  private toEndpoint(row: EndpointRow): WebhookEndpoint {
    const now = this.clock.now();
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events,
      status: !row.disabled_at ? 'enabled' : row.disabled_reason ? 'disabled' : 'paused',
      disabledReason: row.disabled_reason,
      previousSecretUntil:
        row.previous_secret_until && row.previous_secret_until > now
          ? row.previous_secret_until.toISOString()
          : null,
      lastSuccessAt: row.last_success_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    };
  }

  private checkUrl(url: string): void {
    const refused = refusedUrl(url, this.allowPrivateTargets);
    if (refused) throw new BadRequestException({ message: refused, errors: { url: [refused] } });
  }

  async list(partnerId: string): Promise<WebhookEndpoint[]> {
    const rows: EndpointRow[] = await this.dataSource.query(
      `SELECT * FROM webhook_endpoints WHERE partner_id = $1 ORDER BY created_at DESC, id`,
      [partnerId],
    );
    return rows.map((row) => this.toEndpoint(row));
  }

  async get(partnerId: string, id: string): Promise<WebhookEndpoint> {
    return this.toEndpoint(await this.row(partnerId, id));
  }

  private async row(partnerId: string, id: string): Promise<EndpointRow> {
    const [row] = (await this.dataSource.query(
      `SELECT * FROM webhook_endpoints WHERE id = $1 AND partner_id = $2`,
      [id, partnerId],
    )) as EndpointRow[];
    if (!row) throw notFound();
    return row;
  }

  async create(partnerId: string, body: CreateWebhookBody): Promise<NewWebhookSecret> {
    this.checkUrl(body.url);
    const secret = newWebhookSecret();
    const [row] = (await this.dataSource.query(
      `INSERT INTO webhook_endpoints (partner_id, url, description, events, secret)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [partnerId, body.url, body.description ?? null, body.events, secret],
    )) as EndpointRow[];
    return { endpoint: this.toEndpoint(row), secret };
  }

  /** Replaces the URL, description and events; `enabled` pauses or turns the endpoint on again. */
  async update(partnerId: string, id: string, body: UpdateWebhookBody): Promise<WebhookEndpoint> {
    this.checkUrl(body.url);
    const [rows] = (await this.dataSource.query(
      `UPDATE webhook_endpoints SET url = $3, description = $4, events = $5, updated_at = $6,
              disabled_at = CASE WHEN $7 THEN NULL ELSE COALESCE(disabled_at, $6) END,
              disabled_reason = CASE WHEN $7 THEN NULL ELSE disabled_reason END
        WHERE id = $1 AND partner_id = $2 RETURNING *`,
      [
        id,
        partnerId,
        body.url,
        body.description ?? null,
        body.events,
        this.clock.now(),
        body.enabled,
      ],
    )) as [EndpointRow[], number];
    if (!rows[0]) throw notFound();
    return this.toEndpoint(rows[0]);
  }

  /** Deletes the endpoint with its delivery log; answers it as it was. */
  async remove(partnerId: string, id: string): Promise<WebhookEndpoint> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM webhook_endpoints WHERE id = $1 AND partner_id = $2 RETURNING *`,
      [id, partnerId],
    )) as [EndpointRow[], number];
    if (!rows[0]) throw notFound();
    return this.toEndpoint(rows[0]);
  }

  /**
   * A new signing secret; the current one keeps signing too for `graceHours` (messages then carry
   * both signatures), so the receiver can switch without refusing a message.
   */
  async rotate(partnerId: string, id: string, graceHours: number): Promise<NewWebhookSecret> {
    const secret = newWebhookSecret();
    const now = this.clock.now();
    const until = graceHours > 0 ? new Date(now.getTime() + graceHours * 3600_000) : null;
    const [rows] = (await this.dataSource.query(
      `UPDATE webhook_endpoints
          SET previous_secret = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE secret END,
              previous_secret_until = $4, secret = $3, updated_at = $5
        WHERE id = $1 AND partner_id = $2 RETURNING *`,
      [id, partnerId, secret, until, now],
    )) as [EndpointRow[], number];
    if (!rows[0]) throw notFound();
    return { endpoint: this.toEndpoint(rows[0]), secret };
  }

  /**
   * Queues `type` for every enabled endpoint of the partner subscribed to it (inside the caller's
   * transaction when given one: no message for a change that did not happen).
   */
  async emit(
    partnerId: string,
    type: WebhookEventType,
    data: Record<string, unknown>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const endpoints = (await manager.query(
      `SELECT id FROM webhook_endpoints
        WHERE partner_id = $1 AND disabled_at IS NULL AND $2 = ANY(events)`,
      [partnerId, type],
    )) as { id: string }[];
    for (const endpoint of endpoints) await this.queueMessage(manager, endpoint.id, type, data);
  }

  /** Queues a `webhook.test` message to the endpoint, whatever it subscribes to. */
  async sendTest(partnerId: string, id: string): Promise<WebhookDelivery> {
    const endpoint = await this.row(partnerId, id);
    if (endpoint.disabled_at) throw new ConflictException('The endpoint is paused or disabled');
    const deliveryId = await this.queueMessage(this.dataSource.manager, id, 'webhook.test', {
      endpointId: id,
      message: 'A test message from Abtal Universe',
    });
    return this.delivery(deliveryId);
  }

  private async queueMessage(
    manager: EntityManager,
    endpointId: string,
    type: WebhookEventType,
    data: Record<string, unknown>,
  ): Promise<string> {
    const now = this.clock.now();
    const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
    const messageId = `msg_${randomUUID().replace(/-/g, '')}`;
    const [{ id }] = (await manager.query(
      `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [endpointId, messageId, type, body, now],
    )) as { id: string }[];
    await this.enqueue(manager, id, 0);
    return id;
  }

  private async enqueue(manager: EntityManager, deliveryId: string, replay: number) {
    await this.queue.enqueue(
      WEBHOOK_DELIVER_JOB,
      { deliveryId },
      {
        maxAttempts: RETRY_SCHEDULE_MS.length + 1,
        idempotencyKey: `${WEBHOOK_DELIVER_JOB}:${deliveryId}:${replay}`,
        manager: manager === this.dataSource.manager ? undefined : manager,
      },
    );
  }

  /** Sends a message again (the same webhook-id, so a receiver that keeps ids sees a repeat). */
  async replay(partnerId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const endpoint = await this.row(partnerId, id);
    if (endpoint.disabled_at) throw new ConflictException('The endpoint is paused or disabled');
    const [rows] = (await this.dataSource.query(
      `UPDATE webhook_deliveries SET replays = replays + 1, status = 'pending', next_attempt_at = $3
        WHERE id = $1 AND endpoint_id = $2 AND status <> 'pending' RETURNING replays`,
      [deliveryId, id, this.clock.now()],
    )) as [{ replays: number }[], number];
    if (!rows[0]) {
      await this.delivery(deliveryId, id);
      throw new ConflictException('The message is still being delivered');
    }
    await this.enqueue(this.dataSource.manager, deliveryId, rows[0].replays);
    return this.delivery(deliveryId);
  }

  /** The endpoint's last 100 messages, newest first, each with its attempts. */
  async deliveries(partnerId: string, id: string): Promise<WebhookDelivery[]> {
    await this.row(partnerId, id);
    const rows = await this.deliveryRows(`d.endpoint_id = $1`, [id]);
    return rows.map(toDelivery);
  }

  private async delivery(deliveryId: string, endpointId?: string): Promise<WebhookDelivery> {
    const [row] = await this.deliveryRows(
      `d.id = $1 AND ($2::uuid IS NULL OR d.endpoint_id = $2)`,
      [deliveryId, endpointId ?? null],
    );
    if (!row) throw new NotFoundException('Delivery not found');
    return toDelivery(row);
  }

  private deliveryRows(where: string, params: unknown[]): Promise<DeliveryRow[]> {
    return this.dataSource.query(
      `SELECT d.id, d.message_id, d.event_type, d.body, d.status, d.created_at, d.delivered_at,
              d.next_attempt_at,
              COALESCE((SELECT json_agg(json_build_object('at', a.at, 'statusCode', a.status_code,
                          'error', a.error, 'durationMs', a.duration_ms) ORDER BY a.id)
                          FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
         FROM webhook_deliveries d WHERE ${where}
        ORDER BY d.created_at DESC, d.id LIMIT ${LOG_SIZE}`,
      params,
    );
  }
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.message_id,
    eventType: row.event_type,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    payload: JSON.parse(row.body) as Record<string, unknown>,
    attempts: row.attempts.map((a) => ({ ...a, at: new Date(a.at).toISOString() })),
  };
}
