import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { type BillingInterval, BILLING_INTERVALS, vatIn } from '../../shared/billing.js';
import { DEFAULT_CURRENCY } from '../../shared/constants.js';
import { TIERS, type SubscriptionStatus, type Tier } from '../../shared/enums.js';
import { planFor } from '../../shared/tiers.js';
import { priceFor } from '../../shared/billing.js';
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

/** A loosely read Stripe object: fields are checked as they are used. */
type Loose = Record<string, unknown>;

const STATUS: Record<string, SubscriptionStatus> = {
  active: 'ACTIVE',
  trialing: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
  incomplete: 'INCOMPLETE',
  paused: 'INCOMPLETE',
};

/** The lookup key of a plan's price (created on first use): abtal_<tier>_<interval>. */
export const lookupKey = (tier: Tier, interval: BillingInterval) =>
  `abtal_${tier.toLowerCase()}_${interval.toLowerCase()}`;

const obj = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const seconds = (value: unknown): Date | null =>
  typeof value === 'number' ? new Date(value * 1000) : null;
const tierOf = (value: unknown): Tier | null =>
  TIERS.find((tier) => tier === String(value ?? '').toUpperCase()) ?? null;
const intervalOf = (value: unknown): BillingInterval | null =>
  BILLING_INTERVALS.find((interval) => interval === String(value ?? '').toUpperCase()) ??
  (value === 'month' ? 'MONTH' : value === 'year' ? 'YEAR' : null);
const languageOf = (value: unknown): Language => (value === 'ar' ? 'ar' : 'en');

/** The schedule that runs a subscription (a change due at the end of its period), if any. */
const scheduleIdOf = (subscription: Stripe.Subscription): string | null =>
  subscription.schedule
    ? typeof subscription.schedule === 'string'
      ? subscription.schedule
      : subscription.schedule.id
    : null;

/** The plan of a price, from its lookup key. */
function planOfPrice(price: Loose): { tier: Tier | null; interval: BillingInterval | null } {
  const match = /^abtal_([a-z]+)_([a-z]+)$/.exec(str(price.lookup_key) ?? '');
  return {
    tier: match ? tierOf(match[1]) : null,
    interval: match ? intervalOf(match[2]) : intervalOf(obj(price.recurring).interval),
  };
}

/** A Stripe subscription object in the product's terms (null when it is not one of ours). */
function readStripeSubscription(object: Loose, version: number): ProviderSubscription | null {
  const metadata = obj(object.metadata);
  const item = obj((obj(object.items).data as unknown[] | undefined)?.[0]);
  const plan = planOfPrice(obj(item.price));
  const userId = str(metadata.userId);
  const tier = plan.tier ?? tierOf(metadata.tier);
  const start = seconds(item.current_period_start) ?? seconds(object.current_period_start);
  const end = seconds(item.current_period_end) ?? seconds(object.current_period_end);
  if (!userId || !tier || !start || !end || !str(object.id)) return null;
  return {
    id: str(object.id)!,
    userId,
    tier,
    interval: plan.interval ?? intervalOf(metadata.interval) ?? 'MONTH',
    status: STATUS[String(object.status)] ?? 'INCOMPLETE',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: object.cancel_at_period_end === true,
    pendingTier: tierOf(metadata.pendingTier),
    pendingInterval: intervalOf(metadata.pendingInterval),
    language: languageOf(metadata.language),
    version,
  };
}

