import { TIERS, type SubscriptionStatus, type Tier } from './enums.js';
import { planFor } from './tiers.js';

/** How a paid plan is billed: every month, or every year at the annual discount. */
export const BILLING_INTERVALS = ['MONTH', 'YEAR'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The FAQ's "annual subscriptions with up to 20% discount": every paid plan gets the full 20 %. */
export const ANNUAL_DISCOUNT = 0.2;
/** UAE VAT: plan prices (AED) include it. */
export const VAT_RATE = 0.05;
/** Days a member keeps a paid tier after a renewal payment fails, while it is retried. */
const GRACE_DAYS = 7;
/**
 * How long an ACTIVE subscription that renews holds past its period end until the provider reports
 * the renewal (providers charge up to an hour or so after the period ends).
 */
const RENEWAL_LEEWAY_MS = 24 * 3600_000;

const DAY_MS = 86_400_000;
const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** The price of one period of `tier` billed every `interval`, VAT included (AED). */
export function priceFor(tier: Tier, interval: BillingInterval): number {
  const monthly = planFor(tier).price;
  return interval === 'MONTH' ? monthly : round2(monthly * 12 * (1 - ANNUAL_DISCOUNT));
}

/** The VAT inside a VAT-inclusive amount. */
export const vatIn = (amount: number): number => round2((amount * VAT_RATE) / (1 + VAT_RATE));

/** The end of a period of `interval` starting at `start` (calendar months, UTC). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + (interval === 'MONTH' ? 1 : 12));
  return end;
}

/** The end of the grace period of a renewal that failed at `periodEnd`. */
export const graceEnd = (end: Date): Date => new Date(end.getTime() + GRACE_DAYS * DAY_MS);

/**
 * What a change made at `now` costs at once, less the unused part of the current period: a higher
 * tier on the same billing period costs the new price less the old for the part that is left; a
 * new billing period (monthly to annual) starts now and costs its whole price. Never below zero.
 */
export function prorationAmount(
  from: { tier: Tier; interval: BillingInterval },
  to: { tier: Tier; interval: BillingInterval },
  period: { start: Date; end: Date },
  now: Date,
): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.max(0, period.end.getTime() - now.getTime());
  const share = total > 0 ? Math.min(1, left / total) : 0;
  const credit = priceFor(from.tier, from.interval) * share;
  if (from.interval !== to.interval)
    return Math.max(0, round2(priceFor(to.tier, to.interval) - credit));
  if (total <= 0) return 0;
  return Math.max(0, round2(priceFor(to.tier, to.interval) * share - credit));
}

/** A paid subscription as the tier rule needs it. */
export interface PaidSubscriptionState {
  tier: Tier;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Until when an ACTIVE or PAST_DUE subscription gives its tier (null: it does not). */
function paidUntil(paid: PaidSubscriptionState): Date | null {
  const end = paid.currentPeriodEnd;
  if (!end) return null;
  if (paid.status === 'PAST_DUE') return graceEnd(end);
  if (paid.status !== 'ACTIVE') return null;
  return paid.cancelAtPeriodEnd ? end : new Date(end.getTime() + RENEWAL_LEEWAY_MS);
}

/**
 * A member's tier: the higher of an administrator's grant ("comped", until it is withdrawn) and
 * their paid subscription. A paid tier holds while the subscription is ACTIVE until the end of its
 * period (a cancellation keeps it exactly to then; a renewal is awaited `RENEWAL_LEEWAY_MS`), and
 * while PAST_DUE for the grace period after it; otherwise, and without either, FREE.
 */
export function effectiveTier(
  paid: PaidSubscriptionState | null,
  grant: Tier | null,
  now: Date,
): Tier {
  const until = paid ? paidUntil(paid) : null;
  const fromPaid: Tier = paid && until && now < until ? paid.tier : 'FREE';
  const granted = grant ?? 'FREE';
  return TIERS.indexOf(granted) > TIERS.indexOf(fromPaid) ? granted : fromPaid;
}

/**
 * The next moment `effectiveTier` may change by the clock alone (the end of the period, or of the
 * grace period), or null.
 */
export function nextTierChange(paid: PaidSubscriptionState | null, now: Date): Date | null {
  const at = paid ? paidUntil(paid) : null;
  return at && at > now ? at : null;
}
