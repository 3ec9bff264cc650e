import type { BillingInterval } from '../../shared/billing.js';
import type { SubscriptionStatus, Tier } from '../../shared/enums.js';

export type ProviderName = 'test' | 'stripe';
export type Language = 'en' | 'ar';

/** A subscription as the provider holds it, at `version` (newer states have larger versions). */
export interface ProviderSubscription {
  id: string;
  userId: string;
  tier: Tier;
  interval: BillingInterval;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  pendingTier: Tier | null;
  /** The billing period a switch to monthly billing takes up at the end of the period. */
  pendingInterval: BillingInterval | null;
  language: Language;
  version: number;
}

/** An invoice the provider issued: paid (a receipt) or failed (a dunning notice). */
export interface ProviderInvoice {
  id: string;
  userId: string;
  tier: Tier;
  interval: BillingInterval;
  kind: 'SUBSCRIPTION' | 'PRORATION';
  amount: number;
  tax: number;
  currency: string;
  status: 'PAID' | 'FAILED';
  periodStart: Date | null;
  periodEnd: Date | null;
  issuedAt: Date;
  url: string | null;
  /** Which try this was (failed payments are retried). */
  attempt: number;
  language: Language;
}

/** One provider event, verified and read into the product's terms (unknown types carry neither). */
export interface BillingEvent {
  id: string;
  type: string;
  subscription?: ProviderSubscription;
  invoice?: ProviderInvoice;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  tier: Tier;
  interval: BillingInterval;
  language: Language;
  /** Where the provider sends the member back (the return page), and where after giving up. */
  returnUrl: string;
  cancelUrl: string;
}

/** A paid plan: its tier and how often it is billed. */
export interface Plan {
  tier: Tier;
  interval: BillingInterval;
}

/** What a subscription becomes at the end of its period: a field left out stays, null clears it. */
export interface PeriodEndChange {
  tier?: Tier | null;
  interval?: BillingInterval | null;
}

/** A signature that does not verify, or a body that is not an event: answered 400. */
export class WebhookRejected extends Error {}

/**
 * What the product asks of a payment provider. Stripe and the built-in test provider implement it;
 * a regional gateway would be a third. Changes made here reach the product as events (webhooks),
 * and `subscriptionsOf` lets the product reconcile its state from the provider's.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** True for the test provider: every screen says so. */
  readonly testMode: boolean;
  /** The address of the provider's checkout page for this plan. */
  startCheckout(request: CheckoutRequest): Promise<string>;
  /**
   * A change now, replacing any change due at the end of the period: a higher tier (the rest of
   * the period charged prorated), or annual billing (a new annual period from now, less what is
   * left of the current one).
   */
  upgrade(subscriptionId: string, plan: Plan): Promise<void>;
  /** A downgrade or a switch to monthly billing at the end of the period (null: none). */
  schedule(subscriptionId: string, change: PeriodEndChange): Promise<void>;
  /** Cancels at the end of the period (true; a change due then is dropped), or resumes (false). */
  cancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** The provider's page where the member manages their card and invoices (null: none). */
  portalUrl(userId: string, returnUrl: string): Promise<string | null>;
  /** Verifies a webhook's signature on its raw body and reads the event; throws WebhookRejected. */
  readEvent(rawBody: Buffer, signature: string | undefined): BillingEvent;
  /** The member's subscriptions as the provider has them now (for reconciliation). */
  subscriptionsOf(userId: string): Promise<ProviderSubscription[]>;
}

/** A webhook older (or newer) than this is refused, as Stripe's default tolerance (both providers). */
export const SIGNATURE_TOLERANCE_S = 300;