/** A Stripe invoice object of one of our subscriptions in the product's terms. */
function readStripeInvoice(object: Loose, type: string): ProviderInvoice | null {
  const parent = obj(obj(object.parent).subscription_details);
  const metadata = { ...obj(obj(object.subscription_details).metadata), ...obj(parent.metadata) };
  const line = obj((obj(object.lines).data as unknown[] | undefined)?.[0]);
  const period = obj(line.period);
  const userId = str(metadata.userId);
  const tier = tierOf(metadata.tier);
  if (!userId || !tier || !str(object.id)) return null;
  const paid = type === 'invoice.paid' || type === 'invoice.payment_succeeded';
  const amount = Number(paid ? object.amount_paid : object.amount_due) / 100 || 0;
  return {
    id: str(object.id)!,
    userId,
    tier,
    interval: intervalOf(metadata.interval) ?? 'MONTH',
    kind: object.billing_reason === 'subscription_update' ? 'PRORATION' : 'SUBSCRIPTION',
    amount,
    tax: vatIn(amount),
    currency: (str(object.currency) ?? DEFAULT_CURRENCY).toUpperCase(),
    status: paid ? 'PAID' : 'FAILED',
    periodStart: seconds(period.start),
    periodEnd: seconds(period.end),
    issuedAt: seconds(object.created) ?? new Date(),
    url: str(object.hosted_invoice_url),
    attempt: Number(object.attempt_count) || 1,
    language: languageOf(metadata.language),
  };
}

