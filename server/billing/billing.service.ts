import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ANNUAL_DISCOUNT,
  type BillingInterval,
  graceEnd,
  prorationAmount,
  VAT_RATE,
} from '../../shared/billing.js';
import { TIERS, type Tier } from '../../shared/enums.js';
import type {
  BillingSetup,
  ChangeResult,
  CheckoutBody,
  Invoice,
} from '../../shared/schemas/billing.schemas.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { SubscriptionEntity } from '../commerce/entities/subscription.entity.js';
import { SubscriptionsRepository } from '../commerce/subscriptions.repository.js';
import { TierService } from '../commerce/tier.service.js';
import type { AppConfig } from '../config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { JobWorker } from '../jobs/job-worker.js';
import { type Edition, editionUrl } from '../mail/edition.js';
import { MailService } from '../mail/mail.service.js';
import { membershipEndedMail, paymentFailedMail, receiptMail } from './billing-mails.js';
import { BillingRepository } from './billing.repository.js';
import {
  type BillingEvent,
  type PaymentProvider,
  type Plan,
  type ProviderName,
  type ProviderSubscription,
  WebhookRejected,
} from './provider.js';
import { TestProvider } from './test-provider.js';

/** The payment provider in use (null: none, so paid plans are refused). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

const RECONCILE_JOB = 'billing.reconcile';
const DAY_MS = 86_400_000;

export const BILLING_MESSAGES = {
  noProvider:
    'Paid plans cannot be bought on this server yet: no payment provider is set up. Please try again later.',
  alreadyPaid: 'You already have a paid plan: switch plans from the subscription page',
  noPaidPlan: 'You have no paid plan to change: choose a plan to buy it',
  samePlan: 'You are already on this plan',
  pastDue: 'Your last payment failed: update your card before changing plans',
  sameInterval: 'Your plan is already billed this way',
  endingPlan: 'Your plan ends at the end of the period: resume it before changing how it is billed',
  switchPending:
    'Your plan changes at the end of the period: resume it before switching to annual billing',
} as const;

const rank = (tier: Tier) => TIERS.indexOf(tier);

/**
 * Buying, changing and ending a paid plan through the payment provider, and the provider's events
 * (webhooks) that make the product's state follow: each event is handled once, in any order, and
 * the member's tier is then recomputed by the tier rule.
 */
