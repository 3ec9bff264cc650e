import { Body, Controller, Headers, NotFoundException, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import {
  type BillingSetup,
  billingSetupSchema,
  type ChangeIntervalBody,
  changeIntervalBodySchema,
  type ChangePlanBody,
  changePlanBodySchema,
  type ChangeResult,
  changeResultSchema,
  type CheckoutBody,
  checkoutBodySchema,
  type Invoice,
  invoiceSchema,
  type Redirect,
  reconcileParamsSchema,
  redirectSchema,
  type TestCardBody,
  testCardBodySchema,
  type TestCheckout,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  type TestOutcomeBody,
  testOutcomeBodySchema,
  webhookAnswerSchema,
} from '../../shared/schemas/billing.schemas.js';
import { TIERS } from '../../shared/enums.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { UsersService } from '../auth/users.service.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { TierService } from '../commerce/tier.service.js';
import { editionOf } from '../mail/edition.js';
import { BILLING_MESSAGES, BillingService } from './billing.service.js';
import { TestProvider } from './test-provider.js';

const SIGNED_IN = { tag: 'billing', signedIn: true as const };
const NO_PROVIDER = { 503: BILLING_MESSAGES.noProvider };
const NOT_TEST = 'The test provider is not in use on this server';

const reconcileAnswerSchema = z.object({
  subscriptions: z.number().int(),
  tier: z.enum(TIERS),
  history: z.array(
    z.object({
      fromTier: z.enum(TIERS),
      toTier: z.enum(TIERS),
      reason: z.string(),
      at: z.string(),
    }),
  ),
});

/** Buying and changing a paid plan, invoices, and the payment provider's webhooks. */
@Controller('billing')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly users: UsersService,
  ) {}

  @Endpoint('GET', '', {
    tag: 'billing',
    summary: 'Who takes payments on this server',
    description:
      'provider null: no payment provider is set up (production without Stripe), so paid plans cannot be bought.',
    response: billingSetupSchema,
    responseDescription: 'The payment set-up',
  })
  setup(): BillingSetup {
    return this.billing.setup();
  }

  @Endpoint('POST', 'checkout', {
    ...SIGNED_IN,
    summary: 'Starts buying a paid plan',
    description: "Answers the provider's checkout page to open; back on /billing/return when paid.",
    body: checkoutBodySchema,
    response: redirectSchema,
    responseDescription: 'The checkout page',
    errors: { 409: BILLING_MESSAGES.alreadyPaid, ...NO_PROVIDER },
  })
  async checkout(
    @SessionUserId() userId: string,
    @Body() body: CheckoutBody,
    @Req() req: Request,
  ): Promise<Redirect> {
    const user = await this.users.findById(userId);
    return { url: await this.billing.checkout(userId, user?.email ?? '', body, editionOf(req)) };
  }

  @Endpoint('POST', 'change', {
    ...SIGNED_IN,
    summary: 'Switches the paid plan',
    description:
      'A higher tier now, the rest of the period charged prorated; a lower tier at the end of the period; FREE cancels at the end of the period (access kept until then); the plan held resumes it.',
    body: changePlanBodySchema,
    response: changeResultSchema,
    responseDescription: 'When the change takes effect and what was charged',
    errors: { 409: BILLING_MESSAGES.noPaidPlan, ...NO_PROVIDER },
  })
  change(@SessionUserId() userId: string, @Body() body: ChangePlanBody): Promise<ChangeResult> {
    return this.billing.change(userId, body.tier);
  }

  @Endpoint('POST', 'interval', {
    ...SIGNED_IN,
    summary: 'Bills the paid plan monthly or annually',
    description:
      'YEAR: annual billing starts now, a new annual period charged less the unused part of the month; MONTH: monthly billing from the end of the annual period (access and price kept until then; "resume" undoes it).',
    body: changeIntervalBodySchema,
    response: changeResultSchema,
    responseDescription: 'When the switch takes effect and what was charged',
    errors: {
      409: `${BILLING_MESSAGES.noPaidPlan}; or: ${BILLING_MESSAGES.sameInterval}; or: ${BILLING_MESSAGES.endingPlan}`,
      ...NO_PROVIDER,
    },
  })
  switchInterval(
    @SessionUserId() userId: string,
    @Body() body: ChangeIntervalBody,
  ): Promise<ChangeResult> {
    return this.billing.switchInterval(userId, body.interval);
  }

  @Endpoint('POST', 'resume', {
    ...SIGNED_IN,
    summary: 'Keeps the paid plan: undoes a cancellation or downgrade at the end of the period',
    response: changeResultSchema,
    responseDescription: 'Resumed',
    errors: { 409: BILLING_MESSAGES.noPaidPlan, ...NO_PROVIDER },
  })
  async resume(@SessionUserId() userId: string): Promise<ChangeResult> {
    await this.billing.resume(userId);
    return { effective: 'NOW', charged: 0 };
  }

  @Endpoint('POST', 'portal', {
    ...SIGNED_IN,
    summary: "The provider's page for the card and invoices",
    response: redirectSchema,
    responseDescription: 'The page to open',
    errors: { 404: 'The payment provider has no such page', ...NO_PROVIDER },
  })
  async portal(@SessionUserId() userId: string, @Req() req: Request): Promise<Redirect> {
    const url = await this.billing.portal(userId, editionOf(req));
    if (!url) throw new NotFoundException('The payment provider has no such page');
    return { url };
  }

  @Endpoint('GET', 'invoices', {
    ...SIGNED_IN,
    summary: "The member's receipts and invoices, newest first",
    response: z.array(invoiceSchema),
    responseDescription: 'Every invoice',
  })
  invoices(@SessionUserId() userId: string): Promise<Invoice[]> {
    return this.billing.invoices(userId);
  }

  @Endpoint('POST', 'webhooks/stripe', {
    tag: 'billing',
    summary: "Stripe's events",
    description:
      'Verified with the Stripe-Signature header on the raw body (5 minutes of tolerance); each event is handled once; unknown types are answered 200.',
    response: webhookAnswerSchema,
    responseDescription: 'Received',
    errors: { 400: 'The signature does not verify, or Stripe is not in use here' },
  })
  stripeWebhook(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    return this.billing.receive('stripe', req.rawBody, signature);
  }

  @Endpoint('GET', 'test/checkouts/:id', {
    ...SIGNED_IN,
    summary: "The test provider's checkout page (test mode only)",
    params: testCheckoutParamsSchema,
    response: testCheckoutSchema,
    responseDescription: 'The plan, price and state of the checkout',
    errors: { 404: 'Checkout not found, or the test provider is not in use' },
  })
  testCheckout(@SessionUserId() userId: string, @Param('id') id: string): Promise<TestCheckout> {
    return this.testProvider().checkout(userId, id);
  }

  @Endpoint('POST', 'test/checkouts/:id', {
    ...SIGNED_IN,
    summary: 'Pays on the test checkout page: succeed, decline, require action, authenticate',
    params: testCheckoutParamsSchema,
    body: testOutcomeBodySchema,
    response: testCheckoutSchema,
    responseDescription: 'The checkout after the payment',
    errors: {
      404: 'Checkout not found, or the test provider is not in use',
      409: 'This payment asks for no authentication',
    },
  })
  completeTestCheckout(
    @SessionUserId() userId: string,
    @Param('id') id: string,
    @Body() body: TestOutcomeBody,
  ): Promise<TestCheckout> {
    return this.testProvider().complete(userId, id, body.outcome);
  }

  @Endpoint('GET', 'test/card', {
    ...SIGNED_IN,
    summary: 'The test card renewals are charged to (test mode only)',
    response: testCardBodySchema,
    responseDescription: 'The card',
    errors: { 404: NOT_TEST },
  })
  async testCard(@SessionUserId() userId: string): Promise<TestCardBody> {
    return { card: await this.testProvider().cardOf(userId) };
  }

  @Endpoint('PUT', 'test/card', {
    ...SIGNED_IN,
    summary: 'Sets the test card: decline makes renewals fail; ok retries a failed one at once',
    body: testCardBodySchema,
    response: testCardBodySchema,
    responseDescription: 'The card',
    errors: { 404: NOT_TEST },
  })
  async setTestCard(
    @SessionUserId() userId: string,
    @Body() body: TestCardBody,
  ): Promise<TestCardBody> {
    await this.testProvider().setCard(userId, body.card);
    return body;
  }

  @Endpoint('POST', 'test/renew', {
    ...SIGNED_IN,
    summary: 'Ends the period now and charges the renewal to the test card (test mode only)',
    response: changeResultSchema,
    responseDescription: 'Renewed, or failed to PAST_DUE with a declined card',
    errors: { 404: NOT_TEST },
  })
  async renewNow(@SessionUserId() userId: string): Promise<ChangeResult> {
    await this.testProvider().renewNow(userId);
    return { effective: 'NOW', charged: 0 };
  }

  private testProvider(): TestProvider {
    const provider = this.billing.provider;
    if (!(provider instanceof TestProvider)) throw new NotFoundException(NOT_TEST);
    return provider;
  }
}

/** Administrators bring a member's billing in line with the provider's records. */
@Controller('admin/billing')
@RequireRoles('ADMIN')
export class BillingAdminController {
  constructor(
    private readonly billing: BillingService,
    private readonly tiers: TierService,
  ) {}

  @Endpoint('POST', 'reconcile/:id', {
    tag: 'admin',
    summary: "Reconciles a member's subscriptions from the payment provider (ADMIN accounts only)",
    params: reconcileParamsSchema,
    response: reconcileAnswerSchema,
    responseDescription: 'How many subscriptions the provider holds, the tier and its history',
    signedIn: true,
    guards: [RolesGuard],
    errors: { 403: 'Not an ADMIN account', ...NO_PROVIDER },
  })
  async reconcile(@Param('id') id: string): Promise<z.infer<typeof reconcileAnswerSchema>> {
    const subscriptions = await this.billing.reconcile(id);
    const history = await this.tiers.history(id);
    return { subscriptions, tier: history.at(-1)?.toTier ?? 'FREE', history };
  }
}
