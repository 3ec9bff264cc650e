import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type BillingInterval,
  graceEnd,
  periodEnd,
  priceFor,
  prorationAmount,
  vatIn,
} from '../../shared/billing.js';
import { DEFAULT_CURRENCY } from '../../shared/constants.js';
import type { SubscriptionStatus, Tier } from '../../shared/enums.js';
import type { TestCheckout, TestOutcomeBody } from '../../shared/schemas/billing.schemas.js';
import { Clock } from '../common/clock.js';
import { JobQueue } from '../jobs/job-queue.js';
import { JobWorker } from '../jobs/job-worker.js';
import {
  type BillingEvent,
  type CheckoutRequest,
  type Language,
  type PaymentProvider,
  type PeriodEndChange,
  type Plan,
  type ProviderInvoice,
  type ProviderSubscription,
  SIGNATURE_TOLERANCE_S,
  WebhookRejected,
} from './provider.js';

/** Runs the test provider's due renewals, retries and endings. */
const ADVANCE_JOB = 'billing.test-advance';
const DAY_MS = 86_400_000;
/** Days between the tries of a failed renewal (the last try is before the grace period ends). */
const RETRY_DAYS = 3;
const MAX_ATTEMPTS = 3;

interface Row {
  id: string;
  user_id: string;
  tier: Tier;
  billing_interval: BillingInterval;
  status: SubscriptionStatus;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  pending_tier: Tier | null;
  pending_interval: BillingInterval | null;
  card: 'ok' | 'decline';
  version: number;
  language: Language;
  attempts: number;
}

interface CheckoutRow {
  id: string;
  user_id: string;
  tier: Tier;
  billing_interval: BillingInterval;
  language: Language;
  status: TestCheckout['status'];
}

type Deliver = (rawBody: Buffer, signature: string) => Promise<unknown>;

const toState = (row: Row): ProviderSubscription => ({
  id: row.id,
  userId: row.user_id,
  tier: row.tier,
  interval: row.billing_interval,
  status: row.status,
  currentPeriodStart: new Date(row.current_period_start),
  currentPeriodEnd: new Date(row.current_period_end),
  cancelAtPeriodEnd: row.cancel_at_period_end,
  pendingTier: row.pending_tier,
  pendingInterval: row.pending_interval,
  language: row.language,
  version: Number(row.version),
});

/**
 * The built-in payment provider for development, demos and tests: its own checkout page (a card
 * that succeeds, is declined or asks for authentication), subscriptions it renews by the clock,
 * retries of failed renewals and an end after the grace period. Every change reaches the product
 * as a signed webhook-shaped event through the same handler as Stripe's. Never used in production.
 */
