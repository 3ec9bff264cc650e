import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Invoice } from '../../shared/schemas/billing.schemas.js';
import type { SubscriptionStatus } from '../../shared/enums.js';
import type { ProviderInvoice, ProviderName, ProviderSubscription } from './provider.js';

interface InvoiceRow {
  id: string;
  tier: Invoice['tier'];
  billing_interval: Invoice['interval'];
  kind: Invoice['kind'];
  amount: string;
  tax: string;
  currency: string;
  status: Invoice['status'];
  period_start: Date | null;
  period_end: Date | null;
  issued_at: Date;
  hosted_url: string | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The product's side of billing: handled events, the subscriptions they write, invoices. */
@Injectable()
export class BillingRepository {
  /** Records the event as handled; false when it was handled before (a duplicate delivery). */
  async recordEvent(
    manager: EntityManager,
    provider: ProviderName,
    event: { id: string; type: string },
    userId: string | null,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO billing_events (provider, event_id, type, user_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, event.id, event.type, userId],
    );
    return rows.length === 1;
  }

  /**
   * Writes the provider's state of a subscription unless a newer one is stored already, so events
   * applied in any order leave the newest state (one statement: the insert of a new subscription,
   * or the update of a stored one). Answers whether it was written and the status it had before
   * (null: new).
   */
  async applySubscription(
    manager: EntityManager,
    source: 'TEST' | 'STRIPE',
    state: ProviderSubscription,
  ): Promise<{ applied: boolean; before: SubscriptionStatus | null }> {
    const rows: { before: SubscriptionStatus | null }[] = await manager.query(
      `WITH stored AS (SELECT status FROM subscriptions WHERE stripe_subscription_id = $2)
       INSERT INTO subscriptions AS s (user_id, stripe_subscription_id, source, tier, status, billing_interval,
         current_period_start, current_period_end, cancel_at_period_end, pending_tier, pending_interval,
         language, provider_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (stripe_subscription_id) DO UPDATE SET tier = EXCLUDED.tier, status = EXCLUDED.status,
         billing_interval = EXCLUDED.billing_interval, current_period_start = EXCLUDED.current_period_start,
         current_period_end = EXCLUDED.current_period_end, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
         pending_tier = EXCLUDED.pending_tier, pending_interval = EXCLUDED.pending_interval,
         language = EXCLUDED.language, provider_version = EXCLUDED.provider_version, updated_at = now()
       WHERE s.provider_version <= EXCLUDED.provider_version
       RETURNING (SELECT status FROM stored) AS before`,
      [
        state.userId,
        state.id,
        source,
        state.tier,
        state.status,
        state.interval,
        state.currentPeriodStart,
        state.currentPeriodEnd,
        state.cancelAtPeriodEnd,
        state.pendingTier,
        state.pendingInterval,
        state.language,
        state.version,
      ],
    );
    return { applied: rows.length === 1, before: rows[0]?.before ?? null };
  }

  /**
   * Stores an invoice; a later event about it may only move it from FAILED to PAID. Answers its
   * stored status after this call.
   */
  async applyInvoice(
    manager: EntityManager,
    provider: ProviderName,
    invoice: ProviderInvoice,
  ): Promise<'PAID' | 'FAILED'> {
    const rows: { status: 'PAID' | 'FAILED' }[] = await manager.query(
      `INSERT INTO invoices (user_id, provider, provider_invoice_id, tier, billing_interval, kind, amount, tax,
                             currency, status, period_start, period_end, issued_at, hosted_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (provider_invoice_id) DO UPDATE SET
         status = CASE WHEN EXCLUDED.status = 'PAID' THEN 'PAID' ELSE invoices.status END,
         hosted_url = CASE WHEN invoices.status = 'FAILED' AND EXCLUDED.status = 'PAID'
           THEN EXCLUDED.hosted_url ELSE invoices.hosted_url END
       RETURNING status`,
      [
        invoice.userId,
        provider,
        invoice.id,
        invoice.tier,
        invoice.interval,
        invoice.kind,
        invoice.amount,
        invoice.tax,
        invoice.currency,
        invoice.status,
        invoice.periodStart,
        invoice.periodEnd,
        invoice.issuedAt,
        invoice.url,
      ],
    );
    return rows[0].status;
  }

  async invoicesOf(manager: EntityManager, userId: string): Promise<Invoice[]> {
    const rows: InvoiceRow[] = await manager.query(
      `SELECT * FROM invoices WHERE user_id = $1 ORDER BY issued_at DESC, id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      tier: row.tier,
      interval: row.billing_interval,
      kind: row.kind,
      amount: Number(row.amount),
      tax: Number(row.tax),
      currency: row.currency.trim(),
      status: row.status,
      periodStart: iso(row.period_start),
      periodEnd: iso(row.period_end),
      issuedAt: new Date(row.issued_at).toISOString(),
      url: row.hosted_url,
    }));
  }

  /** Every member with a subscription bought through `source` (the daily reconciliation). */
  async membersWithPaidSubscriptions(
    manager: EntityManager,
    source: 'TEST' | 'STRIPE',
  ): Promise<string[]> {
    const rows: { user_id: string }[] = await manager.query(
      `SELECT DISTINCT user_id FROM subscriptions WHERE source = $1 AND status <> 'CANCELED'`,
      [source],
    );
    return rows.map((row) => row.user_id);
  }
}
