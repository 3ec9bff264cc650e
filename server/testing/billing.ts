import type { BillingInterval } from '../../shared/billing.js';
import type { TestApp } from './test-app.js';

type Agent = ReturnType<TestApp['agent']>;

/** Buys a plan through the test provider's checkout with a card that pays. */
export async function subscribeWithTestCard(
  agent: Agent,
  tier: 'SILVER' | 'GOLD' | 'PLATINUM',
  interval: BillingInterval,
): Promise<void> {
  const checkout = await agent.post('/api/billing/checkout').send({ tier, interval }).expect(200);
  const id = /test-checkout\/([0-9a-f-]+)$/.exec(checkout.body.url as string)![1];
  await agent.post(`/api/billing/test/checkouts/${id}`).send({ outcome: 'succeed' }).expect(200);
}

/** Delivers a signed Stripe event to the app's webhook endpoint; it must be answered 200. */
export const stripeWebhook = (t: TestApp) => (event: { payload: string; header: string }) =>
  t
    .http()
    .post('/api/billing/webhooks/stripe')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', event.header)
    .send(event.payload)
    .expect(200);