@Injectable()
export class TestProvider implements PaymentProvider, OnModuleInit {
  readonly name = 'test' as const;
  readonly testMode = true;
  private readonly secret = randomBytes(32);
  private deliver: Deliver = () => Promise.resolve();
  /** Events are collected here instead of delivered while set (the benchmark's recording). */
  recording: Buffer[] | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
  ) {}

  onModuleInit(): void {
    this.worker.register(ADVANCE_JOB, async () => {
      await this.advance(this.clock.now());
    });
  }

  /** Where its events go: the product's webhook handler. */
  connect(deliver: Deliver): void {
    this.deliver = deliver;
  }

  async startCheckout(request: CheckoutRequest): Promise<string> {
    const [row]: { id: string }[] = await this.dataSource.query(
      `INSERT INTO test_checkouts (user_id, tier, billing_interval, language, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [request.userId, request.tier, request.interval, request.language, this.clock.now()],
    );
    return `${request.language === 'ar' ? '/ar' : ''}/billing/test-checkout/${row.id}`;
  }

  async checkout(userId: string, id: string): Promise<TestCheckout> {
    const row = await this.checkoutRow(userId, id);
    const amount = priceFor(row.tier, row.billing_interval);
    return {
      id: row.id,
      tier: row.tier as TestCheckout['tier'],
      interval: row.billing_interval,
      amount,
      tax: vatIn(amount),
      currency: DEFAULT_CURRENCY,
      status: row.status,
    };
  }

  /** What the test card does on the checkout page; a success starts the subscription. */
  async complete(
    userId: string,
    id: string,
    outcome: TestOutcomeBody['outcome'],
  ): Promise<TestCheckout> {
    const row = await this.checkoutRow(userId, id);
    if (row.status === 'COMPLETE') return this.checkout(userId, id);
    if (outcome === 'authenticate' && row.status !== 'ACTION_REQUIRED') {
      throw new ConflictException('This payment asks for no authentication');
    }
    if (outcome === 'decline' || outcome === 'require-action') {
      const status = outcome === 'decline' ? 'DECLINED' : 'ACTION_REQUIRED';
      await this.dataSource.query(`UPDATE test_checkouts SET status = $2 WHERE id = $1`, [
        id,
        status,
      ]);
      return this.checkout(userId, id);
    }
    const now = this.clock.now();
    const subscriptionId = `test_sub_${randomUUID().replaceAll('-', '')}`;
    const events: Array<[string, ProviderSubscription | ProviderInvoice]> = [];
    await this.dataSource.transaction(async (manager) => {
      const [created]: Row[] = await manager.query(
        `INSERT INTO test_provider_subscriptions
           (id, user_id, tier, billing_interval, status, current_period_start, current_period_end, language)
         VALUES ($1, $2, $3, $4, 'ACTIVE', $5, $6, $7) RETURNING *`,
        [
          subscriptionId,
          userId,
          row.tier,
          row.billing_interval,
          now,
          periodEnd(now, row.billing_interval),
          row.language,
        ],
      );
      await manager.query(
        `UPDATE test_checkouts SET status = 'COMPLETE', subscription_id = $2 WHERE id = $1`,
        [id, subscriptionId],
      );
      events.push(['invoice.paid', this.invoice(created, 'SUBSCRIPTION', 'PAID', now)]);
      events.push(['customer.subscription.created', toState(created)]);
    });
    await this.emitAll(events);
    await this.scheduleAdvance(subscriptionId);
    return this.checkout(userId, id);
  }

  async upgrade(subscriptionId: string, plan: Plan): Promise<void> {
    const now = this.clock.now();
    const events: Array<[string, ProviderSubscription | ProviderInvoice]> = [];
    await this.change(subscriptionId, async (row, manager) => {
      if (row.card === 'decline')
        throw new ConflictException('Your card was declined: update your card first');
      const amount = prorationAmount(
        { tier: row.tier, interval: row.billing_interval },
        plan,
        { start: new Date(row.current_period_start), end: new Date(row.current_period_end) },
        now,
      );
      // A new billing period starts now; a higher tier keeps the period.
      const restarts = plan.interval !== row.billing_interval;
      const updated = await this.update(manager, row.id, {
        tier: plan.tier,
        billing_interval: plan.interval,
        pending_tier: null,
        pending_interval: null,
        cancel_at_period_end: false,
        ...(restarts
          ? { current_period_start: now, current_period_end: periodEnd(now, plan.interval) }
          : {}),
      });
      if (amount > 0)
        events.push([
          'invoice.paid',
          { ...this.invoice(updated, 'PRORATION', 'PAID', now), amount, tax: vatIn(amount) },
        ]);
      events.push(['customer.subscription.updated', toState(updated)]);
    });
    await this.emitAll(events);
    await this.scheduleAdvance(subscriptionId);
  }

  async schedule(subscriptionId: string, change: PeriodEndChange): Promise<void> {
    await this.changeAndEmit(subscriptionId, {
      ...(change.tier !== undefined ? { pending_tier: change.tier } : {}),
      ...(change.interval !== undefined ? { pending_interval: change.interval } : {}),
      cancel_at_period_end: false,
    });
  }

  async cancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await this.changeAndEmit(subscriptionId, {
      cancel_at_period_end: cancel,
      pending_tier: null,
      pending_interval: null,
    });
  }

  portalUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }

  /** The member's test card for renewals; a working card retries a failed renewal at once. */
  async setCard(userId: string, card: 'ok' | 'decline'): Promise<void> {
    await this.dataSource.query(
      `UPDATE test_provider_subscriptions SET card = $2 WHERE user_id = $1`,
      [userId, card],
    );
    if (card === 'ok') await this.advance(this.clock.now(), { retryNow: userId });
  }

  /**
   * Test mode's stand-in for waiting a month: the member's period ends now and its renewal is
   * charged at once (to the card set with `setCard`).
   */
  async renewNow(userId: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `UPDATE test_provider_subscriptions SET current_period_end = $2
       WHERE user_id = $1 AND status = 'ACTIVE' AND current_period_end > $2`,
      [userId, now],
    );
    await this.advance(now);
  }

  /** The member's card as the test provider holds it (ok when they have no subscription). */
  async cardOf(userId: string): Promise<'ok' | 'decline'> {
    const rows: { card: 'ok' | 'decline' }[] = await this.dataSource.query(
      `SELECT card FROM test_provider_subscriptions WHERE user_id = $1 AND status <> 'CANCELED' LIMIT 1`,
      [userId],
    );
    return rows[0]?.card ?? 'ok';
  }

  readEvent(rawBody: Buffer, signature: string | undefined): BillingEvent {
    const parts = new Map(
      (signature ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
    );
    const timestamp = Number(parts.get('t'));
    const expected = this.sign(timestamp, rawBody);
    const given = Buffer.from(parts.get('v1') ?? '', 'hex');
    if (
      !Number.isFinite(timestamp) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      throw new WebhookRejected('The event signature does not match');
    }
    if (Math.abs(this.clock.now().getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) {
      throw new WebhookRejected('The event signature is too old');
    }
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      data: { object: Record<string, unknown> };
    };
    const object = event.data.object;
    const dates = (keys: string[]) =>
      Object.fromEntries(
        keys.map((key) => [key, object[key] ? new Date(String(object[key])) : null]),
      );
    if (event.type.startsWith('customer.subscription.')) {
      return {
        id: event.id,
        type: event.type,
        subscription: {
          ...(object as unknown as ProviderSubscription),
          ...dates(['currentPeriodStart', 'currentPeriodEnd']),
        } as ProviderSubscription,
      };
    }
    if (event.type.startsWith('invoice.')) {
      return {
        id: event.id,
        type: event.type,
        invoice: {
          ...(object as unknown as ProviderInvoice),
          ...dates(['periodStart', 'periodEnd', 'issuedAt']),
        } as ProviderInvoice,
      };
    }
    return { id: event.id, type: event.type };
  }

  async subscriptionsOf(userId: string): Promise<ProviderSubscription[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT * FROM test_provider_subscriptions WHERE user_id = $1`,
      [userId],
    );
    return rows.map(toState);
  }

  /**
   * Renews, retries and ends what is due at `now` (periods may have passed while the server was
   * off: each is billed in turn).
   */
  async advance(now: Date, options: { retryNow?: string } = {}): Promise<void> {
    const due: Row[] = await this.dataSource.query(
      `SELECT * FROM test_provider_subscriptions
       WHERE (status = 'ACTIVE' AND current_period_end <= $1) OR status = 'PAST_DUE' ORDER BY id`,
      [now],
    );
    for (const row of due) {
      let current: Row | null = row;
      while (current) current = await this.step(current, now, options.retryNow === row.user_id);
      await this.scheduleAdvance(row.id);
    }
  }

  /** One due step of a subscription; answers it when another step may be due. */
  private async step(seen: Row, now: Date, retryNow: boolean): Promise<Row | null> {
    const events: Array<[string, ProviderSubscription | ProviderInvoice]> = [];
    let next: Row | null = null;
    await this.dataSource.transaction(async (manager) => {
      // Another worker may have stepped it meanwhile: the locked row decides.
      const [row]: Row[] = await manager.query(
        `SELECT * FROM test_provider_subscriptions WHERE id = $1 FOR UPDATE`,
        [seen.id],
      );
      if (!row) return;
      const end = new Date(row.current_period_end);
      if (row.status === 'ACTIVE') {
        if (end > now) return;
        if (row.cancel_at_period_end) {
          const ended = await this.update(manager, row.id, {
            status: 'CANCELED',
            cancel_at_period_end: false,
          });
          events.push(['customer.subscription.deleted', toState(ended)]);
          return;
        }
        const renewing = {
          ...row,
          tier: row.pending_tier ?? row.tier,
          billing_interval: row.pending_interval ?? row.billing_interval,
        };
        if (row.card === 'ok') {
          next = await this.renew(manager, renewing, end, now, events);
          return;
        }
        const failed = await this.update(manager, row.id, {
          status: 'PAST_DUE',
          tier: renewing.tier,
          billing_interval: renewing.billing_interval,
          pending_tier: null,
          pending_interval: null,
          attempts: 1,
        });
        events.push(['invoice.payment_failed', this.renewalInvoice(failed, 'FAILED', now, 1)]);
        events.push(['customer.subscription.updated', toState(failed)]);
        return;
      }
      if (row.status !== 'PAST_DUE') return;
      if (now >= graceEnd(end)) {
        const ended = await this.update(manager, row.id, { status: 'CANCELED' });
        events.push(['customer.subscription.deleted', toState(ended)]);
        return;
      }
      const retryAt = end.getTime() + row.attempts * RETRY_DAYS * DAY_MS;
      if (!retryNow && (row.attempts >= MAX_ATTEMPTS || now.getTime() < retryAt)) return;
      if (row.card === 'ok') {
        next = await this.renew(manager, row, end, now, events);
        return;
      }
      const failed = await this.update(manager, row.id, { attempts: row.attempts + 1 });
      events.push([
        'invoice.payment_failed',
        this.renewalInvoice(failed, 'FAILED', now, failed.attempts),
      ]);
    });
    await this.emitAll(events);
    return next;
  }

  /**
   * Charges the period from `start`: ACTIVE again, a receipt. Answers the renewed row when its new
   * period has ended by `now` as well (the server was off for longer), else null.
   */
  private async renew(
    manager: EntityManager,
    row: Row,
    start: Date,
    now: Date,
    events: Array<[string, ProviderSubscription | ProviderInvoice]>,
  ): Promise<Row | null> {
    const paidAt = start;
    const renewed = await this.update(manager, row.id, {
      status: 'ACTIVE',
      tier: row.tier,
      billing_interval: row.billing_interval,
      pending_tier: null,
      pending_interval: null,
      attempts: 0,
      current_period_start: start,
      current_period_end: periodEnd(start, row.billing_interval),
    });
    const invoice = this.renewalInvoice(
      { ...renewed, current_period_start: start },
      'PAID',
      row.status === 'PAST_DUE' ? this.clock.now() : paidAt,
      row.attempts + 1,
    );
    events.push(['invoice.paid', invoice]);
    events.push(['customer.subscription.updated', toState(renewed)]);
    return new Date(renewed.current_period_end) <= now ? renewed : null;
  }

  /** The invoice of the period starting at the row's period start (one id per period). */
  private renewalInvoice(
    row: Row,
    status: 'PAID' | 'FAILED',
    at: Date,
    attempt: number,
  ): ProviderInvoice {
    const start = new Date(
      row.status === 'PAST_DUE' ? row.current_period_end : row.current_period_start,
    );
    return {
      ...this.invoice(
        {
          ...row,
          current_period_start: start,
          current_period_end: periodEnd(start, row.billing_interval),
        },
        'SUBSCRIPTION',
        status,
        at,
      ),
      id: `test_in_${row.id.slice(9)}_${start.getTime()}`,
      attempt,
    };
  }

  private invoice(
    row: Row,
    kind: ProviderInvoice['kind'],
    status: ProviderInvoice['status'],
    at: Date,
  ): ProviderInvoice {
    const amount = priceFor(row.tier, row.billing_interval);
    return {
      id: `test_in_${randomUUID().replaceAll('-', '')}`,
      userId: row.user_id,
      tier: row.tier,
      interval: row.billing_interval,
      kind,
      amount,
      tax: vatIn(amount),
      currency: DEFAULT_CURRENCY,
      status,
      periodStart: new Date(row.current_period_start),
      periodEnd: new Date(row.current_period_end),
      issuedAt: at,
      url: null,
      attempt: 1,
      language: row.language,
    };
  }

  private async changeAndEmit(subscriptionId: string, fields: Partial<Row>): Promise<void> {
    let state: ProviderSubscription | null = null;
    await this.change(subscriptionId, async (row, manager) => {
      state = toState(await this.update(manager, row.id, fields));
    });
    if (state) await this.emitAll([['customer.subscription.updated', state]]);
  }

  private async change(
    subscriptionId: string,
    work: (row: Row, manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows: Row[] = await manager.query(
        `SELECT * FROM test_provider_subscriptions WHERE id = $1 FOR UPDATE`,
        [subscriptionId],
      );
      if (!rows[0] || rows[0].status === 'CANCELED')
        throw new NotFoundException('No such subscription');
      await work(rows[0], manager);
    });
  }

  private async update(manager: EntityManager, id: string, fields: Partial<Row>): Promise<Row> {
    const keys = Object.keys(fields);
    const sets = keys.map((key, index) => `"${key}" = $${index + 2}`);
    const [rows]: [Row[], number] = await manager.query(
      `UPDATE test_provider_subscriptions SET ${[...sets, 'version = version + 1'].join(', ')} WHERE id = $1 RETURNING *`,
      [id, ...keys.map((key) => fields[key as keyof Row])],
    );
    return rows[0];
  }

  private async scheduleAdvance(subscriptionId: string): Promise<void> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT * FROM test_provider_subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    const row = rows[0];
    if (!row || row.status === 'CANCELED') return;
    const end = new Date(row.current_period_end);
    const at =
      row.status === 'ACTIVE'
        ? end
        : new Date(
            Math.min(graceEnd(end).getTime(), end.getTime() + row.attempts * RETRY_DAYS * DAY_MS),
          );
    await this.queue.enqueue(
      ADVANCE_JOB,
      {},
      { runAt: at, idempotencyKey: `test-advance:${row.id}:${at.getTime()}` },
    );
  }

  private async emitAll(
    events: Array<[string, ProviderSubscription | ProviderInvoice]>,
  ): Promise<void> {
    for (const [type, object] of events) {
      const created = Math.floor(this.clock.now().getTime() / 1000);
      const raw = Buffer.from(
        JSON.stringify({
          id: `test_evt_${randomUUID().replaceAll('-', '')}`,
          type,
          created,
          data: { object },
        }),
      );
      if (this.recording) this.recording.push(raw);
      else await this.deliver(raw, this.signatureOf(raw));
    }
  }

  /** A signature header for `raw` now (the benchmark signs recorded events at delivery). */
  signatureOf(raw: Buffer): string {
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    return `t=${timestamp},v1=${this.sign(timestamp, raw).toString('hex')}`;
  }

  private sign(timestamp: number, raw: Buffer): Buffer {
    return createHmac('sha256', this.secret).update(`${timestamp}.`).update(raw).digest();
  }

  private async checkoutRow(userId: string, id: string): Promise<CheckoutRow> {
    const rows: CheckoutRow[] = await this.dataSource.query(
      `SELECT * FROM test_checkouts WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!rows[0]) throw new NotFoundException('Checkout not found');
    return rows[0];
  }
}