@Injectable()
export class BillingService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly billing: BillingRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly tiers: TierService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly worker: JobWorker,
    private readonly clock: Clock,
  ) {
    if (provider instanceof TestProvider) {
      provider.connect((raw, signature) => this.receive('test', raw, signature));
    }
  }

  onModuleInit(): void {
    this.worker.register(RECONCILE_JOB, async () => {
      await this.reconcileAll();
      await this.scheduleReconcile(new Date(this.clock.now().getTime() + DAY_MS));
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.provider && this.config.jobWorker) await this.scheduleReconcile(this.clock.now());
  }

  setup(): BillingSetup {
    return {
      provider: this.provider?.name ?? null,
      testMode: this.provider?.testMode ?? false,
      vatRate: VAT_RATE,
      annualDiscount: ANNUAL_DISCOUNT,
    };
  }

  /** The provider's checkout page for a paid plan. */
  async checkout(
    userId: string,
    email: string,
    body: CheckoutBody,
    lang: Edition,
  ): Promise<string> {
    const provider = this.required();
    const paid = await this.subscriptions.findPaidFor(userId);
    if (paid && (paid.status === 'ACTIVE' || paid.status === 'PAST_DUE')) {
      throw new ConflictException(BILLING_MESSAGES.alreadyPaid);
    }
    return provider.startCheckout({
      userId,
      email,
      tier: body.tier,
      interval: body.interval,
      language: lang,
      returnUrl: editionUrl(this.config.publicUrl, lang, '/billing/return'),
      cancelUrl: editionUrl(this.config.publicUrl, lang, '/subscription'),
    });
  }

  /**
   * Switches plan: a higher tier now, charged for the rest of the period; a lower one at the end of
   * the period; FREE cancels at the end of the period. Choosing the plan held again resumes it.
   */
  async change(userId: string, tier: Tier): Promise<ChangeResult> {
    const provider = this.required();
    const paid = await this.changeable(userId);
    const id = paid.stripeSubscriptionId!;
    if (tier === 'FREE') {
      await provider.cancelAtPeriodEnd(id, true);
      return { effective: 'PERIOD_END', charged: 0 };
    }
    if (tier === paid.tier) {
      if (!paid.pendingTier && !paid.cancelAtPeriodEnd)
        throw new ConflictException(BILLING_MESSAGES.samePlan);
      await this.resume(userId);
      return { effective: 'NOW', charged: 0 };
    }
    if (rank(tier) < rank(paid.tier)) {
      await provider.schedule(id, { tier });
      return { effective: 'PERIOD_END', charged: 0 };
    }
    return this.changeNow(provider, paid, { tier, interval: paid.billingInterval ?? 'MONTH' });
  }

  /**
   * Changes how the plan is billed: to annual now (a new annual period from today, less the unused
   * part of the month, as an upgrade), to monthly at the end of the annual period (as a downgrade,
   * undone by "Resume"). Asking for the period a pending switch leaves keeps it.
   */
  async switchInterval(userId: string, interval: BillingInterval): Promise<ChangeResult> {
    const provider = this.required();
    const paid = await this.changeable(userId);
    const id = paid.stripeSubscriptionId!;
    if (paid.cancelAtPeriodEnd) throw new ConflictException(BILLING_MESSAGES.endingPlan);
    const current = paid.billingInterval ?? 'MONTH';
    if (interval === current) {
      if (!paid.pendingInterval) throw new ConflictException(BILLING_MESSAGES.sameInterval);
      await provider.schedule(id, { interval: null });
      return { effective: 'NOW', charged: 0 };
    }
    if (interval === 'MONTH') {
      await provider.schedule(id, { interval });
      return { effective: 'PERIOD_END', charged: 0 };
    }
    if (paid.pendingTier) throw new ConflictException(BILLING_MESSAGES.switchPending);
    return this.changeNow(provider, paid, { tier: paid.tier, interval });
  }

  /** Keeps the plan: no cancellation and no change at the end of the period. */
  async resume(userId: string): Promise<void> {
    const provider = this.required();
    const paid = await this.subscriptions.findPaidFor(userId);
    if (!paid?.stripeSubscriptionId || paid.status !== 'ACTIVE') {
      throw new ConflictException(BILLING_MESSAGES.noPaidPlan);
    }
    if (paid.pendingTier || paid.pendingInterval)
      await provider.schedule(paid.stripeSubscriptionId, { tier: null, interval: null });
    if (paid.cancelAtPeriodEnd) await provider.cancelAtPeriodEnd(paid.stripeSubscriptionId, false);
  }

  /** The member's paid subscription, if it can be changed now (else a 409 saying why). */
  private async changeable(userId: string): Promise<SubscriptionEntity> {
    const paid = await this.subscriptions.findPaidFor(userId);
    if (!paid?.stripeSubscriptionId || paid.status === 'CANCELED' || paid.status === 'INCOMPLETE') {
      throw new ConflictException(BILLING_MESSAGES.noPaidPlan);
    }
    if (paid.status === 'PAST_DUE') throw new ConflictException(BILLING_MESSAGES.pastDue);
    return paid;
  }

  /** A change charged now: what is left of the period is credited against the new plan. */
  private async changeNow(
    provider: PaymentProvider,
    paid: SubscriptionEntity,
    to: Plan,
  ): Promise<ChangeResult> {
    const charged =
      paid.currentPeriodStart && paid.currentPeriodEnd
        ? prorationAmount(
            { tier: paid.tier, interval: paid.billingInterval ?? 'MONTH' },
            to,
            { start: paid.currentPeriodStart, end: paid.currentPeriodEnd },
            this.clock.now(),
          )
        : 0;
    await provider.upgrade(paid.stripeSubscriptionId!, to);
    return { effective: 'NOW', charged };
  }

  /** The provider's page for the card and invoices (null: the provider has none). */
  portal(userId: string, lang: Edition): Promise<string | null> {
    return this.required().portalUrl(
      userId,
      editionUrl(this.config.publicUrl, lang, '/subscription'),
    );
  }

  invoices(userId: string): Promise<Invoice[]> {
    return this.billing.invoicesOf(this.dataSource.manager, userId);
  }

  /** A webhook: verified on its raw body, then handled (once). */
  async receive(
    name: ProviderName,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    const provider = this.provider;
    if (!provider || provider.name !== name) {
      throw new BadRequestException(`Payments do not go through ${name} on this server`);
    }
    let event: BillingEvent;
    try {
      if (!rawBody) throw new WebhookRejected('The event has no body');
      event = provider.readEvent(rawBody, signature);
    } catch (error) {
      const message =
        error instanceof WebhookRejected ? error.message : 'The event could not be read';
      throw new BadRequestException({ message, errors: { signature: [message] } });
    }
    return { received: true, duplicate: !(await this.handle(name, event)) };
  }

  /** Applies one event; false when it was handled before. */
  async handle(name: ProviderName, event: BillingEvent): Promise<boolean> {
    const userId = event.subscription?.userId ?? event.invoice?.userId ?? null;
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.billing.recordEvent(manager, name, event, userId))) return false;
      if (event.invoice) await this.applyInvoice(manager, name, event);
      // The tier rule reads subscriptions (and grants), so only their changes can move a tier.
      if (event.subscription && (await this.applySubscription(manager, name, event.subscription)))
        await this.tiers.refresh(
          event.subscription.userId,
          `${name}:${event.type}`,
          undefined,
          manager,
        );
      return true;
    });
  }

  /** Stores a subscription's state; answers whether it was newer than the one stored. */
  private async applySubscription(
    manager: EntityManager,
    name: ProviderName,
    state: ProviderSubscription,
  ): Promise<boolean> {
    const { applied, before } = await this.billing.applySubscription(
      manager,
      name === 'test' ? 'TEST' : 'STRIPE',
      state,
    );
    if (!applied) return false;
    if (state.status !== 'CANCELED' || !before || before === 'CANCELED') return true;
    const unpaid = before === 'PAST_DUE';
    await this.mail.send(
      await this.emailOf(manager, state.userId),
      membershipEndedMail(
        state.language,
        state.tier,
        unpaid,
        this.url(state.language, '/subscription'),
      ),
      { manager, idempotencyKey: `billing-ended:${state.id}` },
    );
    return true;
  }

  private async applyInvoice(
    manager: EntityManager,
    name: ProviderName,
    event: BillingEvent,
  ): Promise<void> {
    const invoice = event.invoice!;
    const stored = await this.billing.applyInvoice(manager, name, invoice);
    const email = await this.emailOf(manager, invoice.userId);
    if (invoice.status === 'PAID') {
      await this.mail.send(email, receiptMail(invoice, this.url(invoice.language, '/profile')), {
        manager,
        idempotencyKey: `billing-receipt:${invoice.id}`,
      });
    } else if (stored === 'FAILED' && invoice.periodStart) {
      await this.mail.send(
        email,
        paymentFailedMail(
          invoice,
          graceEnd(invoice.periodStart),
          this.url(invoice.language, '/subscription'),
        ),
        { manager, idempotencyKey: `billing-failed:${invoice.id}:${invoice.attempt}` },
      );
    }
  }

  /** Brings the member's subscriptions in line with the provider's own records. */
  async reconcile(userId: string): Promise<number> {
    const provider = this.required();
    const states = await provider.subscriptionsOf(userId);
    for (const state of states) {
      await this.dataSource.transaction((manager) =>
        this.applySubscription(manager, provider.name, state),
      );
    }
    await this.tiers.refresh(userId, `${provider.name}:reconcile`);
    return states.length;
  }

  private async reconcileAll(): Promise<void> {
    if (!this.provider) return;
    const source = this.provider.name === 'test' ? 'TEST' : 'STRIPE';
    for (const userId of await this.billing.membersWithPaidSubscriptions(
      this.dataSource.manager,
      source,
    )) {
      try {
        await this.reconcile(userId);
      } catch (error) {
        this.logger.warn(`Reconciling ${userId} failed: ${(error as Error).message}`);
      }
    }
  }

  private async scheduleReconcile(at: Date): Promise<void> {
    const day = at.toISOString().slice(0, 10);
    await this.queue.enqueue(
      RECONCILE_JOB,
      {},
      { runAt: at, idempotencyKey: `billing-reconcile:${day}` },
    );
  }

  private required(): PaymentProvider {
    if (!this.provider) throw new ServiceUnavailableException(BILLING_MESSAGES.noProvider);
    return this.provider;
  }

  private url(lang: Edition, path: string): string {
    return editionUrl(this.config.publicUrl, lang, path);
  }

  private async emailOf(manager: EntityManager, userId: string): Promise<string> {
    const [row]: { email: string }[] = await manager.query(
      `SELECT email FROM users WHERE id = $1`,
      [userId],
    );
    return row?.email ?? '';
  }
}
