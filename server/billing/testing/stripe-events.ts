import Stripe from 'stripe';
import type { BillingInterval } from '../../../shared/billing.js';
import { priceFor } from '../../../shared/billing.js';
import type { Tier } from '../../../shared/enums.js';
import { lookupKey } from '../stripe-provider.js';

/**
 * Stripe webhook events as Stripe sends them (API 2026-10-28: the period on the subscription's
 * items, an invoice's subscription under `parent.subscription_details`), trimmed to the fields a
 * handler may read and filled with the scenario's ids, plans and times.
 */
export const STRIPE_WEBHOOK_SECRET = 'whsec_scenario_0123456789abcdef';

const stripe = new Stripe('sk_test_scenario');
const s = (date: Date) => Math.floor(date.getTime() / 1000);
let counter = 0;
const next = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter += 1)}`;

export interface StripeSubscriptionState {
  id: string;
  customer: string;
  userId: string;
  tier: Tier;
  interval: BillingInterval;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';
  start: Date;
  end: Date;
  cancelAtPeriodEnd: boolean;
  language: 'en' | 'ar';
  /** A switch to monthly billing at the end of the period (in the metadata, as the provider sets it). */
  pendingInterval?: BillingInterval;
  /** The schedule that makes that switch. */
  schedule?: string;
}

const metadata = (state: StripeSubscriptionState) => ({
  userId: state.userId,
  tier: state.tier,
  interval: state.interval,
  language: state.language,
  ...(state.pendingInterval ? { pendingInterval: state.pendingInterval } : {}),
});

/** A subscription object as Stripe's API and events give it. */
export function subscriptionObject(state: StripeSubscriptionState) {
  return {
    id: state.id,
    object: 'subscription',
    customer: state.customer,
    schedule: state.schedule ?? null,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    currency: 'aed',
    metadata: metadata(state),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${state.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: s(state.start),
          current_period_end: s(state.end),
          price: {
            id: `price_${lookupKey(state.tier, state.interval)}`,
            object: 'price',
            currency: 'aed',
            lookup_key: lookupKey(state.tier, state.interval),
            unit_amount: Math.round(priceFor(state.tier, state.interval) * 100),
            recurring: {
              interval: state.interval === 'MONTH' ? 'month' : 'year',
              interval_count: 1,
            },
          },
          quantity: 1,
        },
      ],
    },
  };
}

function invoiceObject(
  state: StripeSubscriptionState,
  paid: boolean,
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update',
  options: { id?: string; amount?: number; attempt?: number; at: Date },
) {
  const amount = Math.round((options.amount ?? priceFor(state.tier, state.interval)) * 100);
  return {
    id: options.id ?? next('in'),
    object: 'invoice',
    customer: state.customer,
    billing_reason: reason,
    currency: 'aed',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    attempt_count: options.attempt ?? 1,
    created: s(options.at),
    status: paid ? 'paid' : 'open',
    hosted_invoice_url: `https://invoice.stripe.com/i/${state.id}`,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: state.id, metadata: metadata(state) },
    },
    lines: {
      object: 'list',
      data: [{ object: 'line_item', period: { start: s(state.start), end: s(state.end) } }],
    },
  };
}

/** One event: its JSON body and a Stripe-Signature header made by Stripe's own test helper. */
export function signedEvent(type: string, object: unknown, at: Date) {
  const payload = JSON.stringify({
    id: next('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created: s(at),
    data: { object },
  });
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
  });
  return { payload, header };
}

export const stripeEvents = {
  subscription: (
    type: 'created' | 'updated' | 'deleted',
    state: StripeSubscriptionState,
    at: Date,
  ) => signedEvent(`customer.subscription.${type}`, subscriptionObject(state), at),
  invoice: (
    state: StripeSubscriptionState,
    paid: boolean,
    reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update',
    options: { id?: string; amount?: number; attempt?: number; at: Date },
  ) =>
    signedEvent(
      paid ? 'invoice.paid' : 'invoice.payment_failed',
      invoiceObject(state, paid, reason, options),
      options.at,
    ),
};
