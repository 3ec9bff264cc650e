import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSpec, type ControllerSpec } from '../testing/controller-spec.js';
import { CommerceController } from './commerce.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TierPlansService } from './tier-plans.service.js';

let spec: ControllerSpec;
beforeAll(async () => {
  spec = await controllerSpec({
    controllers: [CommerceController],
    mocks: [TierPlansService, SubscriptionsService],
  });
});
afterAll(async () => {
  await spec.close();
});

describe('GET /api/user/subscription', () => {
  it('answers 401 without a session', async () => {
    const res = await spec.http().get('/api/user/subscription').expect(401);
    expect(res.body.message).toBe('Not signed in');
    expect(spec.called()).toEqual([]);
  });

  it("asks for the signed-in member's own subscription", async () => {
    const subscriptions = spec.mock(SubscriptionsService);
    subscriptions.viewFor.mockResolvedValue({
      tier: 'FREE',
      plan: { tier: 'FREE', name: 'Free', price: 0, currency: 'USD', features: [] },
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      source: null,
      interval: null,
      subscriptionTier: null,
      pendingTier: null,
      pendingInterval: null,
      graceUntil: null,
    });
    await spec.as('member-1').get('/api/user/subscription').expect(200);
    expect(subscriptions.viewFor.mock.calls).toEqual([['member-1']]);
  });
});