/**
 * Stripe: Checkout Sessions to subscribe, the Customer Portal for the card and invoices, webhooks
 * for every change (signature on the raw body, 5 minutes' tolerance). Prices are found by lookup
 * key and created on first use, in AED, VAT included.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode = false;
  readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    private readonly dataSource: DataSource,
    /** Another address of Stripe's API (stripe-mock, a recording stand-in); Stripe's own if unset. */
    apiUrl?: string,
  ) {
    const api = apiUrl ? new URL(apiUrl) : null;
    this.stripe = new Stripe(
      secretKey,
      api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
            maxNetworkRetries: 0,
          }
        : {},
    );
  }

  async startCheckout(request: CheckoutRequest): Promise<string> {
    const metadata = {
      userId: request.userId,
      tier: request.tier,
      interval: request.interval,
      language: request.language,
    };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: await this.customerOf(request.userId, request.email),
      line_items: [{ price: await this.priceId(request.tier, request.interval), quantity: 1 }],
      locale: request.language,
      subscription_data: { metadata },
      metadata,
      success_url: `${request.returnUrl}?session={CHECKOUT_SESSION_ID}`,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe gave the checkout session no address');
    return session.url;
  }

  async upgrade(subscriptionId: string, plan: Plan): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    const interval = planOfPrice(item.price as unknown as Loose).interval ?? 'MONTH';
    // A subscription run by a schedule (a change due at the period end) takes no direct change.
    const schedule = scheduleIdOf(subscription);
    if (schedule) await this.stripe.subscriptionSchedules.release(schedule);
    const update: Stripe.SubscriptionUpdateParams = {
      items: [{ id: item.id, price: await this.priceId(plan.tier, plan.interval) }],
      proration_behavior: 'always_invoice',
      cancel_at_period_end: false,
      metadata: {
        ...subscription.metadata,
        tier: plan.tier,
        interval: plan.interval,
        pendingTier: '',
        pendingInterval: '',
      },
    };
    // Monthly to annual: the annual period starts now, the unused part of the month credited.
    if (plan.interval !== interval) update.billing_cycle_anchor = { type: 'now' };
    await this.stripe.subscriptions.update(subscriptionId, update);
  }

  async schedule(subscriptionId: string, change: PeriodEndChange): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    const current = planOfPrice(item.price as unknown as Loose);
    const tier = current.tier ?? tierOf(subscription.metadata.tier) ?? 'SILVER';
    const interval = current.interval ?? 'MONTH';
    const pendingTier =
      change.tier !== undefined ? change.tier : tierOf(subscription.metadata.pendingTier);
    const pendingInterval =
      change.interval !== undefined
        ? change.interval
        : intervalOf(subscription.metadata.pendingInterval);
    const existing = scheduleIdOf(subscription);
    if (!pendingTier && !pendingInterval) {
      if (existing) await this.stripe.subscriptionSchedules.release(existing);
    } else {
      const next = { tier: pendingTier ?? tier, interval: pendingInterval ?? interval };
      const schedule =
        existing ??
        (await this.stripe.subscriptionSchedules.create({ from_subscription: subscriptionId })).id;
      await this.stripe.subscriptionSchedules.update(schedule, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
          {
            items: [{ price: await this.priceId(next.tier, next.interval), quantity: 1 }],
            metadata: {
              ...subscription.metadata,
              ...next,
              pendingTier: '',
              pendingInterval: '',
            },
          },
        ],
      });
    }
    await this.stripe.subscriptions.update(subscriptionId, {
      metadata: {
        ...subscription.metadata,
        pendingTier: pendingTier ?? '',
        pendingInterval: pendingInterval ?? '',
      },
    });
  }

  async cancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const schedule = scheduleIdOf(subscription);
    if (schedule) await this.stripe.subscriptionSchedules.release(schedule);
    await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: cancel,
      metadata: { ...subscription.metadata, pendingTier: '', pendingInterval: '' },
    });
  }

  async portalUrl(userId: string, returnUrl: string): Promise<string | null> {
    const customer = await this.storedCustomer(userId);
    if (!customer) return null;
    const session = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: returnUrl,
    });
    return session.url;
  }

  readEvent(rawBody: Buffer, signature: string | undefined): BillingEvent {
    let event: { id: string; type: string; created: number; data: { object: unknown } };
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.webhookSecret,
        SIGNATURE_TOLERANCE_S,
      ) as unknown as typeof event;
    } catch (error) {
      throw new WebhookRejected((error as Error).message);
    }
    const object = obj(event.data.object);
    const version = event.created * 1000;
    if (event.type.startsWith('customer.subscription.')) {
      const subscription = readStripeSubscription(object, version);
      return { id: event.id, type: event.type, ...(subscription ? { subscription } : {}) };
    }
    if (
      ['invoice.paid', 'invoice.payment_succeeded', 'invoice.payment_failed'].includes(event.type)
    ) {
      const invoice = readStripeInvoice(object, event.type);
      return { id: event.id, type: event.type, ...(invoice ? { invoice } : {}) };
    }
    return { id: event.id, type: event.type };
  }

  async subscriptionsOf(userId: string): Promise<ProviderSubscription[]> {
    const customer = await this.storedCustomer(userId);
    if (!customer) return [];
    const list = await this.stripe.subscriptions.list({ customer, status: 'all', limit: 10 });
    const version = Date.now();
    return list.data
      .map((subscription) => readStripeSubscription(subscription as unknown as Loose, version))
      .filter((state): state is ProviderSubscription => state !== null);
  }

  private async priceId(tier: Tier, interval: BillingInterval): Promise<string> {
    const key = lookupKey(tier, interval);
    const found = await this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const price = await this.stripe.prices.create({
      currency: DEFAULT_CURRENCY.toLowerCase(),
      unit_amount: Math.round(priceFor(tier, interval) * 100),
      recurring: { interval: interval === 'MONTH' ? 'month' : 'year' },
      tax_behavior: 'inclusive',
      lookup_key: key,
      product_data: { name: `Abtal Universe ${planFor(tier).name}` },
    });
    return price.id;
  }

  private async storedCustomer(userId: string): Promise<string | null> {
    const [row]: { stripe_customer_id: string | null }[] = await this.dataSource.query(
      `SELECT stripe_customer_id FROM users WHERE id = $1`,
      [userId],
    );
    return row?.stripe_customer_id ?? null;
  }

  private async customerOf(userId: string, email: string): Promise<string> {
    const stored = await this.storedCustomer(userId);
    if (stored) return stored;
    const customer = await this.stripe.customers.create({ email, metadata: { userId } });
    await this.dataSource.query(`UPDATE users SET stripe_customer_id = $2 WHERE id = $1`, [
      userId,
      customer.id,
    ]);
    return customer.id;
  }
}
