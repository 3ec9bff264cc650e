import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Invoice } from '../../shared/schemas/billing.schemas.js';
import { SubscriptionEntity } from '../commerce/entities/subscription.entity.js';
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
   * applied in any order leave the newest state. Answers the status it had before (null: new).
   */
  async applySubscription(
    manager: EntityManager,
    source: 'TEST' | 'STRIPE',
    state: ProviderSubscription,
  ): Promise<{ before: SubscriptionEntity | null }> {
    const repository = manager.getRepository(SubscriptionEntity);
    const before = await repository.findOne({ where: { stripeSubscriptionId: state.id } });
    const fields = {
      tier: state.tier,
      status: state.status,
      billingInterval: state.interval,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      pendingTier: state.pendingTier,
      language: state.language,
      providerVersion: state.version,
    };
    if (!before) {
      await manager.query(
        `INSERT INTO subscriptions (user_id, stripe_subscription_id, source, tier) VALUES ($1, $2, $3, $4)
         ON CONFLICT (stripe_subscription_id) DO NOTHING`,
        [state.userId, state.id, source, state.tier],
      );
    } else if (before.providerVersion > state.version) {
      return { before };
    }
    await repository
      .createQueryBuilder()
      .update()
      .set(fields)
      .where('stripe_subscription_id = :id AND provider_version <= :version', {
        id: state.id,
        version: state.version,
      })
      .execute();
    return { before };
  }

  /**
   * Stores an invoice; a later event about it may only move it from FAILED to PAID. Answers
   * whether this call changed it (a new receipt or notice to mail).
   */
  async applyInvoice(
    manager: EntityManager,
    provider: ProviderName,
    invoice: ProviderInvoice,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO invoices (user_id, provider, provider_invoice_id, tier, billing_interval, kind, amount, tax,
                             currency, status, period_start, period_end, issued_at, hosted_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (provider_invoice_id) DO UPDATE SET status = 'PAID', hosted_url = EXCLUDED.hosted_url
         WHERE invoices.status = 'FAILED' AND EXCLUDED.status = 'PAID'
       RETURNING id`,
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
    return rows.length === 1;
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
